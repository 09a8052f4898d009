// The OpenImmo feed sync (DESIGN.md section 5), run by the cron (app/background/scheduled.server.ts)
// and by the admin button 'Jetzt synchronisieren'. The feed streams in (ADR 0034): each batch of
// objects is mapped, planned (match by key, compare content hash) and written as it closes; once
// the whole feed was read, the shrink guard decides and only then is anything withdrawn. An
// error never withdraws; objects written before it stay written (they were in the feed) and the
// run ends as an error in sync_status (ADR 0030, 0031, 0034).
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
import { describeSyncError, FeedError } from "./errors";
import { openFeed } from "./fetch.server";
import { type MappedRow, mapImmobilie, type ObjectKeys } from "./map";
import type { FeedObject, Transfer } from "./parse";
import { readFeed } from "./stream";

/** A run older than this that still says 'running' is taken as crashed (brief: 10 minutes). */
export const RUN_LOCK_MS = 10 * 60_000;

/** Bump when the mapping changes so that the next run rewrites every row once. */
const MAPPING_VERSION = "1";

/** Objects mapped and written per step: bounds the trees and rows held at once (ADR 0034). */
export const SYNC_BATCH_OBJECTS = 100;

export interface SyncArgs {
  db: Db;
  /** The raw D1 binding: the writes go through its batch() (one implicit transaction per batch). */
  d1: D1Database;
  fetch: typeof fetch;
  now: Date;
  trigger: "cron" | "admin" | "test";
  timeoutMs?: number;
  maxBytes?: number;
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

    const stored = await listStoredPropertyKeys(db);
    const planner = createPlanner(stored);
    // Shrink guard (DESIGN.md section 5 step 5): a full feed with fewer valid objects than half
    // the active feed rows changes nothing. Until the feed has shown that many, its writes are
    // held back; past that point (and on a first import) they go out batch by batch.
    const activeFeedRows = stored.filter((row) => row.active === 1 && row.source === "feed").length;
    let heldBack: PropertyWrite[] | null = activeFeedRows > 0 ? [] : null;
    const write = async (writes: PropertyWrite[]) => {
      try {
        await runBatches(
          args.d1,
          writes.flatMap((w) => propertyWriteStatements(args.d1, w, nowIso)),
        );
      } catch (error) {
        throw new FeedError("write", error instanceof Error ? error.message : undefined);
      }
    };
    let mark = Date.now();
    const chunks = await openFeed({
      url: credentials.url,
      password: credentials.password,
      fetch: args.fetch,
      timeoutMs: args.timeoutMs,
      maxBytes: args.maxBytes,
    });
    timings.fetchMs = Date.now() - mark;
    mark = Date.now();
    let handled = 0;
    const feed = await readFeed(chunks, {
      batchSize: SYNC_BATCH_OBJECTS,
      onBatch: async (objects) => {
        const start = Date.now();
        let writes = await planner.plan(objects.map(mapObject));
        const written = Date.now();
        timings.mapMs += written - start;
        if (heldBack) {
          heldBack.push(...writes);
          if (planner.upserts < activeFeedRows / 2) writes = [];
          else [writes, heldBack] = [heldBack, null];
        }
        await write(writes);
        timings.writeMs += Date.now() - written;
        handled += Date.now() - start;
        Object.assign(counts, planner.counts);
      },
    });
    // Reading and parsing, without the time spent mapping and writing in between.
    timings.parseMs = Date.now() - mark - handled;
    transfer = feed.transfer;
    skippedReasons.push(...planner.skippedReasons);

    // From here on the whole feed was read: only now may anything be withdrawn (ADR 0031).
    const withdraw = planner.withdrawals(feed.transfer);
    if (planner.upserts === 0 && withdraw.length === 0 && planner.deletes === 0) throw new FeedError("no_valid_properties");
    if (feed.transfer === "VOLL" && activeFeedRows > 0 && planner.upserts < activeFeedRows / 2) {
      // More likely broken than a real sell-off: the held-back writes are dropped, nothing withdrawn.
      throw new FeedError("shrink", `${planner.upserts} von ${activeFeedRows} aktiven Immobilien im Feed`);
    }
    const writeMark = Date.now();
    if (heldBack) await write(heldBack);
    try {
      await runBatches(args.d1, withdrawStatements(args.d1, withdraw, nowIso));
    } catch (error) {
      throw new FeedError("write", error instanceof Error ? error.message : undefined);
    }
    timings.writeMs += Date.now() - writeMark;
    counts.withdrawn = withdraw.length;

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
    // A failed run withdrew nothing; the rows written before the failure are reported as written.
    const failed = { ...counts, withdrawn: 0 };
    await finishSyncRun(db, runId, { ...failed, status: "error", transfer, finishedAt, errorMessage: message });
    await saveSyncStatus(db, { status: "error", lastSyncAt: nowIso, itemsProcessed: counts.processed, errorMessage: message });
    timings.totalMs = Date.now() - clock;
    return { status: "error", message, transfer, itemsProcessed: counts.processed, ...failed, runId, timings, skippedReasons };
  }
}

