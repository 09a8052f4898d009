// Runs several statements as one D1 batch, which D1 executes as one implicit transaction (it has
// no interactive ones). Kysely has no batch API, so the queries are compiled and handed over.
import type { Compilable, CompiledQuery } from "kysely";
import type { Db } from "./client.server";

/** A Kysely query builder, or a query it already compiled. */
export type BatchQuery = Compilable<unknown> | CompiledQuery<unknown>;

function compiled(query: BatchQuery): CompiledQuery<unknown> {
  return "compile" in query ? query.compile() : query;
}

/** Run the queries as one D1 batch; one result per query, in order. */
export async function runBatch(db: Db, queries: readonly BatchQuery[]): Promise<D1Result[]> {
  if (queries.length === 0) return [];
  return db.d1.batch(
    queries.map((query) => {
      const { sql, parameters } = compiled(query);
      return db.d1.prepare(sql).bind(...parameters);
    }),
  );
}

/**
 * Run groups of queries in D1 batches of up to `perBatch` statements. Batches are cut only
 * between groups: a group (one property's row and its amenity rows, say) is written whole or not
 * at all. A group longer than `perBatch` runs as a batch of its own.
 */
export async function runBatches(db: Db, groups: readonly (readonly BatchQuery[])[], perBatch = 150): Promise<void> {
  let batch: BatchQuery[] = [];
  for (const group of groups) {
    if (batch.length > 0 && batch.length + group.length > perBatch) {
      await runBatch(db, batch);
      batch = [];
    }
    batch.push(...group);
  }
  await runBatch(db, batch);
}

/** The rows of one batch result, typed by the query that produced them. */
export function rowsOf<O>(_query: Compilable<O> | CompiledQuery<O>, result: D1Result | undefined): O[] {
  return (result?.results ?? []) as O[];
}

/**
 * Run a write that picks a free unique value (a slug, a post id) and may lose the race to a
 * concurrent writer: when the batch fails on that UNIQUE constraint it rolled back whole, so run it
 * again (with the values as they are now), up to three times.
 */
export async function retryOnUniqueRace<T>(constraint: string, run: () => Promise<T>): Promise<T> {
  const taken = (error: unknown) =>
    String(error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : error).includes(
      `UNIQUE constraint failed: ${constraint}`,
    );
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !taken(error)) throw error;
    }
  }
}
