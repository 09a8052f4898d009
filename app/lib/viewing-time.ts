// Viewing times: staff type Vienna wall-clock times, D1 stores UTC, pages and mails show Vienna
// time. Converted through @date-fns/tz, never hand-written offsets, so windows across the end of
// summer time stay right.
import { TZDate, tzOffset } from "@date-fns/tz";
import { formatDate } from "./format";

export const VIEWING_TIME_ZONE = "Europe/Vienna";

/** A booking needs this much notice: slots starting sooner are neither offered nor bookable. */
export const MIN_NOTICE_MINUTES = 120;

/** How far ahead the booking page lists slots. */
export const BOOKING_HORIZON_DAYS = 60;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The UTC instant of a Vienna date ("2026-10-26") and wall-clock time ("10:00"), or null when
 * either is malformed or the day does not exist. A time skipped by the spring change (02:30 on
 * the last Sunday of March) lands on the instant after the gap, as TZDate resolves it.
 */
export function viennaToUtc(date: string, time: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const zoned = new TZDate(year, month - 1, day, Number(t[1]), Number(t[2]), VIEWING_TIME_ZONE);
  return new Date(zoned.getTime());
}

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
}

/**
 * The slots of a window: `slotMinutes` long, `bufferMinutes` apart, the last one ending by the
 * window's end. Steps are real minutes (UTC), so the night the clocks go back keeps its extra hour.
 */
export function generateSlots({
  startsAt,
  endsAt,
  slotMinutes,
  bufferMinutes,
}: {
  startsAt: Date;
  endsAt: Date;
  slotMinutes: number;
  bufferMinutes: number;
}): SlotTimes[] {
  const slots: SlotTimes[] = [];
  if (slotMinutes <= 0 || bufferMinutes < 0) return slots;
  let start = startsAt.getTime();
  const step = (slotMinutes + bufferMinutes) * 60_000;
  while (start + slotMinutes * 60_000 <= endsAt.getTime() && slots.length < 200) {
    slots.push({ startsAt: new Date(start), endsAt: new Date(start + slotMinutes * 60_000) });
    start += step;
  }
  return slots;
}

const weekdayFormat = new Intl.DateTimeFormat("de-AT", { timeZone: VIEWING_TIME_ZONE, weekday: "long" });
const shortDayFormat = new Intl.DateTimeFormat("de-AT", {
  timeZone: VIEWING_TIME_ZONE,
  weekday: "short",
  day: "numeric",
  month: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("de-AT", { timeZone: VIEWING_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const isoDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: VIEWING_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

function toDate(value: Date | string): Date {
  return typeof value === "string" ? new Date(value) : value;
}

/** "Montag, 26.10.2026" in Vienna: the weekday, then the site's one date format (lib/format). */
export function formatViewingDay(value: Date | string): string {
  const at = toDate(value);
  return `${weekdayFormat.format(at)}, ${formatDate(at) ?? ""}`;
}

/** "Mo., 26.10." in Vienna. */
export function formatViewingDayShort(value: Date | string): string {
  return shortDayFormat.format(toDate(value));
}

/** "10:00" in Vienna. */
export function formatViewingTime(value: Date | string): string {
  return timeFormat.format(toDate(value));
}

/**
 * "10:00" in Vienna; in the hour the clocks go back, which happens twice, with its zone:
 * "02:30 MESZ" (summer time) and "02:30 MEZ" (standard time).
 */
export function formatViewingClock(value: Date | string): string {
  const at = toDate(value);
  const time = formatViewingTime(at);
  const twice =
    formatViewingTime(new Date(at.getTime() - 3_600_000)) === time || formatViewingTime(new Date(at.getTime() + 3_600_000)) === time;
  if (!twice) return time;
  return `${time} ${tzOffset(VIEWING_TIME_ZONE, at) === 120 ? "MESZ" : "MEZ"}`;
}

/** "10:00–10:30" in Vienna (with the zone in the repeated hour). */
export function formatViewingTimes(start: Date | string, end: Date | string): string {
  return `${formatViewingClock(start)}–${formatViewingClock(end)}`;
}

/** "Montag, 26.10.2026, 10:00–10:30 Uhr" in Vienna. */
export function formatViewingRange(start: Date | string, end: Date | string): string {
  return `${formatViewingDay(start)}, ${formatViewingTimes(start, end)} Uhr`;
}

/** The Vienna calendar date of an instant, "2026-10-26". */
export function viennaDateOf(value: Date | string): string {
  return isoDateFormat.format(toDate(value));
}

/** The Monday of the week a Vienna date ("2026-10-28") falls in, as "2026-10-26". */
export function mondayOf(date: string): string {
  const d = DATE.exec(date);
  if (!d) return date;
  const utc = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3])));
  const weekday = (utc.getUTCDay() + 6) % 7;
  utc.setUTCDate(utc.getUTCDate() - weekday);
  return utc.toISOString().slice(0, 10);
}

/** A Vienna date plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = DATE.exec(date);
  if (!d) return date;
  const utc = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days));
  return utc.toISOString().slice(0, 10);
}

/** True for a well-formed, existing calendar date. */
export function isCalendarDate(date: string): boolean {
  return viennaToUtc(date, "12:00") !== null;
}

/** The earliest start a visitor may still book at `now`. */
export function earliestBookableStart(now: Date): Date {
  return new Date(now.getTime() + MIN_NOTICE_MINUTES * 60_000);
}

/** The starts a visitor may book at `now`: after the minimum notice, within the horizon. */
export function bookableRange(now: Date): { from: Date; until: Date } {
  return { from: earliestBookableStart(now), until: new Date(now.getTime() + BOOKING_HORIZON_DAYS * 24 * 60 * 60_000) };
}
