// The cursor of a feed run continued over several invocations (ADR 0034, migration 0055): how far
// the run got, its running counts, and the stored rows it has seen, kept in D1 between
// invocations so that the withdrawal at its end needs no memory of earlier ones.
import { sql } from "kysely";
import type { BatchQuery } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { FEED_SERVICE } from "./api-credentials.server";

export interface SyncCursor {
  runId: number;
  startedAt: string;
  objectsDone: number;
  objectsTotal: number | null;
  activeBefore: number | null;
  upserts: number;
  deletes: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

const cursorColumns = [
  "id",
  "started_at",
  "objects_done",
  "objects_total",
  "active_before",
  "upserts",
  "deletes",
  "items_processed",
  "items_created",
  "items_updated",
  "items_unchanged",
  "items_skipped",
] as const;

/**
 * Take a paused run for this invocation (the given one, else the latest): one UPDATE, so a queue
 * message and a cron run never continue the same run twice. Null when there is none to take.
 */
export async function claimPausedSyncRun(db: Db, { runId }: { runId?: number } = {}): Promise<SyncCursor | null> {
  const row = await db
    .updateTable("sync_runs")
    .set({ paused_at: null })
    .where("id", "=", (eb) =>
      runId !== undefined
        ? eb.val(runId)
        : eb
            .selectFrom("sync_runs")
            .select("id")
            .where("service_name", "=", FEED_SERVICE)
            .where("status", "=", "running")
            .where("paused_at", "is not", null)
            .orderBy("id", "desc")
            .limit(1),
    )
    .where("status", "=", "running")
    .where("paused_at", "is not", null)
    .returning(cursorColumns)
    .executeTakeFirst();
  if (!row) return null;
  return {
    runId: row.id,
    startedAt: row.started_at,
    objectsDone: row.objects_done,
    objectsTotal: row.objects_total,
    activeBefore: row.active_before,
    upserts: row.upserts,
    deletes: row.deletes,
    processed: row.items_processed,
    created: row.items_created,
    updated: row.items_updated,
    unchanged: row.items_unchanged,
    skipped: row.items_skipped,
  };
}

/** Record how far the run got; with `pausedAt` it waits for its next invocation. */
export async function saveSyncCursor(db: Db, cursor: SyncCursor, { pausedAt }: { pausedAt: string | null }): Promise<void> {
  await db
    .updateTable("sync_runs")
    .set({
      paused_at: pausedAt,
      objects_done: cursor.objectsDone,
      objects_total: cursor.objectsTotal,
      active_before: cursor.activeBefore,
      upserts: cursor.upserts,
      deletes: cursor.deletes,
      items_processed: cursor.processed,
      items_created: cursor.created,
      items_updated: cursor.updated,
      items_unchanged: cursor.unchanged,
      items_skipped: cursor.skipped,
    })
    .where("id", "=", cursor.runId)
    .execute();
}

/** Progress of the latest run under way, for the admin panel ("n von m Objekten"). */
export async function getSyncProgress(db: Db): Promise<{ done: number; total: number | null } | null> {
  const row = await db
    .selectFrom("sync_runs")
    .select(["objects_done", "objects_total"])
    .where("service_name", "=", FEED_SERVICE)
    .where("status", "=", "running")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { done: row.objects_done, total: row.objects_total } : null;
}

/**
 * Statements recording what one batch saw: stored rows matched (by id), rows it inserted (by URL
 * key), rows its DELETE actions withdraw at the end, and rows that came back after a DELETE.
 */
export function runObjectStatements(
  db: Db,
  runId: number,
  batch: { seen: number[]; inserted: string[]; deleted: number[]; undeleted: number[] },
): BatchQuery[] {
  // Ids travel as one JSON array (json_each): a batch may hold more than D1's 100 parameters.
  const each = (values: readonly (number | string)[]) => sql<{ value: number | string }>`json_each(${JSON.stringify(values)})`.as("j");
  const mark = (kind: "seen" | "delete", ids: number[]) =>
    db
      .insertInto("sync_run_objects")
      .orIgnore()
      .columns(["run_id", "kind", "property_id"])
      .expression((eb) =>
        eb.selectFrom(each(ids)).select([eb.val(runId).as("run_id"), eb.val(kind).as("kind"), sql<number>`j.value`.as("property_id")]),
      );
  const statements: BatchQuery[] = [];
  if (batch.seen.length > 0) statements.push(mark("seen", batch.seen));
  if (batch.inserted.length > 0) {
    statements.push(
      db
        .insertInto("sync_run_objects")
        .orIgnore()
        .columns(["run_id", "kind", "property_id"])
        .expression((eb) =>
          eb
            .selectFrom("immobilien")
            .select([eb.val(runId).as("run_id"), eb.val("seen").as("kind"), "id as property_id"])
            .where("objektnr_intern", "in", eb.selectFrom(each(batch.inserted)).select(sql<string>`j.value`.as("value"))),
        ),
    );
  }
  if (batch.undeleted.length > 0) {
    statements.push(
      db
        .deleteFrom("sync_run_objects")
        .where("run_id", "=", runId)
        .where("kind", "=", "delete")
        .where("property_id", "in", db.selectFrom(each(batch.undeleted)).select(sql<number>`j.value`.as("value"))),
    );
  }
  if (batch.deleted.length > 0) statements.push(mark("delete", batch.deleted));
  return statements;
}

/**
 * Rows to withdraw at the end of a run that read the whole feed: its DELETE actions, and for a
 * full transfer every active feed row it did not see (seed rows never: ADR 0031).
 */
export async function listRunWithdrawals(db: Db, { runId, full }: { runId: number; full: boolean }): Promise<number[]> {
  const deleted = db
    .selectFrom("sync_run_objects")
    .innerJoin("immobilien", "immobilien.id", "sync_run_objects.property_id")
    .select("immobilien.id")
    .where("sync_run_objects.run_id", "=", runId)
    .where("sync_run_objects.kind", "=", "delete")
    .where("immobilien.active", "=", 1);
  const query = full
    ? deleted.union(
        db
          .selectFrom("immobilien")
          .select("id")
          .where("active", "=", 1)
          .where("source", "=", "feed")
          .where(
            "id",
            "not in",
            db.selectFrom("sync_run_objects").select("property_id").where("run_id", "=", runId).where("kind", "=", "seen"),
          ),
      )
    : deleted;
  const rows = await query.execute();
  return rows.map((row) => row.id);
}

/** A finished run's seen rows are no longer needed. */
export async function clearRunObjects(db: Db, runId: number): Promise<void> {
  await db.deleteFrom("sync_run_objects").where("run_id", "=", runId).execute();
}
