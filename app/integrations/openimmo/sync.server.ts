// The OpenImmo feed sync (DESIGN.md section 5), run by the cron (app/background/scheduled.server.ts)
// and by the admin button 'Jetzt synchronisieren'. The feed streams in (ADR 0034): each batch of
// objects is mapped, planned (match by key, compare content hash) and written as it closes; once
// the whole feed was read, the shrink guard decides and only then is anything withdrawn. An
// error never withdraws; objects written before it stay written (they were in the feed) and the
// run ends as an error in sync_status (ADR 0030, 0031, 0034).
import { type BatchQuery, runBatches } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { offsetCentre, positionSeed } from "~/lib/approximate-position";
import { formatPropertyCount } from "~/lib/format";
import { getFeedCredentials, openFeedPassword } from "~/models/api-credentials.server";
import { getListingPositionKey } from "~/models/site-keys.server";
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
  type StoredPropertyKey,
  type SyncCounts,
  type SyncCursor,
  saveSyncCursor,
  saveSyncStatus,
  withdrawStatements,
} from "~/models/sync.server";
import { queueSyncedPhotos } from "../photos/enqueue.server";
import { describeSyncError, FeedError } from "./errors";
import { openFeed } from "./fetch.server";
import { type MappedRow, mapImmobilie, type ObjectKeys, type PositionPrivacy } from "./map";
import type { FeedObject, Transfer } from "./parse";
import { readFeed } from "./stream";

/** A run older than this that still says 'running' is taken as crashed (brief: 10 minutes). */
export const RUN_LOCK_MS = 10 * 60_000;

/** Bump when the mapping changes so that the next run rewrites every row once. */
const MAPPING_VERSION = "2";

/** Objects mapped and written per step: bounds the trees and rows held at once (ADR 0034). */
export const SYNC_BATCH_OBJECTS = 100;

