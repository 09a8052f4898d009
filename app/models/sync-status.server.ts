// The sync's status (spec sections 3 "Sync status record", 4 "Sync panel"): the one sync_status
// row and the sync_runs, read by the admin panel and written by the sync (claim, finish, status).
// The cursor of a continued run is in sync-cursor.server.ts.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { SyncState } from "~/db/schema";
import { FEED_SERVICE } from "~/models/api-credentials.server";

export interface SyncStatus {
  status: SyncState;
  lastSyncAt: string | null;
  itemsProcessed: number | null;
  errorMessage: string | null;
}

export interface SyncRun {
  id: number;
  trigger: string;
  status: SyncState;
  transfer: string | null;
  startedAt: string;
  finishedAt: string | null;
  itemsProcessed: number;
  itemsCreated: number;
  itemsUpdated: number;
  itemsUnchanged: number;
  itemsSkipped: number;
  itemsWithdrawn: number;
  errorMessage: string | null;
}

export async function getSyncStatus(db: Db): Promise<SyncStatus | null> {
  const row = await db
    .selectFrom("sync_status")
    .select(["status", "last_sync_at", "items_processed", "error_message"])
    .where("id", "=", FEED_SERVICE)
    .executeTakeFirst();
  return row
    ? { status: row.status, lastSyncAt: row.last_sync_at, itemsProcessed: row.items_processed, errorMessage: row.error_message }
    : null;
}

export async function listSyncRuns(db: Db, { limit = 10 }: { limit?: number } = {}): Promise<SyncRun[]> {
  const rows = await db
    .selectFrom("sync_runs")
    .select([
      "id",
      "trigger",
      "status",
      "transfer",
      "started_at",
      "finished_at",
      "items_processed",
      "items_created",
      "items_updated",
      "items_unchanged",
      "items_skipped",
      "items_withdrawn",
      "error_message",
    ])
    .where("service_name", "=", FEED_SERVICE)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    transfer: row.transfer,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    itemsProcessed: row.items_processed,
    itemsCreated: row.items_created,
    itemsUpdated: row.items_updated,
    itemsUnchanged: row.items_unchanged,
    itemsSkipped: row.items_skipped,
    itemsWithdrawn: row.items_withdrawn,
    errorMessage: row.error_message,
  }));
}

// ---- writes by the sync (integrations/openimmo/sync.server.ts) ----

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
    SELECT ${FEED_SERVICE}, ${trigger}, 'running', ${startedAt}
    WHERE NOT EXISTS (
      SELECT 1 FROM sync_runs WHERE service_name = ${FEED_SERVICE} AND status = 'running' AND started_at > ${lockFrom}
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
      service_name: FEED_SERVICE,
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

/** What a run did to the objects of the feed. */
export interface SyncCounts {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  withdrawn: number;
}

export interface SyncRunOutcome extends SyncCounts {
  status: SyncState;
  transfer: "VOLL" | "TEIL" | null;
  finishedAt: string;
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
    id: FEED_SERVICE,
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
