// Viewing times: Vienna wall-clock in, UTC stored, Vienna wall-clock out, also across the end of
// summer time (last Sunday of October 2026: 03:00 CEST → 02:00 CET).
import { expect, test } from "vitest";
import {
  formatViewingDay,
  formatViewingTime,
  formatViewingTimes,
  generateSlots,
  mondayOf,
  viennaDateOf,
  viennaToUtc,
} from "./viewing-time";

test("a Vienna time before and after the end of summer time maps to the right UTC instant", () => {
  expect(viennaToUtc("2026-10-24", "10:00")?.toISOString()).toBe("2026-10-24T08:00:00.000Z");
  expect(viennaToUtc("2026-10-26", "10:00")?.toISOString()).toBe("2026-10-26T09:00:00.000Z");
  expect(viennaToUtc("2026-02-30", "10:00")).toBeNull();
  expect(viennaToUtc("2026-10-26", "24:00")).toBeNull();
});

test("a window across the night the clocks go back keeps its extra hour and shows the wall clock", () => {
  // 01:00 CEST to 04:00 CET is four real hours.
  const startsAt = viennaToUtc("2026-10-25", "01:00") as Date;
  const endsAt = viennaToUtc("2026-10-25", "04:00") as Date;
  expect(startsAt.toISOString()).toBe("2026-10-24T23:00:00.000Z");
  expect(endsAt.toISOString()).toBe("2026-10-25T03:00:00.000Z");
  const slots = generateSlots({ startsAt, endsAt, slotMinutes: 45, bufferMinutes: 15 });
  expect(slots.map((slot) => formatViewingTime(slot.startsAt))).toEqual(["01:00", "02:00", "02:00", "03:00"]);
  expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
    "2026-10-24T23:00:00.000Z",
    "2026-10-25T00:00:00.000Z",
    "2026-10-25T01:00:00.000Z",
    "2026-10-25T02:00:00.000Z",
  ]);
  expect(formatViewingDay(slots[3]?.startsAt as Date)).toBe("Sonntag, 25.10.2026");
  // The repeated hour names its zone, so "02:00–02:00" never appears.
  expect(slots.map((slot) => formatViewingTimes(slot.startsAt, slot.endsAt))).toEqual([
    "01:00–01:45",
    "02:00 MESZ–02:45 MESZ",
    "02:00 MEZ–02:45 MEZ",
    "03:00–03:45",
  ]);
});

test("slots keep their buffer and never run past the window", () => {
  const startsAt = viennaToUtc("2026-12-01", "10:00") as Date;
  const endsAt = viennaToUtc("2026-12-01", "11:00") as Date;
  const slots = generateSlots({ startsAt, endsAt, slotMinutes: 20, bufferMinutes: 10 });
  expect(slots.map((slot) => `${formatViewingTime(slot.startsAt)}-${formatViewingTime(slot.endsAt)}`)).toEqual([
    "10:00-10:20",
    "10:30-10:50",
  ]);
});

test("the week starts on Monday in Vienna", () => {
  expect(mondayOf("2026-11-29")).toBe("2026-11-23");
  expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  expect(viennaDateOf("2026-11-29T23:30:00.000Z")).toBe("2026-11-30");
});
