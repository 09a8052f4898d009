// The feed sync's decisions without I/O: which stored row a feed object is, whether it is
// created, updated, unchanged or skipped, and whether the withdrawal at the end may happen at all
// (the shrink guard). plan.test.ts states the rules.
import type { PropertyWrite, StoredPropertyKey } from "~/server/feed/queries.server";
import type { FeedErrorCode } from "./errors";
import type { FeedAction, MappedRow, ObjectKeys } from "./map";
import type { Transfer } from "./parse";

/** A mapped feed object; a row to write carries its public form and content hash (prepare.ts). */
export type PlanObject =
  | { ok: false; reason: string; action: FeedAction; keys: ObjectKeys | null }
  | { ok: true; action: FeedAction; keys: ObjectKeys; row: MappedRow; amenities: readonly string[]; hash: string };

/** One object of a batch: its XML hash, and its mapping, made only when the XML does not settle it. */
export interface PlanItem {
  xmlHash: string;
  map: () => Promise<PlanObject>;
}

/** How the run counted the feed's objects so far. */
export interface PlanCounts {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** Where a run starts: zero, or the cursor of a paused run. */
export interface PlanStart extends PlanCounts {
  /** Objects written or found unchanged: what the shrink guard counts. */
  upserts: number;
  /** Objects with a DELETE action. */
  deletes: number;
}

/** Stored rows a batch saw (by id), rows it inserts (by URL key), DELETEs, and rows back after one. */
export interface RunMarks {
  seen: number[];
  inserted: string[];
  deleted: number[];
  undeleted: number[];
}

export interface BatchPlan {
  /** Rows to create (`insert`) and to update, in feed order. */
  writes: PropertyWrite[];
  /** Rows unchanged in content whose XML changed (whitespace, order): they keep the new XML's hash. */
  xmlHashes: { id: number; xmlHash: string }[];
  /** What this batch saw, recorded in D1 for the withdrawal at the run's end. */
  marks: RunMarks;
}

export interface SyncPlanner {
  /** Decide one batch: match, compare, count. Objects are planned in feed order. */
  plan(items: readonly PlanItem[]): Promise<BatchPlan>;
  /** Running counts of the run (from its cursor on). */
  readonly counts: PlanCounts;
  /** The first ten reasons objects were skipped, for the log line. */
  readonly skippedReasons: readonly string[];
  readonly upserts: number;
  readonly deletes: number;
}

export const identityOf = (keys: ObjectKeys) =>
  keys.obid ? `obid:${keys.obid}` : keys.extern ? `extern:${keys.extern}` : `intern:${keys.intern}`;

/**
 * Match each object to a stored row by its key (openimmo_obid, else objektnr_extern, else
 * objektnr_intern; research §1.2), compare content hashes, and decide what to write, batch by batch
 * as the feed streams in. Remembers which identities this run met, across batches.
 */
export function createSyncPlanner(stored: readonly StoredPropertyKey[], start: PlanStart): SyncPlanner {
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
  // A key match on objektnr_extern/objektnr_intern is taken only when the row has no different obid.
  const match = (keys: ObjectKeys): StoredPropertyKey | undefined => {
    if (keys.obid) {
      const found = byObid.get(keys.obid);
      if (found) return found;
    }
    const compatible = (row: StoredPropertyKey | undefined) =>
      row && (!row.openimmo_obid || !keys.obid || row.openimmo_obid === keys.obid) ? row : undefined;
    return (keys.extern ? compatible(byExtern.get(keys.extern)) : undefined) ?? compatible(byIntern.get(keys.intern));
  };

  const counts: PlanCounts = {
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
   * reusing it: the object is then unchanged without being parsed or mapped.
   */
  const unchangedXml = (xmlHash: string): { row: StoredPropertyKey; identity: string } | null => {
    const row = byXmlHash.get(xmlHash);
    if (!row) return null;
    const identity = identityOf({ obid: row.openimmo_obid, extern: row.objektnr_extern, intern: row.objektnr_intern });
    if (objects.has(identity) || (claimedIntern.get(row.objektnr_intern) ?? identity) !== identity) return null;
    return { row, identity };
  };

  function planObject(result: PlanObject, xmlHash: string, batch: BatchPlan): void {
    const { marks } = batch;
    if (!result.keys) {
      skip(result.ok ? "ohne Schlüssel" : result.reason);
      return;
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
      return;
    }
    if (!result.ok) {
      if (!prior) skip(`${keys.intern}: ${result.reason}`);
      // A bad object that is still in the feed is not withdrawn: it is kept as it was.
      if (existing) marks.seen.push(existing.id);
      if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
      return;
    }
    const intern = result.row.objektnr_intern;
    const owner = byIntern.get(intern);
    const claimedBy = claimedIntern.get(intern);
    if ((owner && owner.id !== existing?.id) || (claimedBy !== undefined && claimedBy !== identity)) {
      skip(`${keys.intern}: Objektnummer bereits vergeben`);
      if (existing) marks.seen.push(existing.id);
      if (!prior) objects.set(identity, { counted: null, baseline: null, hash: null });
      return;
    }
    claimedIntern.set(intern, identity);
    const { row, amenities, hash } = result;
    const current = existing?.active === 1 && existing.source === "feed" ? existing.content_hash : null;
    const baseline = prior ? prior.baseline : current;
    const counted = existing ? (baseline === hash ? "unchanged" : "updated") : "created";
    if (prior?.counted) counts[prior.counted]--;
    else upserts++;
    counts[counted]++;
    objects.set(identity, { counted, baseline, hash });
    if (existing) {
      marks.seen.push(existing.id);
      if (deletes > 0) marks.undeleted.push(existing.id);
    } else {
      marks.inserted.push(intern);
    }
    // Equal hash, active, from the feed: nothing to write.
    if (hash === (prior ? prior.hash : current)) {
      if (existing && !prior && existing.feed_xml_hash !== xmlHash) batch.xmlHashes.push({ id: existing.id, xmlHash });
      return;
    }
    // A repeat of an object inserted earlier in this feed hits the same URL key: the insert's
    // ON CONFLICT clause updates it.
    batch.writes.push(
      existing ? { kind: "update", id: existing.id, row, amenities, hash, xmlHash } : { kind: "insert", row, amenities, hash, xmlHash },
    );
  }

  async function plan(items: readonly PlanItem[]): Promise<BatchPlan> {
    const batch: BatchPlan = { writes: [], xmlHashes: [], marks: { seen: [], inserted: [], deleted: [], undeleted: [] } };
    for (const { xmlHash, map } of items) {
      counts.processed++;
      const same = unchangedXml(xmlHash);
      if (!same) {
        planObject(await map(), xmlHash, batch);
        continue;
      }
      claimedIntern.set(same.row.objektnr_intern, same.identity);
      upserts++;
      counts.unchanged++;
      objects.set(same.identity, { counted: "unchanged", baseline: same.row.content_hash, hash: same.row.content_hash });
      batch.marks.seen.push(same.row.id);
      if (deletes > 0) batch.marks.undeleted.push(same.row.id);
    }
    return batch;
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
 * The shrink guard (DESIGN.md section 5 step 5, ADR 0031): true while a feed has shown fewer
 * objects than half the active feed rows. Never on a first import (no active feed rows).
 */
export function belowShrinkGuard(upserts: number, activeFeedRows: number): boolean {
  return activeFeedRows > 0 && upserts < activeFeedRows / 2;
}

/**
 * Writes are held back until the feed has shown half the active feed rows, then go out together;
 * if it never does, a full transfer drops them. New rows are marked seen once they
 * exist, so their marks wait with their writes. While writes are held the run does not pause.
 */
export function createWriteGate(activeFeedRows: number, upserts: number) {
  let held: { writes: PropertyWrite[]; inserted: string[] } | null = belowShrinkGuard(upserts, activeFeedRows)
    ? { writes: [], inserted: [] }
    : null;
  return {
    get holding() {
      return held !== null;
    },
    /** What of this batch (and of those held before it) goes out now, given the run's upserts after it. */
    pass(batch: BatchPlan, upsertsNow: number): BatchPlan {
      if (!held) return batch;
      held.writes.push(...batch.writes);
      held.inserted.push(...batch.marks.inserted);
      if (belowShrinkGuard(upsertsNow, activeFeedRows)) return { ...batch, writes: [], marks: { ...batch.marks, inserted: [] } };
      const released = held;
      held = null;
      return { ...batch, writes: released.writes, marks: { ...batch.marks, inserted: released.inserted } };
    },
    /** The writes still held when the feed ended (a partial transfer writes them). */
    release(): PropertyWrite[] {
      const writes = held?.writes ?? [];
      held = null;
      return writes;
    },
  };
}

export type WithdrawDecision = { withdraw: readonly number[] } | { refuse: FeedErrorCode; detail?: string };

/**
 * Once the whole feed was read: `candidates` are the rows the run's DELETE actions name
 * and, for a full transfer, the active feed rows it did not see (listRunWithdrawals). A full
 * transfer below the shrink guard changes nothing; a partial one applies its DELETEs whatever its
 * size. A feed with nothing valid, nothing to withdraw and no DELETE is an error.
 */
export function decideWithdrawal(run: {
  transfer: Transfer;
  upserts: number;
  deletes: number;
  activeFeedRows: number;
  candidates: readonly number[];
}): WithdrawDecision {
  if (run.upserts === 0 && run.candidates.length === 0 && run.deletes === 0) return { refuse: "no_valid_properties" };
  if (run.transfer === "VOLL" && belowShrinkGuard(run.upserts, run.activeFeedRows)) {
    // More likely broken than a real sell-off: the held-back writes are dropped, nothing withdrawn.
    return { refuse: "shrink", detail: `${run.upserts} von ${run.activeFeedRows} aktiven Immobilien im Feed` };
  }
  return { withdraw: run.candidates };
}
