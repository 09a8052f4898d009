// Reads for the admin sync panel (spec sections 3 "Sync status record", 4 "Sync panel"): the
// current sync_status row and the latest sync_runs. The sync itself writes both.
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
