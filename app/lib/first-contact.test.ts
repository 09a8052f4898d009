// The derived "Erstkontakt" (ADR 0370): due the day a new lead came in, late once the promise
// (one working day on every form) has passed; never over a Wiedervorlage.
import { expect, test } from "vitest";
import { awaitsFirstContact, firstContactState } from "./first-contact";

/** A Vienna wall time in December (UTC+1) as the stored ISO instant. */
const vienna = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const lead = (kind: string, createdAt: Date, extra: { status?: string; followUpDue?: string | null } = {}) => ({
  kind,
  status: extra.status ?? "new",
  createdAt: createdAt.toISOString(),
  followUpDue: extra.followUpDue ?? null,
});

test("a new contact lead is due for its Erstkontakt today, promised by the next working day, then late", () => {
  // Monday 30.11.2026, 10:00.
  const monday = lead("contact", vienna("2026-11-30", "10:00"));
  expect(firstContactState(monday, vienna("2026-11-30", "15:00"))).toEqual({ tone: "today", label: "fällig heute", note: "Erstkontakt" });
  expect(firstContactState(monday, vienna("2026-12-01", "09:00"))).toEqual({
    tone: "today",
    label: "zugesagt bis heute",
    note: "Erstkontakt",
  });
  expect(firstContactState(monday, vienna("2026-12-02", "08:00"))).toEqual({
    tone: "overdue",
    label: "überfällig seit 1 Tag",
    note: "Erstkontakt",
  });
  expect(firstContactState(monday, vienna("2026-12-05", "08:00"))?.label).toBe("überfällig seit 4 Tagen");
});

test("the promise counts working days: a Monday valuation skips the 8 December", () => {
  // Monday 07.12.2026; one working day: Wednesday 09.12. (Tuesday is a holiday), as for every form.
  const monday = lead("valuation", vienna("2026-12-07", "16:00"));
  expect(firstContactState(monday, vienna("2026-12-08", "09:00"))?.label).toBe("zugesagt bis 09.12.");
  expect(firstContactState(monday, vienna("2026-12-09", "17:00"))).toMatchObject({ tone: "today", label: "zugesagt bis heute" });
  expect(firstContactState(monday, vienna("2026-12-10", "08:00"))).toMatchObject({ tone: "overdue", label: "überfällig seit 1 Tag" });
  // A contact lead of a Friday is promised for Monday.
  expect(firstContactState(lead("contact", vienna("2026-12-04", "16:00")), vienna("2026-12-07", "09:00"))?.label).toBe(
    "zugesagt bis heute",
  );
});

test("the day it came in is Vienna's: a lead at 00:30 is today's, though UTC still says yesterday", () => {
  const justAfterMidnight = lead("property", vienna("2026-12-01", "00:30"));
  expect(justAfterMidnight.createdAt.startsWith("2026-11-30")).toBe(true);
  expect(firstContactState(justAfterMidnight, vienna("2026-12-01", "10:00"))?.label).toBe("fällig heute");
});

test("no derived step for a lead with a Wiedervorlage, one already taken up or done, or one that is no first contact", () => {
  const at = vienna("2026-11-30", "10:00");
  const now = vienna("2026-11-30", "11:00");
  expect(firstContactState(lead("contact", at, { followUpDue: "2026-12-03" }), now)).toBeNull();
  expect(firstContactState(lead("contact", at, { status: "in_progress" }), now)).toBeNull();
  expect(firstContactState(lead("contact", at, { status: "done" }), now)).toBeNull();
  for (const kind of ["widerruf", "barrierefreiheit", "viewing", "verification"]) {
    expect(awaitsFirstContact(lead(kind, at)), kind).toBe(false);
  }
  expect(firstContactState({ kind: "contact", status: "new", createdAt: "kaputt", followUpDue: null }, now)).toBeNull();
});
