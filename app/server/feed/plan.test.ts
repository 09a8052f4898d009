// The sync's decisions without D1 (plan.ts), one rule per test. Stored rows and mapped objects
// are plain factories.
import { expect, test } from "vitest";
import type { StoredPropertyKey } from "~/server/feed/queries.server";
import type { MappedRow } from "./map";
import {
  belowShrinkGuard,
  createSyncPlanner,
  createWriteGate,
  decideWithdrawal,
  type PlanItem,
  type PlanObject,
  type PlanStart,
} from "./plan";

const fresh: PlanStart = { processed: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, upserts: 0, deletes: 0 };

/** A stored row of the feed, active, with the keys of object `n`. */
function stored(n: number, overrides: Partial<StoredPropertyKey> = {}): StoredPropertyKey {
  return {
    id: n,
    objektnr_intern: `${9000 + n}`,
    objektnr_extern: `W-${n}`,
    openimmo_obid: `OBID${n}`,
    content_hash: `content-${n}`,
    feed_xml_hash: `xml-${n}`,
    active: 1,
    source: "feed",
    ...overrides,
  };
}

/** Object `n` of the feed as prepare.ts hands it on: valid, with its keys and content hash. */
function mapped(n: number, overrides: { hash?: string; intern?: string; obid?: string | null; extern?: string | null } = {}): PlanObject {
  const keys = {
    obid: overrides.obid === undefined ? `OBID${n}` : overrides.obid,
    extern: overrides.extern === undefined ? `W-${n}` : overrides.extern,
    intern: overrides.intern ?? `${9000 + n}`,
  };
  // The planner reads only the URL key of a row; the rest is written as it is.
  const row = { objektnr_intern: keys.intern } as MappedRow;
  return { ok: true, action: "upsert", keys, row, amenities: [], hash: overrides.hash ?? `content-${n}` };
}

function item(object: PlanObject, xmlHash = "xml-new"): PlanItem {
  return { xmlHash, map: async () => object };
}

/** An item that counts how often the planner asked for its mapping. */
function watched(object: PlanObject, xmlHash: string, mappings: { count: number }): PlanItem {
  return {
    xmlHash,
    map: async () => {
      mappings.count++;
      return object;
    },
  };
}

test("an object without a stored row is created and marked inserted by its URL key", async () => {
  const planner = createSyncPlanner([], fresh);
  const batch = await planner.plan([item(mapped(1))]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "insert", hash: "content-1", xmlHash: "xml-new" })]);
  expect(batch.marks.inserted).toEqual(["9001"]);
  expect(planner.counts).toEqual({ processed: 1, created: 1, updated: 0, unchanged: 0, skipped: 0 });
  expect(planner.upserts).toBe(1);
});

test("an object whose content hash differs from its stored row's is updated by id", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const batch = await planner.plan([item(mapped(1, { hash: "content-new" }))]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "update", id: 1, hash: "content-new" })]);
  expect(batch.marks.seen).toEqual([1]);
  expect(planner.counts.updated).toBe(1);
});

test("an object with the content hash of its active feed row is unchanged and not written", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const batch = await planner.plan([item(mapped(1), "xml-1-reformatted")]);
  expect(batch.writes).toEqual([]);
  expect(batch.marks.seen).toEqual([1]);
  expect(planner.counts).toMatchObject({ processed: 1, unchanged: 1, updated: 0 });
});

test("an unchanged row from different XML keeps the new XML's hash without a rewrite", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const batch = await planner.plan([item(mapped(1), "xml-1-reformatted")]);
  expect(batch.xmlHashes).toEqual([{ id: 1, xmlHash: "xml-1-reformatted" }]);
});

test("a seed row with the same content is written: the feed takes it over", async () => {
  const planner = createSyncPlanner([stored(1, { source: "seed", feed_xml_hash: null })], fresh);
  const batch = await planner.plan([item(mapped(1))]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "update", id: 1 })]);
  expect(planner.counts.updated).toBe(1);
});

test("a withdrawn row whose object is back is written again, even with the same content", async () => {
  const planner = createSyncPlanner([stored(1, { active: 0 })], fresh);
  const batch = await planner.plan([item(mapped(1), "xml-1")]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "update", id: 1 })]);
});

test("an object matches its stored row by objektnr_extern when it has no obid", async () => {
  const planner = createSyncPlanner([stored(1, { openimmo_obid: null })], fresh);
  const batch = await planner.plan([item(mapped(1, { obid: null, hash: "content-new" }))]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "update", id: 1 })]);
});

