// SQL of the feed sync (DESIGN.md section 5): the keys of stored properties, the per-row upsert
// statements run in D1 batches (one row per statement: a row has ~70 columns and D1 allows 100
// bound parameters per statement), withdrawal, sync_status and sync_runs.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { SyncState } from "~/db/schema";
import type { MappedRow } from "~/integrations/openimmo/map";

export const SYNC_SERVICE = "justimmo";

/** What the sync needs to know about a stored row to match, compare and withdraw it. */
export interface StoredPropertyKey {
  id: number;
  objektnr_intern: string;
  objektnr_extern: string | null;
  openimmo_obid: string | null;
  content_hash: string | null;
  active: number;
  source: "feed" | "seed";
}

export async function listStoredPropertyKeys(db: Db): Promise<StoredPropertyKey[]> {
  return db
    .selectFrom("immobilien")
    .select(["id", "objektnr_intern", "objektnr_extern", "openimmo_obid", "content_hash", "active", "source"])
    .execute();
}

export type PropertyWrite =
  | { kind: "insert"; row: MappedRow; amenities: readonly string[]; hash: string }
  | { kind: "update"; id: number; row: MappedRow; amenities: readonly string[]; hash: string };

let columnsCache: (keyof MappedRow)[] | null = null;

/** Column order of a mapped row; fixed by the first row seen (every MappedRow has the same keys). */
function columnsOf(row: MappedRow): (keyof MappedRow)[] {
  if (!columnsCache) columnsCache = Object.keys(row) as (keyof MappedRow)[];
  return columnsCache;
}

/**
 * Statements for one property: the row (insert with ON CONFLICT on the URL key as a safety net
 * against a concurrent writer, or update by id), then its amenity rows replaced.
 */
export function propertyWriteStatements(d1: D1Database, write: PropertyWrite, nowIso: string): D1PreparedStatement[] {
  const columns = columnsOf(write.row);
  const values = columns.map((column) => write.row[column] as string | number | null);
  const statements: D1PreparedStatement[] = [];
  if (write.kind === "insert") {
    const all = [...columns, "source", "content_hash", "active", "withdrawn_at", "synced_at", "created_at", "updated_at"];
    const placeholders = all.map(() => "?").join(", ");
    const updates = [
      ...columns.filter((c) => c !== "objektnr_intern"),
      "source",
      "content_hash",
      "active",
      "withdrawn_at",
      "synced_at",
      "updated_at",
    ]
      .map((c) => `${c} = excluded.${c}`)
      .join(", ");
    statements.push(
      d1
        .prepare(
          `INSERT INTO immobilien (${all.join(", ")}) VALUES (${placeholders}) ON CONFLICT (objektnr_intern) DO UPDATE SET ${updates}`,
        )
        .bind(...values, "feed", write.hash, 1, null, nowIso, nowIso, nowIso),
    );
  } else {
    const sets = columns.map((c) => `${c} = ?`).join(", ");
    statements.push(
      d1
        .prepare(
          `UPDATE immobilien SET ${sets}, source = 'feed', content_hash = ?, active = 1, withdrawn_at = NULL, synced_at = ?, updated_at = ? WHERE id = ?`,
        )
        .bind(...values, write.hash, nowIso, nowIso, write.id),
    );
  }
  statements.push(
    d1
      .prepare("DELETE FROM immobilien_amenities WHERE immobilie_id = (SELECT id FROM immobilien WHERE objektnr_intern = ?)")
      .bind(write.row.objektnr_intern),
  );
  if (write.amenities.length > 0) {
    statements.push(
      d1
        .prepare(
          "INSERT INTO immobilien_amenities (immobilie_id, amenity) SELECT i.id, j.value FROM immobilien i, json_each(?) j WHERE i.objektnr_intern = ?",
        )
        .bind(JSON.stringify(write.amenities), write.row.objektnr_intern),
    );
  }
  return statements;
}

/** Withdraw (active = 0, withdrawn_at set; DESIGN.md section 5 step 7) in chunks within the parameter limit. */
export function withdrawStatements(d1: D1Database, ids: readonly number[], nowIso: string): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    statements.push(
      d1
        .prepare(
          `UPDATE immobilien SET active = 0, withdrawn_at = ?, updated_at = ? WHERE active = 1 AND id IN (${chunk.map(() => "?").join(", ")})`,
        )
        .bind(nowIso, nowIso, ...chunk),
    );
  }
  return statements;
}

