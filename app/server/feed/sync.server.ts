// The OpenImmo feed sync, run by the cron and the 'Jetzt synchronisieren' button: claim or
// continue a run, plan and write batches as the feed streams in, then withdraw what the shrink
// guard allows. An error never withdraws; rows written before it stay written.
import { type BatchQuery, runBatches } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { formatPropertyCount } from "~/lib/format";
import { getFeedCredentials, openFeedPassword } from "~/server/accounts/api-credentials.queries.server";
import { getListingPositionKey } from "~/server/accounts/site-keys.queries.server";
import { type EdgePurge, edgePurger, listingPurgeTags } from "~/server/edge-cache/purge.server";
import {
  claimPausedSyncRun,
  claimSyncRun,
  clearRunObjects,
  closeStaleSyncRuns,
  createSyncRun,
  feedXmlHashStatement,
  finishSyncRun,
  listRunWithdrawals,
  listStoredPropertyKeys,
  type PropertyWrite,
  propertyWriteStatements,
  runObjectStatements,
  type SyncCounts,
  type SyncCursor,
  saveSyncCursor,
  saveSyncStatus,
  withdrawStatements,
} from "~/server/feed/queries.server";
import type { AppEnv } from "~/server/http/env.server";
import { queueSyncedPhotos } from "~/server/photos/enqueue.server";
import { describeSyncError, FeedError } from "./errors";
import { openFeed } from "./fetch.server";
import type { FeedSummary, Transfer } from "./parse";
import { type BatchPlan, createSyncPlanner, createWriteGate, decideWithdrawal, type SyncPlanner } from "./plan";
import { prepareBatch } from "./prepare";
import { readFeed } from "./stream";

/** A run older than this that still says 'running' is taken as crashed (brief: 10 minutes). */
export const RUN_LOCK_MS = 10 * 60_000;

/** Objects mapped and written per step: bounds the trees and rows held at once. */
export const SYNC_BATCH_OBJECTS = 100;

/**
 * What one invocation may spend before the run continues in the next: wall time
 * (the cron and queue handlers get 15 minutes; this leaves room for the rest of the feed to be
 * counted) and optionally a number of objects (tests force tiny budgets with it).
 */
export interface SyncBudget {
  maxMs: number;
  maxObjects?: number;
}
export const SYNC_BUDGET: SyncBudget = { maxMs: 5 * 60_000 };

export interface SyncArgs {
  /** The writes go through its D1 batches (runBatches: one implicit transaction per batch). */
  db: Db;
  fetch: typeof fetch;
  now: Date;
  trigger: "cron" | "admin" | "test";
  /** The CREDENTIALS_KEY secret that opens the stored feed password (none needed without one). */
  credentialsKey?: string;
  timeoutMs?: number;
  maxBytes?: number;
  budget?: SyncBudget;
  /** Continue this paused run (a feed-sync queue message); without it a paused run is continued first. */
  runId?: number;
  /** Ask for the next invocation of a paused run (the feed-sync queue); else the next cron run continues it. */
  continueLater?: (runId: number) => Promise<void>;
  /** photo-jobs queue: new or changed images of written properties are queued. */
  photoQueue?: Queue<unknown>;
  /** The edge cache's purge: the lists and the pages of every listing written or withdrawn. */
  purge?: EdgePurge;
}

export interface SyncResult {
  /** 'running': the run reached its budget and continues in another invocation. */
  status: "success" | "error" | "partial" | "running";
  message: string;
  transfer: Transfer | null;
  itemsProcessed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  withdrawn: number;
  runId: number | null;
  /** Wall-clock milliseconds per phase (workerd advances clocks only across I/O; see bench). */
  timings: { fetchMs: number; parseMs: number; mapMs: number; writeMs: number; totalMs: number };
  /** First few reasons objects were skipped, for the log line. */
  skippedReasons: string[];
}

export async function syncFeed(args: SyncArgs): Promise<SyncResult> {
  const run = startRun(args.now);
  const claim = await claimRun(args, run);
  if (!("cursor" in claim)) return claim;
  const runId = claim.cursor.runId;
  run.runId = runId;
  try {
    const read = await planAndWrite(args, run, claim.cursor);
    if (!read.summary) return await pauseRun(args, run, read.cursor);
    return await withdrawAndFinish(args, run, { ...read, summary: read.summary });
  } catch (error) {
    return await failRun(args, run, runId, error);
  } finally {
    // Whatever this invocation wrote is live, also when the run pauses or fails afterwards.
    await args.purge?.(listingPurgeTags(run.touched, { created: run.created }));
  }
}

