// The Übersicht's chart counts calendar weeks (Monday–Sunday, Vienna), not rolling 7-day windows.
import { expect, test } from "vitest";
import { countLeadsPerWeek, leadWeeksSince } from "./lead-weeks";

test("a lead of Monday 30.11. counts in the week labelled 30.11., Sunday's in the week before", () => {
  const now = new Date("2026-11-30T16:00:00Z"); // Monday 17:00 in Vienna
  const weeks = countLeadsPerWeek(
    now,
    [
      "2026-11-30T10:00:00Z", // Monday
      "2026-11-29T23:30:00Z", // Monday 00:30 in Vienna (CET, UTC+1), though still Sunday in UTC
      "2026-11-29T22:59:00Z", // Sunday 23:59 in Vienna
      "2026-11-23T00:00:00Z", // Monday 01:00 in Vienna
    ],
    8,
  );
  expect(weeks.map((week) => week.label)).toEqual(["12.10.", "19.10.", "26.10.", "02.11.", "09.11.", "16.11.", "23.11.", "30.11."]);
  expect(weeks.at(-1)).toEqual({ label: "30.11.", range: "30.11.–06.12.", count: 2 });
  expect(weeks.at(-2)).toEqual({ label: "23.11.", range: "23.11.–29.11.", count: 2 });
});

test("on a Sunday evening the current week still starts on its Monday", () => {
  const weeks = countLeadsPerWeek(new Date("2026-12-06T21:00:00Z"), ["2026-12-06T20:00:00Z", "2026-11-30T00:00:00Z"], 2);
  expect(weeks).toEqual([
    { label: "23.11.", range: "23.11.–29.11.", count: 0 },
    { label: "30.11.", range: "30.11.–06.12.", count: 2 },
  ]);
});

test("the week of the DST change (Sunday 25.10.2026, 03:00 → 02:00) keeps its late Sunday hours", () => {
  const now = new Date("2026-10-28T12:00:00Z");
  const weeks = countLeadsPerWeek(
    now,
    [
      "2026-10-25T22:30:00Z", // Sunday 23:30 CET: still the week of 19.10.
      "2026-10-25T23:10:00Z", // Monday 00:10 CET: the week of 26.10.
      "2026-10-18T22:10:00Z", // Monday 19.10. 00:10 CEST (UTC+2): the week of 19.10.
      "2026-10-18T21:50:00Z", // Sunday 18.10. 23:50 CEST: the week of 12.10.
    ],
    3,
  );
  expect(weeks.map((week) => [week.label, week.count])).toEqual([
    ["12.10.", 1],
    ["19.10.", 2],
    ["26.10.", 1],
  ]);
  // Spring forward: Monday 30.03.2026 00:30 CEST is 29.03. 22:30 UTC.
  expect(countLeadsPerWeek(new Date("2026-04-01T10:00:00Z"), ["2026-03-29T22:30:00Z"], 1)).toEqual([
    { label: "30.03.", range: "30.03.–05.04.", count: 1 },
  ]);
});

test("leads before the first week are left out, and the query's lower bound reaches back far enough", () => {
  const now = new Date("2026-11-30T16:00:00Z");
  expect(countLeadsPerWeek(now, ["2026-10-11T12:00:00Z", "not a date"], 8).every((week) => week.count === 0)).toBe(true);
  // The first Monday 12.10. begins at 11.10. 22:00 UTC (CEST); the bound is at or before it.
  expect(leadWeeksSince(now, 8) <= "2026-10-11T22:00:00.000Z").toBe(true);
});