/**
 * Run statement groups in D1 batches (each batch is one implicit transaction). A group is one
 * property's row plus its amenity rows, or one withdrawal chunk: batches are cut only between
 * groups, so a failed batch never leaves a row whose new content hash claims amenities it does
 * not have (the next run would count it unchanged and never repair it; ADR 0032). A group longer
 * than `perBatch` runs as a batch of its own.
 */
export async function runBatches(d1: D1Database, groups: readonly (readonly D1PreparedStatement[])[], perBatch = 150): Promise<void> {
  let batch: D1PreparedStatement[] = [];
  for (const group of groups) {
    if (batch.length > 0 && batch.length + group.length > perBatch) {
      await d1.batch(batch);
      batch = [];
    }
    batch.push(...group);
  }
  if (batch.length > 0) await d1.batch(batch);
}

// ---- sync_status and sync_runs ----

/**
 * The sync lock as one atomic statement: insert this run as 'running' only if no run of the
 * service is 'running' with a start after `lockFrom`. D1 runs each statement on its own, so of
 * two syncs that claim at the same moment exactly one gets an id; the other gets null. (A read
 * of sync_status followed by a write let both through.) Returns the new run's id or null.
 */
export async function claimSyncRun(
  db: Db,
  { trigger, startedAt, lockFrom }: { trigger: "cron" | "admin" | "test"; startedAt: string; lockFrom: string },
): Promise<number | null> {
  const result = await sql<{ id: number }>`
    INSERT INTO sync_runs (service_name, trigger, status, started_at)
    SELECT ${SYNC_SERVICE}, ${trigger}, 'running', ${startedAt}
    WHERE NOT EXISTS (
      SELECT 1 FROM sync_runs WHERE service_name = ${SYNC_SERVICE} AND status = 'running' AND started_at > ${lockFrom}
    )
    RETURNING id`.execute(db);
  return result.rows[0]?.id ?? null;
}

/** Runs left 'running' by a crashed or timed-out invocation are closed as errors. */
export async function closeStaleSyncRuns(
  db: Db,
  { before, message, nowIso }: { before: string; message: string; nowIso: string },
): Promise<void> {
  await db
    .updateTable("sync_runs")
    .set({ status: "error", error_message: message, finished_at: nowIso })
    .where("status", "=", "running")
    .where("started_at", "<", before)
    .execute();
}

export async function createSyncRun(
  db: Db,
  run: {
    trigger: "cron" | "admin" | "test";
    status: SyncState;
    startedAt: string;
    errorMessage?: string | null;
    finishedAt?: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto("sync_runs")
    .values({
      service_name: SYNC_SERVICE,
      trigger: run.trigger,
      status: run.status,
      started_at: run.startedAt,
      finished_at: run.finishedAt ?? null,
      error_message: run.errorMessage ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface SyncRunOutcome {
  status: SyncState;
  transfer: "VOLL" | "TEIL" | null;
  finishedAt: string;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  withdrawn: number;
  errorMessage: string | null;
}

export async function finishSyncRun(db: Db, runId: number, outcome: SyncRunOutcome): Promise<void> {
  await db
    .updateTable("sync_runs")
    .set({
      status: outcome.status,
      transfer: outcome.transfer,
      finished_at: outcome.finishedAt,
      items_processed: outcome.processed,
      items_created: outcome.created,
      items_updated: outcome.updated,
      items_unchanged: outcome.unchanged,
      items_skipped: outcome.skipped,
      items_withdrawn: outcome.withdrawn,
      error_message: outcome.errorMessage,
    })
    .where("id", "=", runId)
    .execute();
}

/** The single sync_status row (spec: id 'justimmo'). 'running' keeps the previous figures. */
export async function saveSyncStatus(
  db: Db,
  status: { status: SyncState; lastSyncAt?: string; itemsProcessed?: number; errorMessage?: string | null },
): Promise<void> {
  const values = {
    id: SYNC_SERVICE,
    status: status.status,
    last_sync_at: status.lastSyncAt ?? null,
    items_processed: status.itemsProcessed ?? null,
    error_message: status.errorMessage ?? null,
  };
  await db
    .insertInto("sync_status")
    .values(values)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet(
        status.status === "running"
          ? { status: "running" }
          : {
              status: values.status,
              last_sync_at: values.last_sync_at,
              items_processed: values.items_processed,
              error_message: values.error_message,
            },
      ),
    )
    .execute();
}