/** What the steps of one invocation share, and report in the SyncResult and its log line. */
interface RunLog {
  runId: number | null;
  nowIso: string;
  /** Date.now() at the start: the phase timings and `finishedAt` count from it. */
  clock: number;
  timings: SyncResult["timings"];
  counts: SyncCounts;
  skippedReasons: string[];
  transfer: Transfer | null;
  /** `now` moved on by the wall time spent so far. */
  at: () => string;
  /** Ids of the listings this invocation updated or withdrew, for the edge cache's purge. */
  touched: Set<number>;
  /** Whether it created any. */
  created: boolean;
}

function startRun(now: Date): RunLog {
  const clock = Date.now();
  return {
    runId: null,
    nowIso: now.toISOString(),
    clock,
    timings: { fetchMs: 0, parseMs: 0, mapMs: 0, writeMs: 0, totalMs: 0 },
    counts: { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, withdrawn: 0 },
    skippedReasons: [],
    transfer: null,
    at: () => new Date(now.getTime() + (Date.now() - clock)).toISOString(),
    touched: new Set(),
    created: false,
  };
}

/** Remember what was written for the edge cache's purge at the end of the invocation. */
function noteWrites(run: RunLog, writes: readonly PropertyWrite[]): void {
  for (const write of writes) {
    if (write.kind === "update") run.touched.add(write.id);
    else run.created = true;
  }
}

function resultOf(run: RunLog, status: SyncResult["status"], message: string, counts: SyncCounts = run.counts): SyncResult {
  const { transfer, runId, timings, skippedReasons } = run;
  return { status, message, transfer, itemsProcessed: counts.processed, ...counts, runId, timings, skippedReasons };
}

/**
 * Step 1: a run paused at its budget is continued before anything new starts; else a
 * new run is claimed. Returns the cursor to go on from, or the result when there is nothing to do.
 */
async function claimRun(args: SyncArgs, run: RunLog): Promise<{ cursor: SyncCursor } | SyncResult> {
  const { db, now } = args;
  const paused = await claimPausedSyncRun(db, { runId: args.runId });
  if (paused) {
    Object.assign(run.counts, countsOf(paused));
    return { cursor: paused };
  }
  // A repeated queue message for a run already continued or finished: nothing to do.
  if (args.runId !== undefined) return resultOf({ ...run, runId: args.runId }, "running", "");
  // Concurrency guard: a second run while one is under way would race on the same rows. Runs
  // left 'running' by a crashed invocation are closed first; the claim itself is atomic.
  const lockFrom = new Date(now.getTime() - RUN_LOCK_MS).toISOString();
  const nowIso = run.nowIso;
  await closeStaleSyncRuns(db, { before: lockFrom, message: describeSyncError(new FeedError("internal", "abgebrochen")), nowIso });
  const claimed = await claimSyncRun(db, { trigger: args.trigger, startedAt: nowIso, lockFrom });
  if (claimed === null) {
    const message = describeSyncError(new FeedError("busy"));
    const busy = { trigger: args.trigger, status: "error", startedAt: nowIso, finishedAt: nowIso, errorMessage: message } as const;
    return resultOf({ ...run, runId: await createSyncRun(db, busy) }, "error", message);
  }
  await saveSyncStatus(db, { status: "running" });
  return { cursor: { ...emptyCursor, runId: claimed, startedAt: nowIso } };
}

const emptyCursor: Omit<SyncCursor, "runId" | "startedAt"> = {
  objectsDone: 0,
  objectsTotal: null,
  activeBefore: null,
  upserts: 0,
  deletes: 0,
  processed: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
};

const countsOf = ({ processed, created, updated, unchanged, skipped }: SyncCursor) => ({ processed, created, updated, unchanged, skipped });

interface FeedRead {
  /** What the document said; null when the run paused before its end. */
  summary: FeedSummary | null;
  /** The run's cursor after this invocation. */
  cursor: SyncCursor;
  planner: SyncPlanner;
  gate: ReturnType<typeof createWriteGate>;
  activeFeedRows: number;
}

/**
 * Step 2: stream the feed and plan and write each batch of objects as it closes, until
 * the feed ends or the invocation's budget is spent.
 */