/**
 * What one invocation may spend before the run continues in the next (ADR 0034): wall time
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
  /** photo-jobs queue: new or changed images of written properties are queued (ADR 0033). */
  photoQueue?: Queue<unknown>;
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
  const { db, now } = args;
  const nowIso = now.toISOString();
  const clock = Date.now();
  const timings = { fetchMs: 0, parseMs: 0, mapMs: 0, writeMs: 0, totalMs: 0 };
  const counts: SyncCounts = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, withdrawn: 0 };
  const skippedReasons: string[] = [];
  let transfer: Transfer | null = null;

  // A run paused at its budget is continued before anything new starts (ADR 0034).
  let cursor = await claimPausedSyncRun(db, { runId: args.runId });
  if (!cursor && args.runId !== undefined) {
    // A repeated queue message for a run already continued or finished: nothing to do.
    return { status: "running", message: "", transfer, itemsProcessed: 0, ...counts, runId: args.runId, timings, skippedReasons };
  }
  if (!cursor) {
    // Concurrency guard: a second run while one is under way would race on the same rows. Runs
    // left 'running' by a crashed invocation are closed first; the claim itself is atomic (ADR 0032).
    const lockFrom = new Date(now.getTime() - RUN_LOCK_MS).toISOString();
    await closeStaleSyncRuns(db, { before: lockFrom, message: describeSyncError(new FeedError("internal", "abgebrochen")), nowIso });
    const claimed = await claimSyncRun(db, { trigger: args.trigger, startedAt: nowIso, lockFrom });
    if (claimed === null) {
      const message = describeSyncError(new FeedError("busy"));
      const busyRunId = await createSyncRun(db, {
        trigger: args.trigger,
        status: "error",
        startedAt: nowIso,
        finishedAt: nowIso,
        errorMessage: message,
      });
      return { status: "error", message, transfer, ...counts, itemsProcessed: 0, runId: busyRunId, timings, skippedReasons };
    }
    await saveSyncStatus(db, { status: "running" });
    cursor = { ...emptyCursor, runId: claimed, startedAt: nowIso };
  }
  const runId = cursor.runId;
  Object.assign(counts, {
    processed: cursor.processed,
    created: cursor.created,
    updated: cursor.updated,
    unchanged: cursor.unchanged,
    skipped: cursor.skipped,
  });

  try {
    const saved = await getFeedCredentials(db);
    if (!saved?.url.trim()) throw new FeedError("config");
    // Decrypted here and nowhere else (ADR 0063); the plaintext lives only for this fetch.
    const opened = await openFeedPassword(saved, args.credentialsKey);
    if (!opened.ok) throw new FeedError(`credentials_${opened.reason}`);
    const credentials = { url: saved.url, password: opened.password };

    const stored = await listStoredPropertyKeys(db);
    const positionKey = await getListingPositionKey(db);
    // Shrink guard (DESIGN.md section 5 step 5): a full feed with fewer valid objects than half
    // the active feed rows changes nothing. Until the feed has shown that many, its writes are
    // held back (and the run does not pause); past that point, and on a first import, they go
    // out batch by batch. The count is the one from the run's start.
    const activeFeedRows = cursor.activeBefore ?? stored.filter((row) => row.active === 1 && row.source === "feed").length;
    const run: SyncCursor = { ...cursor, activeBefore: activeFeedRows };
    const planner = createPlanner(stored, run, positionKey);
    let heldBack: { writes: PropertyWrite[]; inserted: string[] } | null =
      activeFeedRows > 0 && run.upserts < activeFeedRows / 2 ? { writes: [], inserted: [] } : null;
    // One group per property: a D1 batch boundary never falls inside one (ADR 0032).
    const write = async (groups: BatchQuery[][]) => {
      try {
        await runBatches(db, groups);
      } catch (error) {
        throw new FeedError("write", error instanceof Error ? error.message : undefined);
      }
    };
    // Pictures of the properties just written go to the photo queue (ADR 0033).
    const queuePhotos = async (writes: PropertyWrite[]) => {
      if (args.photoQueue && writes.length > 0) await queueSyncedPhotos({ queue: args.photoQueue, rows: writes.map((w) => w.row) });
    };
    const budget = args.budget ?? SYNC_BUDGET;
    let handledNow = 0;

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
    const read = await readFeed(chunks, {
      batchSize: SYNC_BATCH_OBJECTS,
      skip: run.objectsDone,
      onBatch: async (objects) => {
        const start = Date.now();
        const plan = await planner.plan(await Promise.all(objects.map((object) => withXmlHash(object, positionKey))));
        const written = Date.now();
        timings.mapMs += written - start;
        let { writes, marks } = plan;
        if (heldBack) {
          // New rows are marked seen once they exist, so their marks wait with their writes.
          heldBack.writes.push(...writes);
          heldBack.inserted.push(...marks.inserted);
          if (planner.upserts < activeFeedRows / 2) {
            writes = [];
            marks = { ...marks, inserted: [] };
          } else {
            ({ writes } = heldBack);
            marks = { ...marks, inserted: heldBack.inserted };
            heldBack = null;
          }
        }
        await write([
          ...writes.map((w) => propertyWriteStatements(db, w, nowIso)),
          ...plan.xmlHashes.map(({ id, xmlHash }) => [feedXmlHashStatement(db, id, xmlHash)]),
          ...runObjectStatements(db, runId, marks).map((statement) => [statement]),
        ]);
        await queuePhotos(writes);
        timings.writeMs += Date.now() - written;
        handled += Date.now() - start;
        handledNow += objects.length;
        Object.assign(counts, planner.counts);
        const spent = Date.now() - clock > budget.maxMs || handledNow >= (budget.maxObjects ?? Number.POSITIVE_INFINITY);
        if (!spent || heldBack) return "more";
        // Pause: the first invocation reads on to count the objects (progress 'n von m').
        return run.objectsTotal === null ? "count" : "stop";
      },
    });
    // Reading and parsing, without the time spent mapping and writing in between.
    timings.parseMs = Date.now() - mark - handled;
    Object.assign(run, planner.counts, { objectsDone: read.done, upserts: planner.upserts, deletes: planner.deletes });
    if (read.summary) {
      // The feed changed between invocations when its object count did: the cursor no longer
      // points at the same objects, so nothing may be withdrawn; the next run starts afresh.
      if (run.objectsTotal !== null && read.summary.objectCount !== run.objectsTotal) {
        throw new FeedError("internal", "feed changed during a continued run");
      }
      run.objectsTotal = read.summary.objectCount;
    }
    if (read.paused) {
      await saveSyncCursor(db, run, { pausedAt: new Date(now.getTime() + (Date.now() - clock)).toISOString() });
      await args.continueLater?.(runId);
      timings.totalMs = Date.now() - clock;
      const message = `${run.objectsDone} von ${run.objectsTotal ?? "?"} Objekten verarbeitet.`;
      return { status: "running", message, transfer, itemsProcessed: counts.processed, ...counts, runId, timings, skippedReasons };
    }
    const feed = read.summary as NonNullable<typeof read.summary>;
    transfer = feed.transfer;
    skippedReasons.push(...planner.skippedReasons);

    // From here on the whole feed was read: only now may anything be withdrawn (ADR 0031).
    const withdraw = await listRunWithdrawals(db, { runId, full: feed.transfer === "VOLL" });
    if (planner.upserts === 0 && withdraw.length === 0 && planner.deletes === 0) throw new FeedError("no_valid_properties");
    if (feed.transfer === "VOLL" && activeFeedRows > 0 && planner.upserts < activeFeedRows / 2) {
      // More likely broken than a real sell-off: the held-back writes are dropped, nothing withdrawn.
      throw new FeedError("shrink", `${planner.upserts} von ${activeFeedRows} aktiven Immobilien im Feed`);
    }
    const writeMark = Date.now();
    if (heldBack) {
      await write(heldBack.writes.map((w) => propertyWriteStatements(db, w, nowIso)));
      await queuePhotos(heldBack.writes);
    }
    await write(withdrawStatements(db, withdraw, nowIso).map((statement) => [statement]));
    timings.writeMs += Date.now() - writeMark;
    counts.withdrawn = withdraw.length;
    await clearRunObjects(db, runId);
    await saveSyncCursor(db, run, { pausedAt: null });

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
    await clearRunObjects(db, runId);
    timings.totalMs = Date.now() - clock;
    return { status: "error", message, transfer, itemsProcessed: counts.processed, ...failed, runId, timings, skippedReasons };
  }
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

