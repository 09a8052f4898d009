// The OpenImmo feed sync (DESIGN.md section 5), run by the cron (app/background/scheduled.server.ts)
// and by the admin button 'Jetzt synchronisieren'. Order: fetch → parse → map every object →
// plan (match by key, compare content hash, shrink guard) → write in D1 batches → withdraw.
// Nothing is written before the whole feed parsed and mapped; any error leaves listings as they
// were and ends in sync_status (ADR 0030, 0031).
import type { Db } from "~/db/client.server";
import { getFeedCredentials } from "~/models/api-credentials.server";
import {
  closeStaleSyncRuns,
  createSyncRun,
  finishSyncRun,
  getLatestRunningSyncStart,
  getSyncStatus,
  listStoredPropertyKeys,
  type PropertyWrite,
  propertyWriteStatements,
  runBatches,
  type StoredPropertyKey,
  saveSyncStatus,
  withdrawStatements,
} from "~/models/feed-sync.server";
import { queueSyncedPhotos } from "../photos/enqueue.server";
import { describeSyncError, FeedError } from "./errors";
import { fetchFeed } from "./fetch.server";
import { type MappedRow, mapImmobilie, type ObjectKeys } from "./map";
import { parseFeed, type Transfer } from "./parse";

/** A run older than this that still says 'running' is taken as crashed (brief: 10 minutes). */
export const RUN_LOCK_MS = 10 * 60_000;

/** Bump when the mapping changes so that the next run rewrites every row once. */
const MAPPING_VERSION = "1";

export interface SyncArgs {
  db: Db;
  /** The raw D1 binding: the writes go through its batch() (one implicit transaction per batch). */
  d1: D1Database;
  fetch: typeof fetch;
  now: Date;
  trigger: "cron" | "admin" | "test";
  timeoutMs?: number;
  maxBytes?: number;
  /** photo-jobs queue: new or changed images of written properties are queued (ADR 0033). */
  photoQueue?: Queue<unknown>;
}

export interface SyncResult {
  status: "success" | "error" | "partial";
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

interface Counts {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  withdrawn: number;
}

export async function syncFeed(args: SyncArgs): Promise<SyncResult> {
  const { db, now } = args;
  const nowIso = now.toISOString();
  const clock = Date.now();
  const timings = { fetchMs: 0, parseMs: 0, mapMs: 0, writeMs: 0, totalMs: 0 };
  const counts: Counts = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, withdrawn: 0 };
  const skippedReasons: string[] = [];
  let transfer: Transfer | null = null;

  // Concurrency guard: a second run while one is under way would race on the same rows.
  const current = await getSyncStatus(db);
  const runningSince = current?.status === "running" ? await getLatestRunningSyncStart(db) : null;
  const lockFrom = new Date(now.getTime() - RUN_LOCK_MS).toISOString();
  if (runningSince && runningSince > lockFrom) {
    const message = describeSyncError(new FeedError("busy"));
    const runId = await createSyncRun(db, {
      trigger: args.trigger,
      status: "error",
      startedAt: nowIso,
      finishedAt: nowIso,
      errorMessage: message,
    });
    return { status: "error", message, transfer, ...counts, itemsProcessed: 0, runId, timings, skippedReasons };
  }
  await closeStaleSyncRuns(db, { before: lockFrom, message: describeSyncError(new FeedError("internal", "abgebrochen")), nowIso });
  const runId = await createSyncRun(db, { trigger: args.trigger, status: "running", startedAt: nowIso });
  await saveSyncStatus(db, { status: "running" });