async function planAndWrite(args: SyncArgs, run: RunLog, start: SyncCursor): Promise<FeedRead> {
  const { db } = args;
  const credentials = await feedCredentials(db, args.credentialsKey);
  const stored = await listStoredPropertyKeys(db);
  const positionKey = await getListingPositionKey(db);
  // Shrink guard (DESIGN.md section 5 step 5): counted once, at the run's start.
  const activeFeedRows = start.activeBefore ?? stored.filter((row) => row.active === 1 && row.source === "feed").length;
  const cursor: SyncCursor = { ...start, activeBefore: activeFeedRows };
  const planner = createSyncPlanner(stored, cursor);
  const gate = createWriteGate(activeFeedRows, cursor.upserts);
  const budget = args.budget ?? SYNC_BUDGET;
  let handledNow = 0;

  let mark = Date.now();
  const chunks = await openFeed({ ...credentials, fetch: args.fetch, timeoutMs: args.timeoutMs, maxBytes: args.maxBytes });
  run.timings.fetchMs = Date.now() - mark;
  mark = Date.now();
  let handled = 0;
  const read = await readFeed(chunks, {
    batchSize: SYNC_BATCH_OBJECTS,
    skip: cursor.objectsDone,
    onBatch: async (objects) => {
      const began = Date.now();
      const batch = gate.pass(await planner.plan(await prepareBatch(objects, positionKey)), planner.upserts);
      const written = Date.now();
      run.timings.mapMs += written - began;
      await writeBatch(args, run.nowIso, cursor.runId, batch);
      noteWrites(run, batch.writes);
      run.timings.writeMs += Date.now() - written;
      handled += Date.now() - began;
      handledNow += objects.length;
      Object.assign(run.counts, planner.counts);
      const spent = Date.now() - run.clock > budget.maxMs || handledNow >= (budget.maxObjects ?? Number.POSITIVE_INFINITY);
      if (!spent || gate.holding) return "more";
      // Pause: the first invocation reads on to count the objects (progress 'n von m').
      return cursor.objectsTotal === null ? "count" : "stop";
    },
  });
  // Reading and parsing, without the time spent mapping and writing in between.
  run.timings.parseMs = Date.now() - mark - handled;
  Object.assign(cursor, planner.counts, { objectsDone: read.done, upserts: planner.upserts, deletes: planner.deletes });
  if (read.summary) {
    // The feed changed between invocations when its object count did: the cursor no longer
    // points at the same objects, so nothing may be withdrawn; the next run starts afresh.
    if (cursor.objectsTotal !== null && read.summary.objectCount !== cursor.objectsTotal) {
      throw new FeedError("internal", "feed changed during a continued run");
    }
    cursor.objectsTotal = read.summary.objectCount;
  }
  return { summary: read.paused ? null : read.summary, cursor, planner, gate, activeFeedRows };
}

/** The feed's URL and password, decrypted here and nowhere else; the plaintext lives only for this fetch. */
async function feedCredentials(db: Db, credentialsKey: string | undefined): Promise<{ url: string; password: string }> {
  const saved = await getFeedCredentials(db);
  if (!saved?.url.trim()) throw new FeedError("config");
  const opened = await openFeedPassword(saved, credentialsKey);
  if (!opened.ok) throw new FeedError(`credentials_${opened.reason}`);
  return { url: saved.url, password: opened.password };
}

/** One batch's rows, the XML hashes of unchanged rows, and what it saw, in D1 batches. */
async function writeBatch(args: SyncArgs, nowIso: string, runId: number, batch: BatchPlan): Promise<void> {
  const { db } = args;
  await write(db, [
    ...batch.writes.map((w) => propertyWriteStatements(db, w, nowIso)),
    ...batch.xmlHashes.map(({ id, xmlHash }) => [feedXmlHashStatement(db, id, xmlHash)]),
    ...runObjectStatements(db, runId, batch.marks).map((statement) => [statement]),
  ]);
  await queuePhotos(args, batch.writes);
}

/** One group per property: a D1 batch boundary never falls inside one. */
async function write(db: Db, groups: BatchQuery[][]): Promise<void> {
  try {
    await runBatches(db, groups);
  } catch (error) {
    throw new FeedError("write", error instanceof Error ? error.message : undefined);
  }
}

/** Pictures of the properties just written go to the photo queue. */
async function queuePhotos(args: SyncArgs, writes: readonly PropertyWrite[]): Promise<void> {
  if (args.photoQueue && writes.length > 0) await queueSyncedPhotos({ queue: args.photoQueue, rows: writes.map((w) => w.row) });
}

/** The budget is spent: the cursor goes into sync_runs and the next invocation continues. */
async function pauseRun(args: SyncArgs, run: RunLog, cursor: SyncCursor): Promise<SyncResult> {
  await saveSyncCursor(args.db, cursor, { pausedAt: run.at() });
  await args.continueLater?.(cursor.runId);
  run.timings.totalMs = Date.now() - run.clock;
  return resultOf(run, "running", `${cursor.objectsDone} von ${cursor.objectsTotal ?? "?"} Objekten verarbeitet.`);
}

/**
 * Steps 3 and 4: the whole feed was read, so only now may anything be withdrawn. The
 * shrink guard decides (plan.ts); held-back writes go out, then the withdrawals, and the run ends.
 */
