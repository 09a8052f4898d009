import { expect, test } from "vitest";
import {
  followUpDateProblem,
  followUpDueBefore,
  followUpDueValue,
  followUpState,
  formatFollowUpDue,
  parseFollowUpDue,
  quickFollowUpDate,
} from "~/lib/follow-up";

// Monday 30 November 2026, 09:15 in Vienna (UTC+1).
const now = new Date("2026-11-30T08:15:00Z");

test("a follow-up due today says 'fällig heute', with its time when one is set", () => {
  expect(followUpState("2026-11-30T10:00", now)).toEqual({ tone: "today", label: "fällig heute 10:00" });
  expect(followUpState("2026-11-30", now)).toEqual({ tone: "today", label: "fällig heute" });
  // A time already past today is still today's, not overdue.
  expect(followUpState("2026-11-30T07:00", now)?.tone).toBe("today");
});

test("a past day is overdue by whole Vienna days", () => {
  expect(followUpState("2026-11-29T18:00", now)).toEqual({ tone: "overdue", label: "überfällig seit 1 Tag" });
  expect(followUpState("2026-11-28", now)).toEqual({ tone: "overdue", label: "überfällig seit 2 Tagen" });
  // Across the end of summer time the count stays in days.
  expect(followUpState("2026-10-20", now)?.label).toBe("überfällig seit 41 Tagen");
});

test("a later day reads 'Wiedervorlage 03.12.', with the year only when it is another year's", () => {
  expect(followUpState("2026-12-03", now)).toEqual({ tone: "later", label: "Wiedervorlage 03.12." });
  expect(followUpState("2026-12-03T14:30", now)?.label).toBe("Wiedervorlage 03.12. 14:30");
  expect(followUpState("2027-01-08", now)?.label).toBe("Wiedervorlage 08.01.2027");
});

test("the Vienna day decides, not UTC: 23:30 UTC on the 30th is already 1 December in Vienna", () => {
  const lateNight = new Date("2026-11-30T23:30:00Z");
  expect(followUpState("2026-12-01", lateNight)?.label).toBe("fällig heute");
  expect(followUpState("2026-11-30", lateNight)?.label).toBe("überfällig seit 1 Tag");
  expect(followUpDueBefore(lateNight)).toBe("2026-12-02");
});

test("no value, or a broken one, has no state", () => {
  expect(followUpState(null, now)).toBeNull();
  expect(followUpState("2026-02-30", now)).toBeNull();
  expect(followUpState("morgen", now)).toBeNull();
  expect(parseFollowUpDue("2026-12-03T24:00")).toBeNull();
});

test("stored values read back as day and time, and the lead page formats them German", () => {
  expect(parseFollowUpDue("2026-12-03T10:00")).toEqual({ date: "2026-12-03", time: "10:00" });
  expect(followUpDueValue({ date: "2026-12-03", time: null })).toBe("2026-12-03");
  expect(followUpDueValue({ date: "2026-12-03", time: "10:00" })).toBe("2026-12-03T10:00");
  expect(formatFollowUpDue("2026-11-28T09:05")).toBe("28.11.2026, 09:05 Uhr");
  expect(formatFollowUpDue("2026-11-28")).toBe("28.11.2026");
  expect(formatFollowUpDue(null)).toBeNull();
});

test("the quick choices name Vienna days: tomorrow, in three days, next week's Monday", () => {
  expect(quickFollowUpDate("morgen", now)).toBe("2026-12-01");
  expect(quickFollowUpDate("3-tage", now)).toBe("2026-12-03");
  expect(quickFollowUpDate("naechste-woche", now)).toBe("2026-12-07");
  // From a Sunday, next week is the next day's week.
  expect(quickFollowUpDate("naechste-woche", new Date("2026-12-06T10:00:00Z"))).toBe("2026-12-07");
  // Over the year's end.
  expect(quickFollowUpDate("3-tage", new Date("2026-12-30T10:00:00Z"))).toBe("2027-01-02");
});

test("a day in the past, a day that does not exist or one more than a year ahead is refused in German", () => {
  expect(followUpDateProblem("2026-11-30", now)).toBeNull();
  expect(followUpDateProblem("2027-11-30", now)).toBeNull();
  expect(followUpDateProblem("2026-11-29", now)).toBe(
    "Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.",
  );
  expect(followUpDateProblem("2026-02-30", now)).toBe("Dieses Datum gibt es nicht.");
  expect(followUpDateProblem("2028-01-01", now)).toBe("Eine Wiedervorlage liegt höchstens ein Jahr in der Zukunft.");
});