test("a key match on objektnr_extern is not taken when the stored row has another obid", async () => {
  const planner = createSyncPlanner([stored(1, { objektnr_intern: "other" })], fresh);
  const batch = await planner.plan([item(mapped(2, { extern: "W-1" }))]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "insert" })]);
  expect(planner.counts.created).toBe(1);
});

test("an object whose URL key belongs to another stored row is skipped and leaves that row alone", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const batch = await planner.plan([item(mapped(2, { intern: "9001" }))]);
  expect(batch.writes).toEqual([]);
  expect(planner.counts).toMatchObject({ processed: 1, skipped: 1, created: 0 });
  expect(planner.skippedReasons).toEqual(["9001: Objektnummer bereits vergeben"]);
  expect(planner.upserts).toBe(0);
});

test("an object listed twice counts once, the later entry wins and the repeat is skipped", async () => {
  const planner = createSyncPlanner([], fresh);
  const first = await planner.plan([item(mapped(1, { hash: "first" }))]);
  const second = await planner.plan([item(mapped(1, { hash: "second" }))]);
  expect(first.writes).toEqual([expect.objectContaining({ kind: "insert", hash: "first" })]);
  expect(second.writes).toEqual([expect.objectContaining({ kind: "insert", hash: "second" })]);
  expect(planner.counts).toEqual({ processed: 2, created: 1, updated: 0, unchanged: 0, skipped: 1 });
  expect(planner.skippedReasons).toEqual(["9001: doppelt im Feed"]);
  expect(planner.upserts).toBe(1);
});

test("an object without any key is skipped with the mapping's reason", async () => {
  const planner = createSyncPlanner([], fresh);
  const reason = "Objekt ohne Objektnummer und ohne openimmo_obid";
  await planner.plan([item({ ok: false, reason, action: "upsert", keys: null })]);
  expect(planner.counts).toMatchObject({ processed: 1, skipped: 1 });
  expect(planner.skippedReasons).toEqual([reason]);
});

test("an invalid object still in the feed is skipped but seen, so its row is not withdrawn", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const keys = { obid: "OBID1", extern: "W-1", intern: "9001" };
  const batch = await planner.plan([item({ ok: false, reason: "ohne Preis", action: "upsert", keys })]);
  expect(batch.writes).toEqual([]);
  expect(batch.marks.seen).toEqual([1]);
  expect(planner.skippedReasons).toEqual(["9001: ohne Preis"]);
});

test("only the first ten skip reasons are kept for the log line, every skip is counted", async () => {
  const planner = createSyncPlanner([], fresh);
  const bad = Array.from({ length: 12 }, (_, n) =>
    item({ ok: false, reason: "ohne Preis", action: "upsert", keys: { obid: `B${n}`, extern: null, intern: `b${n}` } }),
  );
  await planner.plan(bad);
  expect(planner.counts.skipped).toBe(12);
  expect(planner.skippedReasons).toHaveLength(10);
});

test("an object whose XML is that of its active feed row is unchanged without being mapped", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const mappings = { count: 0 };
  const batch = await planner.plan([watched(mapped(1), "xml-1", mappings)]);
  expect(mappings.count).toBe(0);
  expect(batch).toEqual({ writes: [], xmlHashes: [], marks: { seen: [1], inserted: [], deleted: [], undeleted: [] } });
  expect(planner.counts).toMatchObject({ processed: 1, unchanged: 1 });
  expect(planner.upserts).toBe(1);
});

test("a repeat with the same XML is mapped after all and counted as a repeat", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  await planner.plan([item(mapped(1), "xml-1"), item(mapped(1), "xml-1")]);
  expect(planner.counts).toEqual({ processed: 2, created: 0, updated: 0, unchanged: 1, skipped: 1 });
  expect(planner.skippedReasons).toEqual(["9001: doppelt im Feed"]);
});

test("the XML of a withdrawn or seed row is no shortcut: the object is mapped and compared", async () => {
  const planner = createSyncPlanner([stored(1, { active: 0 }), stored(2, { source: "seed" })], fresh);
  const mappings = { count: 0 };
  await planner.plan([watched(mapped(1), "xml-1", mappings), watched(mapped(2), "xml-2", mappings)]);
  expect(mappings.count).toBe(2);
});