async function withdrawAndFinish(args: SyncArgs, run: RunLog, read: FeedRead & { summary: FeedSummary }): Promise<SyncResult> {
  const { db } = args;
  const { summary, planner, cursor } = read;
  const runId = cursor.runId;
  run.transfer = summary.transfer;
  run.skippedReasons.push(...planner.skippedReasons);
  const candidates = await listRunWithdrawals(db, { runId, full: summary.transfer === "VOLL" });
  const decision = decideWithdrawal({
    activeFeedRows: read.activeFeedRows,
    transfer: summary.transfer,
    upserts: planner.upserts,
    deletes: planner.deletes,
    candidates,
  });
  if ("refuse" in decision) throw new FeedError(decision.refuse, decision.detail);
  const writeMark = Date.now();
  const held = read.gate.release();
  await write(
    db,
    held.map((w) => propertyWriteStatements(db, w, run.nowIso)),
  );
  noteWrites(run, held);
  await queuePhotos(args, held);
  await write(
    db,
    withdrawStatements(db, decision.withdraw, run.nowIso).map((statement) => [statement]),
  );
  for (const id of decision.withdraw) run.touched.add(id);
  run.timings.writeMs += Date.now() - writeMark;
  run.counts.withdrawn = decision.withdraw.length;
  await clearRunObjects(db, runId);
  await saveSyncCursor(db, cursor, { pausedAt: null });

  const { counts, transfer } = run;
  const status = counts.skipped > 0 ? "partial" : "success";
  const message = summaryMessage(counts, summary.transfer);
  const errorMessage = status === "partial" ? message : null;
  await finishSyncRun(db, runId, { ...counts, status, transfer, finishedAt: run.at(), errorMessage });
  await saveSyncStatus(db, { status, lastSyncAt: run.nowIso, itemsProcessed: counts.processed, errorMessage });
  run.timings.totalMs = Date.now() - run.clock;
  return resultOf(run, status, message);
}

/** A failed run withdrew nothing; the rows written before the failure are reported as written. */
async function failRun(args: SyncArgs, run: RunLog, runId: number, error: unknown): Promise<SyncResult> {
  const { db } = args;
  const message = describeSyncError(error);
  const failed = { ...run.counts, withdrawn: 0 };
  await finishSyncRun(db, runId, { ...failed, status: "error", transfer: run.transfer, finishedAt: run.at(), errorMessage: message });
  await saveSyncStatus(db, { status: "error", lastSyncAt: run.nowIso, itemsProcessed: failed.processed, errorMessage: message });
  await clearRunObjects(db, runId);
  run.timings.totalMs = Date.now() - run.clock;
  return resultOf(run, "error", message, failed);
}

function summaryMessage(counts: SyncCounts, transfer: Transfer): string {
  const parts = [
    `${formatPropertyCount(counts.processed)} verarbeitet (${transfer === "VOLL" ? "Vollabgleich" : "Teilabgleich"})`,
    `${counts.created} neu`,
    `${counts.updated} aktualisiert`,
    `${counts.unchanged} unverändert`,
    `${counts.withdrawn} zurückgezogen`,
  ];
  if (counts.skipped > 0) parts.push(`${counts.skipped} übersprungen`);
  return `${parts[0]}: ${parts.slice(1).join(", ")}.`;
}

/** A paused feed run continues through the feed-sync queue; without the binding, the next cron run continues it. */
/**
 * The sync as this deployment runs it, built once for its three callers: the cron, the
 * feed-sync queue (which continues a paused run) and the admin button (which answers within its
 * budget). Real fetch, the feed password's key, the photo queue and the edge cache's purge.
 */
export function feedSyncArgs(
  context: { env: AppEnv; db: Db },
  { now, trigger, budget, runId }: { now: Date; trigger: "cron" | "admin"; budget?: SyncBudget; runId?: number },
): SyncArgs {
  return {
    db: context.db,
    fetch: globalThis.fetch.bind(globalThis),
    now,
    trigger,
    credentialsKey: context.env.CREDENTIALS_KEY,
    continueLater: continueFeedSync(context.env),
    photoQueue: context.env.PHOTO_QUEUE,
    purge: edgePurger(context),
    ...(budget ? { budget } : {}),
    ...(runId !== undefined ? { runId } : {}),
  };
}

export function continueFeedSync(env: { FEED_SYNC_QUEUE?: Queue<unknown> }): ((runId: number) => Promise<void>) | undefined {
  const queue = env.FEED_SYNC_QUEUE;
  return queue
    ? async (runId) => {
        await queue.send({ runId });
      }
    : undefined;
}