function mapObject(object: FeedObject) {
  return mapImmobilie(object.node, { anbieterFirma: object.anbieterFirma });
}

type MapResult = ReturnType<typeof mapImmobilie>;

/**
 * Match each mapped object to a stored row by its key (openimmo_obid, else objektnr_extern, else
 * objektnr_intern; research §1.2), compare content hashes, and decide what to write, batch by
 * batch as the feed streams in. Remembers which stored rows the feed held, for the withdrawal
 * once the whole feed was read. Pure apart from hashing.
 */
function createPlanner(stored: StoredPropertyKey[]) {
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

  const counts = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 };
  const skippedReasons: string[] = [];
  const skip = (reason: string) => {
    counts.skipped++;
    if (skippedReasons.length < 10) skippedReasons.push(reason);
  };
  /**
   * Objects of this feed by identity: how the object was counted, the stored hash it was compared
   * with, and the hash it has in D1 now. A feed may list one object twice (the justimmo sample
   * does): the later entry wins, the object counts once (by its last entry) and the repeat as skipped.
   */
  const objects = new Map<string, { counted: "created" | "updated" | "unchanged" | null; baseline: string | null; hash: string | null }>();
  const claimedIntern = new Map<string, string>();
  const seen = new Set<number>();
  const deleted = new Set<number>();
  let upserts = 0;
  let deletes = 0;

  async function plan(results: MapResult[]): Promise<PropertyWrite[]> {
    const writes: PropertyWrite[] = [];
    for (const result of results) {
      counts.processed++;
      if (!result.keys) {
        skip(result.ok ? "ohne Schlüssel" : result.reason);
        continue;
      }
      const keys = result.keys;
      const identity = keys.obid ? `obid:${keys.obid}` : keys.extern ? `extern:${keys.extern}` : `intern:${keys.intern}`;
      const prior = objects.get(identity);
      if (prior) skip(`${keys.intern}: doppelt im Feed`);
      const existing = match(keys);
      if (result.action === "delete") {
        if (!prior) deletes++;
        if (existing?.active === 1) deleted.add(existing.id);
        objects.set(identity, { counted: null, baseline: null, hash: prior?.hash ?? null });
        continue;
      }
      if (!result.ok) {
        if (!prior) skip(`${keys.intern}: ${result.reason}`);
        // A bad object that is still in the feed is not withdrawn: it is kept as it was.
        if (existing) seen.add(existing.id);
        if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
        continue;
      }
      const intern = result.row.objektnr_intern;
      const owner = byIntern.get(intern);
      const claimedBy = claimedIntern.get(intern);
      if ((owner && owner.id !== existing?.id) || (claimedBy !== undefined && claimedBy !== identity)) {
        skip(`${keys.intern}: Objektnummer bereits vergeben`);
        if (existing) seen.add(existing.id);
        if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
        continue;
      }
      claimedIntern.set(intern, identity);
      const hash = await contentHash(result.row, result.amenities);
      const current = existing?.active === 1 && existing.source === "feed" ? existing.content_hash : null;
      const baseline = prior ? prior.baseline : current;
      const counted = existing ? (baseline === hash ? "unchanged" : "updated") : "created";
      if (prior?.counted) counts[prior.counted]--;
      else upserts++;
      counts[counted]++;
      objects.set(identity, { counted, baseline, hash });
      if (existing) {
        seen.add(existing.id);
        deleted.delete(existing.id);
      }
      // Equal hash, active, from the feed: nothing to write (ADR 0030).
      if (hash === (prior ? prior.hash : current)) continue;
      // A repeat of an object inserted earlier in this feed hits the same URL key: the insert's
      // ON CONFLICT clause updates it.
      writes.push(
        existing
          ? { kind: "update", id: existing.id, row: result.row, amenities: result.amenities, hash }
          : { kind: "insert", row: result.row, amenities: result.amenities, hash },
      );
    }
    return writes;
  }

  /** Rows to withdraw once the whole feed was read: DELETE actions, and for a full transfer every active feed row it did not hold. */
  function withdrawals(transfer: Transfer): number[] {
    const ids = new Set(deleted);
    if (transfer === "VOLL") {
      // Only rows that came from the feed are withdrawn; seed rows are demo data (ADR 0031).
      for (const row of stored) if (row.active === 1 && row.source === "feed" && !seen.has(row.id)) ids.add(row.id);
    }
    return [...ids];
  }

  return {
    plan,
    withdrawals,
    counts,
    skippedReasons,
    get upserts() {
      return upserts;
    },
    get deletes() {
      return deletes;
    },
  };
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
