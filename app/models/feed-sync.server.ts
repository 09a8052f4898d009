// Property writes of the feed sync (DESIGN.md section 5): the keys of stored properties, and the
// per-property queries the sync runs in D1 batches (runBatches, ADR 0032) and the withdrawal.
// The run itself (sync_runs, sync_status) lives in sync-status.server.ts.
import { type Compilable, CompiledQuery, sql } from "kysely";
import type { BatchQuery } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { PROPERTY_WRITE_COLUMNS } from "~/db/property-columns";
import type { PropertyWriteRow } from "~/db/schema";

/** What the sync needs to know about a stored row to match, compare and withdraw it. */
export interface StoredPropertyKey {
  id: number;
  objektnr_intern: string;
  objektnr_extern: string | null;
  openimmo_obid: string | null;
  content_hash: string | null;
  feed_xml_hash: string | null;
  active: number;
  source: "feed" | "seed";
}

export async function listStoredPropertyKeys(db: Db): Promise<StoredPropertyKey[]> {
  return db
    .selectFrom("immobilien")
    .select(["id", "objektnr_intern", "objektnr_extern", "openimmo_obid", "content_hash", "feed_xml_hash", "active", "source"])
    .execute();
}

/** `hash`: of the mapped row (ADR 0030); `xmlHash`: of the feed XML it came from (ADR 0195). */
export type PropertyWrite =
  | { kind: "insert"; row: PropertyWriteRow; amenities: readonly string[]; hash: string; xmlHash: string }
  | { kind: "update"; id: number; row: PropertyWriteRow; amenities: readonly string[]; hash: string; xmlHash: string };

/** Columns an existing row takes from a repeated insert (ON CONFLICT on the URL key). */
const CONFLICT_UPDATE_COLUMNS = [
  ...PROPERTY_WRITE_COLUMNS.filter((column) => column !== "objektnr_intern"),
  "source",
  "content_hash",
  "feed_xml_hash",
  "active",
  "withdrawn_at",
  "synced_at",
  "updated_at",
] as const;

/**
 * Statement text by shape. A feed run writes thousands of rows of the same ~80 columns, and
 * building and compiling that Kysely query per row cost more CPU than the rest of the write; the
 * text depends only on the columns, so each shape is compiled once and later rows bind their own
 * parameters. The first compile of a shape checks that Kysely's parameters are the ones bound.
 */
const statementText = new Map<string, string>();

function compiledOnce(shape: string, build: () => Compilable<unknown>, parameters: readonly unknown[]): CompiledQuery<unknown> {
  const text = statementText.get(shape);
  if (text !== undefined) return CompiledQuery.raw(text, [...parameters]);
  const compiled = build().compile();
  if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters)) throw new Error(`statement parameters out of order: ${shape}`);
  statementText.set(shape, compiled.sql);
  return compiled;
}

/**
 * Queries for one property: the row (insert with ON CONFLICT on the URL key as a safety net
 * against a concurrent writer, or update by id), then its amenity rows replaced. One row per
 * statement: a row has ~80 columns and D1 allows 100 bound parameters per statement.
 */
export function propertyWriteStatements(db: Db, write: PropertyWrite, nowIso: string): BatchQuery[] {
  const book = {
    source: "feed",
    content_hash: write.hash,
    feed_xml_hash: write.xmlHash,
    active: 1,
    withdrawn_at: null,
    synced_at: nowIso,
    updated_at: nowIso,
  } as const;
  const intern = write.row.objektnr_intern;
  const amenities = JSON.stringify(write.amenities);
  const statements: BatchQuery[] = [];
  if (write.kind === "insert") {
    const values = { ...write.row, ...book, created_at: nowIso };
    const build = () =>
      db
        .insertInto("immobilien")
        .values(values)
        .onConflict((oc) =>
          oc
            .column("objektnr_intern")
            .doUpdateSet(Object.fromEntries(CONFLICT_UPDATE_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)]))),
        );
    statements.push(compiledOnce(`insert:${Object.keys(values).join()}`, build, Object.values(values)));
  } else {
    const values = { ...write.row, ...book };
    const build = () => db.updateTable("immobilien").set(values).where("id", "=", write.id);
    statements.push(compiledOnce(`update:${Object.keys(values).join()}`, build, [...Object.values(values), write.id]));
  }
  const removeAmenities = () =>
    db
      .deleteFrom("immobilien_amenities")
      .where("immobilie_id", "=", (eb) => eb.selectFrom("immobilien").select("id").where("objektnr_intern", "=", intern));
  statements.push(compiledOnce("amenities:delete", removeAmenities, [intern]));
  if (write.amenities.length > 0) {
    const build = () =>
      db
        .insertInto("immobilien_amenities")
        .columns(["immobilie_id", "amenity"])
        .expression((eb) =>
          eb
            .selectFrom(["immobilien as i", sql<{ value: string }>`json_each(${amenities})`.as("j")])
            .select(["i.id", sql<string>`j.value`.as("amenity")])
            .where("i.objektnr_intern", "=", intern),
        );
    statements.push(compiledOnce("amenities:insert", build, [amenities, intern]));
  }
  return statements;
}

/** A row whose mapped content is unchanged but whose feed XML differs keeps the new XML's hash. */
export function feedXmlHashStatement(db: Db, id: number, xmlHash: string): BatchQuery {
  return db.updateTable("immobilien").set({ feed_xml_hash: xmlHash }).where("id", "=", id);
}

/** Withdraw (active = 0, withdrawn_at set; DESIGN.md section 5 step 7) in chunks within the parameter limit. */
export function withdrawStatements(db: Db, ids: readonly number[], nowIso: string): BatchQuery[] {
  const statements: BatchQuery[] = [];
  for (let i = 0; i < ids.length; i += 90) {
    statements.push(
      db
        .updateTable("immobilien")
        .set({ active: 0, withdrawn_at: nowIso, updated_at: nowIso })
        .where("active", "=", 1)
        .where("id", "in", ids.slice(i, i + 90)),
    );
  }
  return statements;
}