  try {
    const credentials = await getFeedCredentials(db);
    if (!credentials?.url.trim()) throw new FeedError("config");

    // The XML text is only referenced inside fetchAndParse, so it can be collected before mapping
    // (an isolate has 128 MB; the text and its tree are the largest things a run holds).
    const feed = await fetchAndParse(args, credentials, timings);
    transfer = feed.transfer;

    const mark = Date.now();
    const mapped = feed.objects.map((object, index) => {
      const result = mapImmobilie(object.node, { anbieterFirma: object.anbieterFirma });
      // Drop each element tree once mapped: only the rows are needed from here on.
      feed.objects[index] = { node: {}, anbieterFirma: null };
      return result;
    });
    counts.processed = mapped.length;
    const stored = await listStoredPropertyKeys(db);
    const plan = await planWrites(mapped, stored, feed.transfer);
    timings.mapMs = Date.now() - mark;
    counts.skipped = plan.skipped.length;
    skippedReasons.push(...plan.skipped.slice(0, 10));

    if (plan.upserts === 0 && plan.withdraw.length === 0 && plan.deletes === 0) throw new FeedError("no_valid_properties");
    if (feed.transfer === "VOLL") {
      // Shrink guard (DESIGN.md section 5 step 5): a full feed with fewer than half the active
      // feed rows is more likely broken than a real sell-off; change nothing.
      const activeFeedRows = stored.filter((row) => row.active === 1 && row.source === "feed").length;
      if (activeFeedRows > 0 && plan.upserts < activeFeedRows / 2) {
        throw new FeedError("shrink", `${plan.upserts} von ${activeFeedRows} aktiven Immobilien im Feed`);
      }
    }

    const writeMark = Date.now();
    const statements = plan.writes.flatMap((write) => propertyWriteStatements(args.d1, write, nowIso));
    // Withdrawal only after every object was written (DESIGN.md section 5 step 5).
    statements.push(...withdrawStatements(args.d1, plan.withdraw, nowIso));
    try {
      await runBatches(args.d1, statements);
    } catch (error) {
      throw new FeedError("write", error instanceof Error ? error.message : undefined);
    }
    if (args.photoQueue) await queueSyncedPhotos({ queue: args.photoQueue, rows: plan.writes.map((write) => write.row) });
    timings.writeMs = Date.now() - writeMark;
    counts.created = plan.writes.filter((w) => w.kind === "insert").length;
    counts.updated = plan.writes.length - counts.created;
    counts.unchanged = plan.unchanged;
    counts.withdrawn = plan.withdraw.length;

    const status = counts.skipped > 0 ? "partial" : "success";
    const message = summary(counts, feed.transfer);
    const finishedAt = new Date(now.getTime() + (Date.now() - clock)).toISOString();
    await finishSyncRun(db, runId, { ...counts, status, transfer, finishedAt, errorMessage: status === "partial" ? message : null });
    await saveSyncStatus(db, {
      status,
      lastSyncAt: nowIso,
      itemsProcessed: counts.processed,
      errorMessage: status === "partial" ? message : null,
    });
    timings.totalMs = Date.now() - clock;
    return { status, message, transfer, itemsProcessed: counts.processed, ...counts, runId, timings, skippedReasons };
  } catch (error) {
    const message = describeSyncError(error);
    const finishedAt = new Date(now.getTime() + (Date.now() - clock)).toISOString();
    // A failed run wrote nothing (or, for a failed batch, nothing after it): report no changes.
    const failed = { ...counts, created: 0, updated: 0, unchanged: 0, withdrawn: 0 };
    await finishSyncRun(db, runId, { ...failed, status: "error", transfer, finishedAt, errorMessage: message });
    await saveSyncStatus(db, { status: "error", lastSyncAt: nowIso, itemsProcessed: counts.processed, errorMessage: message });
    timings.totalMs = Date.now() - clock;
    return { status: "error", message, transfer, itemsProcessed: counts.processed, ...failed, runId, timings, skippedReasons };
  }
}

async function fetchAndParse(args: SyncArgs, credentials: { url: string; password: string }, timings: SyncResult["timings"]) {
  let mark = Date.now();
  const xml = await fetchFeed({
    url: credentials.url,
    password: credentials.password,
    fetch: args.fetch,
    timeoutMs: args.timeoutMs,
    maxBytes: args.maxBytes,
  });
  timings.fetchMs = Date.now() - mark;
  mark = Date.now();
  const feed = parseFeed(xml);
  timings.parseMs = Date.now() - mark;
  return feed;
}

interface Plan {
  writes: PropertyWrite[];
  unchanged: number;
  upserts: number;
  deletes: number;
  withdraw: number[];
  skipped: string[];
}

/**
 * Match every mapped object to a stored row by its key (openimmo_obid, else objektnr_extern, else
 * objektnr_intern; research §1.2), compare content hashes, and decide what to write and withdraw.
 * Pure apart from hashing.
 */
