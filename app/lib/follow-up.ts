// A lead's "Wiedervorlage": the day a broker comes back to it, with an optional time,
// and the next step. Stored as a Vienna calendar day, "2026-12-03" or "2026-12-03T10:00" (migration
// 0091), so every rule here is plain date arithmetic on the office's calendar. Pure: the inbox row,
// the lead page and the Übersicht's "Heute" read the same words.
import { addDays, isCalendarDate, mondayOf, viennaDateOf } from "./viewing-time";

/** The next step's longest text, as the column's CHECK says (migration 0091). */
export const FOLLOW_UP_NOTE_MAX = 200;

/** A Wiedervorlage lies at most this many days ahead: a lead is deleted six months after arrival anyway. */
export const FOLLOW_UP_MAX_DAYS = 366;

/** The quick choices on the lead page, in the order shown; each is a submit button's value. */
export const QUICK_FOLLOW_UPS = [
  { value: "morgen", label: "Morgen" },
  { value: "3-tage", label: "In 3 Tagen" },
  { value: "naechste-woche", label: "Nächste Woche" },
] as const;

/** The next step a quick choice saves when none is typed or stored (lead page). */
export const QUICK_FOLLOW_UP_NOTE = "Bei der Person nachfassen";

export type QuickFollowUp = (typeof QUICK_FOLLOW_UPS)[number]["value"];

const DUE = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d))?$/;

export interface FollowUpDue {
  /** The Vienna day, "2026-12-03". */
  date: string;
  /** The Vienna wall time, "10:00"; null: the whole day. */
  time: string | null;
}

/** The stored value's day and time; null for none or a value that is not one. */
export function parseFollowUpDue(value: string | null | undefined): FollowUpDue | null {
  const match = value ? DUE.exec(value) : null;
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  return { date: match[1], time: match[2] ? `${match[2]}:${match[3]}` : null };
}

/** The value to store: "2026-12-03", or "2026-12-03T10:00" with a time. */
export function followUpDueValue({ date, time }: FollowUpDue): string {
  return time ? `${date}T${time}` : date;
}

/** "Morgen", "In 3 Tagen", "Nächste Woche" (the Monday after this week) as the Vienna day they name. */
export function quickFollowUpDate(choice: QuickFollowUp, now: Date): string {
  const today = viennaDateOf(now);
  if (choice === "morgen") return addDays(today, 1);
  if (choice === "3-tage") return addDays(today, 3);
  return addDays(mondayOf(today), 7);
}

/**
 * The bound of "due by today": every stored value below tomorrow's date (a string comparison, as
 * "2026-12-03T10:00" < "2026-12-04") is due today or overdue. The inbox filter and "Heute" use it.
 */
export function followUpDueBefore(now: Date): string {
  return addDays(viennaDateOf(now), 1);
}

/** Why a chosen day cannot be a Wiedervorlage, in German; null when it can. */
export function followUpDateProblem(date: string, now: Date): string | null {
  if (!isCalendarDate(date)) return "Dieses Datum gibt es nicht.";
  const today = viennaDateOf(now);
  if (date < today) return "Das Datum liegt in der Vergangenheit. Bitte wählen Sie heute oder einen späteren Tag.";
  if (date > addDays(today, FOLLOW_UP_MAX_DAYS)) return "Eine Wiedervorlage liegt höchstens ein Jahr in der Zukunft.";
  return null;
}

export type FollowUpTone = "overdue" | "today" | "later";

/**
 * The due state as a row and "Heute" say it: "überfällig seit 2 Tagen", "fällig heute 10:00",
 * "Wiedervorlage 03.12." (with the year when it is not this year's, with the time when one is set).
 * Null for no (or a broken) value.
 */
export function followUpState(value: string | null | undefined, now: Date): { tone: FollowUpTone; label: string } | null {
  const due = parseFollowUpDue(value);
  if (!due) return null;
  const today = viennaDateOf(now);
  const clock = due.time ? ` ${due.time}` : "";
  if (due.date < today) {
    return { tone: "overdue", label: overdueSince(daysBetween(due.date, today)) };
  }
  if (due.date === today) return { tone: "today", label: `fällig heute${clock}` };
  return { tone: "later", label: `Wiedervorlage ${shortDay(due.date, today)}${clock}` };
}

/** "03.12.2026, 10:00" or "03.12.2026": the lead page's line; null for none. */
export function formatFollowUpDue(value: string | null | undefined): string | null {
  const due = parseFollowUpDue(value);
  if (!due) return null;
  const [year, month, day] = due.date.split("-");
  return `${day}.${month}.${year}${due.time ? `, ${due.time} Uhr` : ""}`;
}

/** "überfällig seit 1 Tag", "überfällig seit 3 Tagen". */
export function overdueSince(days: number): string {
  return days === 1 ? "überfällig seit 1 Tag" : `überfällig seit ${days} Tagen`;
}

/** "03.12.", or "03.12.2027" in another year than today's: a due day in a row. */
export function shortDay(date: string, today: string): string {
  const [year, month, day] = date.split("-");
  return year === today.slice(0, 4) ? `${day}.${month}.` : `${day}.${month}.${year}`;
}

/** Whole days from one Vienna calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
