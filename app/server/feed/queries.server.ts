// The feed sync's tables and writes: sync_status and sync_runs, a run's claim, cursor and finish,
// the rows a run has seen (sync_run_objects, so the final withdrawal needs no memory of earlier
// invocations), and the property writes and withdrawals.
import { type Compilable, CompiledQuery, sql } from "kysely";
import type { BatchQuery } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { PROPERTY_WRITE_COLUMNS } from "~/db/property-columns";
import type { PropertyWriteRow, SyncState } from "~/db/schema";
import { FEED_SERVICE } from "~/server/accounts/api-credentials.queries.server";

// ---- read by the admin panel ----

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

/** Listings online now, and how many of them came from the feed (the rest: imported by hand). */
export async function countLiveListings(db: Db): Promise<{ live: number; fromFeed: number }> {
  const row = await db
    .selectFrom("immobilien")
    .select([(eb) => eb.fn.countAll<number>().as("live"), sql<number>`sum(case when source = 'feed' then 1 else 0 end)`.as("fromFeed")])
    .where("active", "=", 1)
    .executeTakeFirst();
  return { live: Number(row?.live ?? 0), fromFeed: Number(row?.fromFeed ?? 0) };
}

// ---- a run: claim, finish, status ----

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

// ---- a run continued over several invocations ----

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
 * full transfer every active feed row it did not see (seed rows never).
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

// ---- property rows written and withdrawn by the sync ----

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

/** `hash`: of the mapped row; `xmlHash`: of the feed XML it came from. */
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

/**
 * When the first import began: the start of the first run that stored a listing (or is storing
 * one now). 'Neu' on the results never counts that day (lib/new-listing.ts); null before any
 * import, as with the seed. The first rows by id: no scan of the run history.
 */
export async function getFirstImportTime(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("sync_runs")
    .select("started_at")
    .where((eb) => eb.or([eb("items_created", ">", 0), eb("status", "=", "running")]))
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.started_at ?? null;
}
