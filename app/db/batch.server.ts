// D1 runs a batch as one implicit transaction (STYLE.md habit 5: D1 has no interactive
// transactions); Kysely has no batch API, so compile the queries and hand them to the binding.
export interface CompilableQuery {
  compile(): { sql: string; parameters: readonly unknown[] };
}

export async function runBatch(d1: D1Database, queries: CompilableQuery[]): Promise<D1Result[]> {
  if (queries.length === 0) return [];
  return d1.batch(
    queries.map((query) => {
      const compiled = query.compile();
      return d1.prepare(compiled.sql).bind(...compiled.parameters);
    }),
  );
}
