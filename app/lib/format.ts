// German number and date formatting (public-site.md section 9): numbers in the Austrian locale
// with 2 decimals, prices '€ x', rents '€ x / Monat', dates dd.mm.yyyy, blog dates 'dd. MMMM yyyy'.
// Pure and browser-safe: used by loaders, components and other helpers' pages.

const LOCALE = "de-AT";

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

export function isPositiveNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** 1234.5 → '1 234,50' (de-AT groups with a no-break space). */
export function formatNumber(value: number, decimals = 2): string {
  return numberFormat(decimals, decimals).format(value);
}

/** Compact form for counts and areas: up to `maxDecimals`, no trailing zeros (75.5 → '75,5'). */
export function formatDecimal(value: number, maxDecimals = 2): string {
  return numberFormat(0, maxDecimals).format(value);
}

export const PRICE_ON_REQUEST = "Preis auf Anfrage";

/** '€ 350 000,00'; 'Preis auf Anfrage' without a positive amount (spec section 9). */
export function formatPrice(value: number | null | undefined): string {
  return isPositiveNumber(value) ? `€ ${formatNumber(value)}` : PRICE_ON_REQUEST;
}

/** '€ 1 250,00 / Monat'; 'Preis auf Anfrage' without a positive amount. */
export function formatRent(value: number | null | undefined): string {
  return isPositiveNumber(value) ? `€ ${formatNumber(value)} / Monat` : PRICE_ON_REQUEST;
}

/** '75,5 m²'. */
export function formatArea(value: number): string {
  return `${formatDecimal(value)} m²`;
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

const shortDate = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat(LOCALE, { day: "2-digit", month: "long", year: "numeric", timeZone: "UTC" });

/** dd.mm.yyyy (spec section 9); null when the value is not a date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? shortDate.format(date) : null;
}

/** 'dd. MMMM yyyy' in Austrian German ('01. Jänner 2030'), for blog dates. */
export function formatLongDate(value: string | null | undefined): string | null {
  const date = parseDate(value);
  return date ? longDate.format(date) : null;
}
