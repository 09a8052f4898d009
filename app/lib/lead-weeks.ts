// Leads per calendar week (Monday to Sunday, Vienna time) for the Übersicht's chart. Pure, so
// the week boundary and the DST change are unit-tested (lead-weeks.test.ts).

const DAY_MS = 86_400_000;
const viennaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });

/** Days since 1970-01-01 of the Vienna calendar day `at` falls on (DST-proof: no hour arithmetic). */
function viennaDayNumber(at: Date): number {
  const [year, month, day] = viennaDay.format(at).split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** 1970-01-01 was a Thursday: Monday of the week that holds `dayNumber`. */
function mondayOf(dayNumber: number): number {
  return dayNumber - ((dayNumber + 3) % 7);
}

function dayMonth(dayNumber: number): string {
  const date = new Date(dayNumber * DAY_MS);
  return `${String(date.getUTCDate()).padStart(2, "0")}.${String(date.getUTCMonth() + 1).padStart(2, "0")}.`;
}

export interface LeadWeek {
  /** The week's Monday, "30.11.", written under the bar. */
  label: string;
  /** "30.11.–06.12." for the text alternative. */
  range: string;
  count: number;
}

/** `weeks` calendar weeks, oldest first; the last is the week `now` falls in. Leads outside are ignored. */
export function countLeadsPerWeek(now: Date, createdAts: readonly string[], weeks: number): LeadWeek[] {
  const firstMonday = mondayOf(viennaDayNumber(now)) - (weeks - 1) * 7;
  const result = Array.from({ length: weeks }, (_, index) => {
    const monday = firstMonday + index * 7;
    return { label: dayMonth(monday), range: `${dayMonth(monday)}–${dayMonth(monday + 6)}`, count: 0 };
  });
  for (const createdAt of createdAts) {
    const at = new Date(createdAt);
    if (Number.isNaN(at.getTime())) continue;
    const week = result[Math.floor((viennaDayNumber(at) - firstMonday) / 7)];
    if (week) week.count += 1;
  }
  return result;
}

/** A UTC instant safely before the first week's Monday 00:00 in Vienna, for the query's lower bound. */
export function leadWeeksSince(now: Date, weeks: number): string {
  return new Date((mondayOf(viennaDayNumber(now)) - (weeks - 1) * 7 - 1) * DAY_MS).toISOString();
}
