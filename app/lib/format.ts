// German number and date formatting as Austrian portals write it: '€ 2.160.000', cents only when
// there are any, dates dd.mm.yyyy. Intl's de-AT grouping is a narrow no-break space that differs
// between ICU versions, so digits are grouped here by hand. Browser-safe.
// Every amount is joined to its "€" by a no-break space (U+00A0, `EURO`), so a line never ends
// with "€" and starts the next with "450.000"; build amounts with `formatEuro`, never with "€ ".

const LOCALE = "de-AT";

export function isPositiveNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** Group the integer part with dots and join the decimals with a comma: (1234567, '50') → '1.234.567,50'. */
function groupDigits(integer: string, decimals: string): string {
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return decimals ? `${grouped},${decimals}` : grouped;
}

/** `value` rounded to `minDecimals`..`maxDecimals` places, Austrian style: 1234.5 → '1.234,50' (2, 2). */
function formatFixed(value: number, minDecimals: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) return "–";
  const sign = value < 0 ? "-" : "";
  const [integer = "0", fraction = ""] = Math.abs(value).toFixed(maxDecimals).split(".");
  let decimals = fraction;
  while (decimals.length > minDecimals && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  // -0,00 reads as 0,00
  const text = groupDigits(integer, decimals);
  return /[1-9]/.test(text) ? sign + text : text;
}

/** 1234.5 → '1.234,50': fixed decimals (default 2). */
export function formatNumber(value: number, decimals = 2): string {
  return formatFixed(value, decimals, decimals);
}

/** Compact form for counts and areas: up to `maxDecimals`, no trailing zeros (1234.5 → '1.234,5'). */
export function formatDecimal(value: number, maxDecimals = 2): string {
  return formatFixed(value, 0, maxDecimals);
}

/** An amount of euros: whole amounts without cents ('2.160.000'), else two decimals ('1.234,50'). */
export function formatAmount(value: number): string {
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? formatFixed(cents / 100, 0, 0) : formatFixed(cents / 100, 2, 2);
}

export const PRICE_ON_REQUEST = "Preis auf Anfrage";

/** The euro sign and the no-break space that ties it to its amount. */
const EURO = "€\u00a0";

/** '€ 350.000', '€ 1.234,50' with a no-break space: any amount of euros, 0 included. */
export function formatEuro(value: number): string {
  return `${EURO}${formatAmount(value)}`;
}

/** An amount in cents as euros: 123450 → '€ 1.234,50'. */
export function formatCents(cents: number): string {
  return formatEuro(cents / 100);
}

/** '€ 350.000', '€ 1.234,50'; 'Preis auf Anfrage' without a positive amount (spec section 9). */
export function formatPrice(value: number | null | undefined): string {
  return isPositiveNumber(value) ? formatEuro(value) : PRICE_ON_REQUEST;
}

/** Whether an amount is written with cents: 3823.84 → true, 4100 → false (the rule of `formatAmount`). */
function hasCents(value: number): boolean {
  return Math.round(value * 100) % 100 !== 0;
}

/**
 * A price written to be compared with another, the old one beside today's ('statt …', the price
 * history): with cents whenever either has them, and a rent with ' / Monat', so '€ 4.100,00 / Monat'
 * stands beside '€ 3.823,84 / Monat', never a bare '€ 4.100' (ADR 0372). Two whole amounts stay
 * whole: '€ 520.000' beside '€ 480.000'.
 */
export function formatPriceBeside(value: number, other: number, monthly: boolean): string {
  const amount = hasCents(value) || hasCents(other) ? `${EURO}${formatNumber(value, 2)}` : formatEuro(value);
  return monthly ? `${amount} / Monat` : amount;
}

/** '€ 1.250 / Monat'; 'Preis auf Anfrage' without a positive amount. */
export function formatRent(value: number | null | undefined): string {
  return isPositiveNumber(value) ? `${formatEuro(value)} / Monat` : PRICE_ON_REQUEST;
}

/** The no-break space between a figure and its unit, so '9,5 m²' never ends a line at '9,5'. */
export const UNIT_SPACE = "\u00a0";

/** '3,5 %' with a no-break space, so '20' and '%' never stand on two lines. */
export function formatPercent(value: number): string {
  return `${formatDecimal(value)}${UNIT_SPACE}%`;
}

/** A text with its per cent signs tied to their figures: 'zzgl. 20 % USt.' never breaks after '20'. */
export function keepPercentSigns(text: string): string {
  return text.replace(/(\d)[ \t]+%/g, `$1${UNIT_SPACE}%`);
}

/** '75,5 m²', '1.250 m²' with a no-break space. */
export function formatArea(value: number): string {
  return `${formatDecimal(value)}${UNIT_SPACE}m²`;
}

/**
 * Parse the date shapes the feed and the database hold: 'YYYY-MM-DD', full ISO timestamps and
 * the Austrian 'dd.mm.yyyy'. Returns null for anything else (never an Invalid Date).
 */
export function parseDate(value: string | null | undefined): Date | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  const austrian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  let year: number;
  let month: number;
  let day: number;
  if (austrian) [year, month, day] = [Number(austrian[3]), Number(austrian[2]), Number(austrian[1])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

const longDate = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });
/** An instant's calendar day in Vienna as 'YYYY-MM-DD' (en-CA writes ISO order). */
const viennaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });

/** A timestamp with a time of day ('2026-11-28T23:30:00Z'): its day is the one in Vienna. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The site's one date format, '28.11.2026' (spec section 9; the same on every public
 * page, in mails and in the exposé). A calendar date ('2026-11-28', '28.11.2026') as written; an
 * instant (a Date or an ISO timestamp with a time) as its day in Vienna. Built by hand, not by
 * Intl's de-AT pattern, so no ICU version can change it. Null when the value is not a date.
 */
export function formatDate(value: string | Date | null | undefined): string | null {
  let date: Date | null;
  if (value instanceof Date) date = Number.isNaN(value.getTime()) ? null : parseDate(viennaDay.format(value));
  else if (value && INSTANT.test(value.trim())) {
    const instant = new Date(value.trim());
    date = Number.isNaN(instant.getTime()) ? parseDate(value) : parseDate(viennaDay.format(instant));
  } else date = parseDate(value);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** 'dd. MMMM yyyy' in Austrian German ('01. Jänner 2030'), for blog dates. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? longDate.format(date) : null;
}

/**
 * A count with its noun in the right number: (1, 'Immobilie', 'Immobilien') → '1 Immobilie',
 * (1234, …) → '1.234 Immobilien'. Never '1 Immobilien'.
 */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatDecimal(count, 0)} ${count === 1 ? one : many}`;
}

/** '1 Immobilie', '12 Immobilien'. */
export function formatPropertyCount(count: number): string {
  return formatCount(count, "Immobilie", "Immobilien");
}