function mapObject(object: FeedObject) {
  return mapImmobilie(object.node, { anbieterFirma: object.anbieterFirma, oversized: object.oversized });
}

interface HashedObject {
  object: FeedObject;
  /** SHA-256 of what the mapping reads: the XML, the provider's name, the mapping and the position key. */
  xmlHash: string;
}

async function withXmlHash(object: FeedObject, positionKey: string): Promise<HashedObject> {
  const input = `${MAPPING_VERSION}\n${positionKey}\n${object.anbieterFirma ?? ""}\n${object.oversized ? 1 : 0}\n${object.xml}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input));
  return { object, xmlHash: [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("") };
}

const identityOf = (keys: ObjectKeys) =>
  keys.obid ? `obid:${keys.obid}` : keys.extern ? `extern:${keys.extern}` : `intern:${keys.intern}`;

/**
 * Match each mapped object to a stored row by its key (openimmo_obid, else objektnr_extern, else
 * objektnr_intern; research §1.2), compare content hashes, and decide what to write, batch by
 * batch as the feed streams in. Remembers which stored rows the feed held, for the withdrawal
 * once the whole feed was read. Pure apart from hashing.
 */
function createPlanner(stored: StoredPropertyKey[], start: SyncCursor, positionKey: string) {
  const byObid = new Map<string, StoredPropertyKey>();
  const byExtern = new Map<string, StoredPropertyKey>();
  const byIntern = new Map<string, StoredPropertyKey>();
  const byXmlHash = new Map<string, StoredPropertyKey>();
  for (const row of stored) {
    if (row.feed_xml_hash && row.active === 1 && row.source === "feed") byXmlHash.set(row.feed_xml_hash, row);
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

  const counts = {
    processed: start.processed,
    created: start.created,
    updated: start.updated,
    unchanged: start.unchanged,
    skipped: start.skipped,
  };
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
  let upserts = start.upserts;
  let deletes = start.deletes;

  /**
   * The stored row written from exactly this XML, when nothing else in this run speaks against
   * reusing it: the object is then unchanged without being parsed or mapped (ADR 0195).
   */
  const unchangedXml = (xmlHash: string): { row: StoredPropertyKey; identity: string } | null => {
    const row = byXmlHash.get(xmlHash);
    if (!row) return null;
    const identity = identityOf({ obid: row.openimmo_obid, extern: row.objektnr_extern, intern: row.objektnr_intern });
    if (objects.has(identity) || (claimedIntern.get(row.objektnr_intern) ?? identity) !== identity) return null;
    return { row, identity };
  };

  async function plan(items: HashedObject[]) {
    const writes: PropertyWrite[] = [];
    // Rows unchanged in content whose XML changed (whitespace, order): they keep the new XML's hash.
    const xmlHashes: { id: number; xmlHash: string }[] = [];
    // What this batch saw, recorded in D1 for the withdrawal at the run's end.
    const marks = { seen: [] as number[], inserted: [] as string[], deleted: [] as number[], undeleted: [] as number[] };
    const seen = (id: number) => marks.seen.push(id);
    for (const { object, xmlHash } of items) {
      counts.processed++;
      const same = unchangedXml(xmlHash);
      if (same) {
        claimedIntern.set(same.row.objektnr_intern, same.identity);
        upserts++;
        counts.unchanged++;
        objects.set(same.identity, { counted: "unchanged", baseline: same.row.content_hash, hash: same.row.content_hash });
        seen(same.row.id);
        if (deletes > 0) marks.undeleted.push(same.row.id);
        continue;
      }
      const result = mapObject(object);
      if (!result.keys) {
        skip(result.ok ? "ohne Schlüssel" : result.reason);
        continue;
      }
      const keys = result.keys;
      const identity = identityOf(keys);
      const prior = objects.get(identity);
      if (prior) skip(`${keys.intern}: doppelt im Feed`);
      const existing = match(keys);
      if (result.action === "delete") {
        if (!prior) deletes++;
        if (existing?.active === 1) marks.deleted.push(existing.id);
        objects.set(identity, { counted: null, baseline: null, hash: prior?.hash ?? null });
        continue;
      }
      if (!result.ok) {
        if (!prior) skip(`${keys.intern}: ${result.reason}`);
        // A bad object that is still in the feed is not withdrawn: it is kept as it was.
        if (existing) seen(existing.id);
        if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
        continue;
      }
      const intern = result.row.objektnr_intern;
      const owner = byIntern.get(intern);
      const claimedBy = claimedIntern.get(intern);
      if ((owner && owner.id !== existing?.id) || (claimedBy !== undefined && claimedBy !== identity)) {
        skip(`${keys.intern}: Objektnummer bereits vergeben`);
        if (existing) seen(existing.id);
        if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
        continue;
      }
      claimedIntern.set(intern, identity);
      const row = await withPublicPosition(result.row, result.position, positionKey);
      const hash = await contentHash(row, result.amenities);
      const current = existing?.active === 1 && existing.source === "feed" ? existing.content_hash : null;
      const baseline = prior ? prior.baseline : current;
      const counted = existing ? (baseline === hash ? "unchanged" : "updated") : "created";
      if (prior?.counted) counts[prior.counted]--;
      else upserts++;
      counts[counted]++;
      objects.set(identity, { counted, baseline, hash });
      if (existing) {
        seen(existing.id);
        if (deletes > 0) marks.undeleted.push(existing.id);
      } else {
        marks.inserted.push(intern);
      }
      // Equal hash, active, from the feed: nothing to write (ADR 0030).
      if (hash === (prior ? prior.hash : current)) {
        if (existing && !prior && existing.feed_xml_hash !== xmlHash) xmlHashes.push({ id: existing.id, xmlHash });
        continue;
      }
      // A repeat of an object inserted earlier in this feed hits the same URL key: the insert's
      // ON CONFLICT clause updates it.
      writes.push(
        existing
          ? { kind: "update", id: existing.id, row, amenities: result.amenities, hash, xmlHash }
          : { kind: "insert", row, amenities: result.amenities, hash, xmlHash },
      );
    }
    return { writes, marks, xmlHashes };
  }

  return {
    plan,
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

/**
 * With the address withheld only an offset circle is published, and no position at all without a
 * radius from the feed (ADR 0110): the true point is never written.
 */
async function withPublicPosition(row: MappedRow, position: PositionPrivacy, key: string): Promise<MappedRow> {
  if (!position.withheld) return row;
  const { lat_ungenaeher: lat, lon_ungenaeher: lon } = row;
  if (lat === null || lon === null || position.radius === null) return { ...row, lat_ungenaeher: null, lon_ungenaeher: null };
  const centre = offsetCentre(lat, lon, position.radius, await positionSeed(key, row.objektnr_intern));
  return { ...row, lat_ungenaeher: centre.lat, lon_ungenaeher: centre.lon, umkreis_meter: Math.round(position.radius) };
}

/** SHA-256 of the mapped row and its amenities: equal hash = nothing to rewrite (ADR 0030). */
export async function contentHash(row: MappedRow, amenities: readonly string[]): Promise<string> {
  const data = new TextEncoder().encode(JSON.stringify([MAPPING_VERSION, row, amenities]));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  let hex = "";
  for (const byte of digest) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

function summary(counts: SyncCounts, transfer: Transfer): string {
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
export function continueFeedSync(env: { FEED_SYNC_QUEUE?: Queue<unknown> }): ((runId: number) => Promise<void>) | undefined {
  const queue = env.FEED_SYNC_QUEUE;
  return queue
    ? async (runId) => {
        await queue.send({ runId });
      }
    : undefined;
}
