// Office working days and the one promise of when a lead hears back (REPLY_PROMISE, on every
// page that names it; said as a real date on the valuation's thank-you step). Pure, no clock.

const TIME_ZONE = "Europe/Vienna";

/** The working days within which every lead hears back: one rule for every form (ADR 0385). */
export const REPLY_WORKING_DAYS = 1;
/** The promise in words, as the pages say it. */
export const REPLY_PROMISE = "innerhalb eines Werktags";

/** The calendar day in Vienna of an instant, as year, month (1-12) and day. */
function viennaDay(instant: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => {
      all[part.type] = part.value;
      return all;
    }, {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Easter Sunday of a year (Gregorian computus, Meeus/Jones/Butcher), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "MM-DD" of the Austrian public holidays (Feiertagsruhegesetz) in a year. */
function holidays(year: number): Set<string> {
  const key = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
  const easter = easterSunday(year).getTime();
  // Ostermontag, Christi Himmelfahrt, Pfingstmontag, Fronleichnam.
  const moving = [1, 39, 50, 60].map((days) => key(new Date(easter + days * DAY_MS)));
  return new Set(["01-01", "01-06", "05-01", "08-15", "10-26", "11-01", "12-08", "12-25", "12-26", ...moving]);
}

/** Whether a UTC-midnight calendar date is a working day of the office (Mo–Fr, no holiday). */
export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const key = `${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
  return !holidays(date.getUTCFullYear()).has(key);
}

/**
 * The last day of "within `days` working days" from a request at `now`: the working days after
 * the Vienna calendar day of the request, counted from the next one (a request on Saturday is
 * answered by Tuesday, one on Friday by Tuesday as well).
 */
export function replyDeadline(now: Date, days = REPLY_WORKING_DAYS): Date {
  const today = viennaDay(now);
  let date = new Date(Date.UTC(today.year, today.month - 1, today.day));
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    if (isWorkingDay(date)) left--;
  }
  return date;
}

const WEEKDAY = new Intl.DateTimeFormat("de-AT", { timeZone: "UTC", weekday: "long" });

/** "Dienstag, 01.12.2026": the weekday and the date as the site writes dates. */
export function formatReplyDeadline(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, "0");
  const mm = String(date.getUTCMonth() + 1).padStart(2, "0");
  return `${WEEKDAY.format(date)}, ${dd}.${mm}.${date.getUTCFullYear()}`;
}
