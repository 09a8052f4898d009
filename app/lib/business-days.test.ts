import { expect, test } from "vitest";
import { formatReplyDeadline, isWorkingDay, REPLY_PROMISE, REPLY_WORKING_DAYS, replyDeadline } from "./business-days";

const at = (iso: string) => new Date(iso);
const said = (iso: string) => formatReplyDeadline(replyDeadline(at(iso), 2));

test("the one promise: one working day, and the words say so", () => {
  expect(REPLY_WORKING_DAYS).toBe(1);
  expect(REPLY_PROMISE).toBe("innerhalb eines Werktags");
  // Friday 04.12.2026 → Monday 07.12.; Monday 07.12. → Wednesday 09.12. (8 December is a holiday).
  expect(formatReplyDeadline(replyDeadline(at("2026-12-04T15:00:00Z")))).toBe("Montag, 07.12.2026");
  expect(formatReplyDeadline(replyDeadline(at("2026-12-07T09:00:00Z")))).toBe("Mittwoch, 09.12.2026");
});

test("a request on a Saturday is answered by Tuesday", () => {
  expect(said("2026-11-28T10:55:00Z")).toBe("Dienstag, 01.12.2026");
});

test("a request on a Friday evening in Vienna counts from Monday", () => {
  // 23:30 UTC on Thursday is already Friday in Vienna.
  expect(said("2026-11-26T23:30:00Z")).toBe("Dienstag, 01.12.2026");
  expect(said("2026-11-25T09:00:00Z")).toBe("Freitag, 27.11.2026");
});

test("public holidays are no working days: Mariä Empfängnis, Christmas, Easter Monday", () => {
  expect(isWorkingDay(new Date(Date.UTC(2026, 11, 8)))).toBe(false);
  expect(said("2026-12-07T08:00:00Z")).toBe("Donnerstag, 10.12.2026");
  expect(said("2026-12-23T08:00:00Z")).toBe("Montag, 28.12.2026");
  // Easter 2027 is on 28 March: Ostermontag 29 March.
  expect(isWorkingDay(new Date(Date.UTC(2027, 2, 29)))).toBe(false);
  expect(said("2027-03-26T08:00:00Z")).toBe("Mittwoch, 31.03.2027");
});