async function planWrites(results: ReturnType<typeof mapImmobilie>[], stored: StoredPropertyKey[], transfer: Transfer): Promise<Plan> {
  const byObid = new Map<string, StoredPropertyKey>();
  const byExtern = new Map<string, StoredPropertyKey>();
  const byIntern = new Map<string, StoredPropertyKey>();
  for (const row of stored) {
    if (row.openimmo_obid) byObid.set(row.openimmo_obid, row);
    if (row.objektnr_extern && !byExtern.has(row.objektnr_extern)) byExtern.set(row.objektnr_extern, row);
    byIntern.set(row.objektnr_intern, row);
  }
  const match = (keys: ObjectKeys): StoredPropertyKey | undefined => {
    if (keys.obid) {
      const found = byObid.get(keys.obid);
      if (found) return found;
    }
    const compatible = (row: StoredPropertyKey | undefined) =>
      row && (!row.openimmo_obid || !keys.obid || row.openimmo_obid === keys.obid) ? row : undefined;
    return (keys.extern ? compatible(byExtern.get(keys.extern)) : undefined) ?? compatible(byIntern.get(keys.intern));
  };

  // A feed may list one object twice (the justimmo sample does): the later entry wins.
  const latest = new Map<string, (typeof results)[number]>();
  const skipped: string[] = [];
  for (const result of results) {
    if (!result.keys) {
      skipped.push(result.ok ? "ohne Schlüssel" : result.reason);
      continue;
    }
    const identity = result.keys.obid
      ? `obid:${result.keys.obid}`
      : result.keys.extern
        ? `extern:${result.keys.extern}`
        : `intern:${result.keys.intern}`;
    if (latest.has(identity)) skipped.push(`${result.keys.intern}: doppelt im Feed`);
    latest.set(identity, result);
  }

  const writes: PropertyWrite[] = [];
  const seen = new Set<number>();
  const claimedIntern = new Set<string>();
  const withdraw = new Set<number>();
  let unchanged = 0;
  let upserts = 0;
  let deletes = 0;
  for (const result of latest.values()) {
    const keys = result.keys as ObjectKeys;
    const existing = match(keys);
    if (result.action === "delete") {
      deletes++;
      if (existing?.active === 1) withdraw.add(existing.id);
      continue;
    }
    if (!result.ok) {
      skipped.push(`${keys.intern}: ${result.reason}`);
      // A bad object that is still in the feed is not withdrawn: it is kept as it was.
      if (existing) seen.add(existing.id);
      continue;
    }
    const owner = byIntern.get(result.row.objektnr_intern);
    if ((owner && owner.id !== existing?.id) || claimedIntern.has(result.row.objektnr_intern)) {
      skipped.push(`${keys.intern}: Objektnummer bereits vergeben`);
      if (existing) seen.add(existing.id);
      continue;
    }
    claimedIntern.add(result.row.objektnr_intern);
    upserts++;
    const hash = await contentHash(result.row, result.amenities);
    if (existing) {
      seen.add(existing.id);
      if (existing.content_hash === hash && existing.active === 1 && existing.source === "feed") unchanged++;
      else writes.push({ kind: "update", id: existing.id, row: result.row, amenities: result.amenities, hash });
    } else {
      writes.push({ kind: "insert", row: result.row, amenities: result.amenities, hash });
    }
  }
  if (transfer === "VOLL") {
    // Only rows that came from the feed are withdrawn; seed rows are demo data (ADR 0031).
    for (const row of stored) if (row.active === 1 && row.source === "feed" && !seen.has(row.id)) withdraw.add(row.id);
  }
  return { writes, unchanged, upserts, deletes, withdraw: [...withdraw], skipped };
}

/** SHA-256 of the mapped row and its amenities: equal hash = nothing to rewrite (ADR 0030). */
export async function contentHash(row: MappedRow, amenities: readonly string[]): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify([MAPPING_VERSION, row, amenities]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function summary(counts: Counts, transfer: Transfer): string {
  const parts = [
    `${counts.processed} Immobilien verarbeitet (${transfer === "VOLL" ? "Vollabgleich" : "Teilabgleich"})`,
    `${counts.created} neu`,
    `${counts.updated} aktualisiert`,
    `${counts.unchanged} unverändert`,
    `${counts.withdrawn} zurückgezogen`,
  ];
  if (counts.skipped > 0) parts.push(`${counts.skipped} übersprungen`);
  return `${parts[0]}: ${parts.slice(1).join(", ")}.`;
}