test("a DELETE action marks its active row for withdrawal and counts as a delete, not a skip", async () => {
  const planner = createSyncPlanner([stored(1)], fresh);
  const keys = { obid: "OBID1", extern: "W-1", intern: "9001" };
  const batch = await planner.plan([item({ ok: false, reason: "DELETE", action: "delete", keys })]);
  expect(batch.marks.deleted).toEqual([1]);
  expect(batch.writes).toEqual([]);
  expect(planner.deletes).toBe(1);
  expect(planner.counts.skipped).toBe(0);
});

test("an object listed again after its DELETE in the same run is written and taken off the withdrawals", async () => {
  const planner = createSyncPlanner([stored(2)], fresh);
  const keys = { obid: "OBID2", extern: "W-2", intern: "9002" };
  await planner.plan([item({ ok: false, reason: "DELETE", action: "delete", keys })]);
  const batch = await planner.plan([item(mapped(2), "xml-2")]);
  expect(batch.writes).toEqual([expect.objectContaining({ kind: "update", id: 2 })]);
  expect(batch.marks.undeleted).toEqual([2]);
});

test("a continued run counts on from its cursor", async () => {
  const start: PlanStart = { processed: 100, created: 60, updated: 30, unchanged: 10, skipped: 0, upserts: 100, deletes: 0 };
  const planner = createSyncPlanner([], start);
  await planner.plan([item(mapped(101))]);
  expect(planner.counts).toEqual({ processed: 101, created: 61, updated: 30, unchanged: 10, skipped: 0 });
  expect(planner.upserts).toBe(101);
});

test("the shrink guard holds below half the active feed rows and never on a first import", () => {
  expect(belowShrinkGuard(4, 10)).toBe(true);
  expect(belowShrinkGuard(5, 10)).toBe(false);
  expect(belowShrinkGuard(0, 0)).toBe(false);
});

test("writes are held back until the feed has shown half the active feed rows, then go out together", async () => {
  const planner = createSyncPlanner([], fresh);
  const gate = createWriteGate(4, 0);
  const first = gate.pass(await planner.plan([item(mapped(1))]), planner.upserts);
  expect(first.writes).toEqual([]);
  expect(first.marks.inserted).toEqual([]);
  expect(gate.holding).toBe(true);
  const second = gate.pass(await planner.plan([item(mapped(2))]), planner.upserts);
  expect(second.writes.map((w) => w.row.objektnr_intern)).toEqual(["9001", "9002"]);
  expect(second.marks.inserted).toEqual(["9001", "9002"]);
  expect(gate.holding).toBe(false);
  expect(gate.release()).toEqual([]);
});

test("a first import writes each batch as it comes", async () => {
  const planner = createSyncPlanner([], fresh);
  const gate = createWriteGate(0, 0);
  const batch = gate.pass(await planner.plan([item(mapped(1))]), planner.upserts);
  expect(batch.writes).toHaveLength(1);
  expect(gate.holding).toBe(false);
});

test("writes still held when a small partial transfer ends are released for writing", async () => {
  const planner = createSyncPlanner([], fresh);
  const gate = createWriteGate(10, 0);
  gate.pass(await planner.plan([item(mapped(1))]), planner.upserts);
  expect(gate.release().map((w) => w.row.objektnr_intern)).toEqual(["9001"]);
});

test("a full transfer with at least half the active feed rows withdraws the rows it did not see", () => {
  expect(decideWithdrawal({ transfer: "VOLL", upserts: 2, deletes: 0, activeFeedRows: 4, candidates: [7, 8] })).toEqual({
    withdraw: [7, 8],
  });
});

test("a full transfer below half the active feed rows withdraws nothing and says how many came", () => {
  expect(decideWithdrawal({ transfer: "VOLL", upserts: 1, deletes: 0, activeFeedRows: 4, candidates: [7, 8, 9] })).toEqual({
    refuse: "shrink",
    detail: "1 von 4 aktiven Immobilien im Feed",
  });
});

test("a partial transfer applies its DELETEs however few objects it holds", () => {
  expect(decideWithdrawal({ transfer: "TEIL", upserts: 1, deletes: 1, activeFeedRows: 40, candidates: [7] })).toEqual({ withdraw: [7] });
});

test("a partial transfer of DELETEs alone is no error, even when their rows are gone already", () => {
  expect(decideWithdrawal({ transfer: "TEIL", upserts: 0, deletes: 2, activeFeedRows: 40, candidates: [] })).toEqual({ withdraw: [] });
});

test("a feed with nothing valid, nothing to withdraw and no DELETE is refused", () => {
  expect(decideWithdrawal({ transfer: "VOLL", upserts: 0, deletes: 0, activeFeedRows: 0, candidates: [] })).toEqual({
    refuse: "no_valid_properties",
  });
});
