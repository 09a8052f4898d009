// German formatting for the content pages (public-site.md section 9): numbers with German
// separators, prices '€ x' and rents '€ x / Monat', blog dates 'dd. MMMM yyyy'.
// Month names are spelled out here rather than taken from Intl so the output does not depend on
// the runtime's ICU data (de-AT would say 'Jänner', the spec's format gives 'Januar').

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

/** '2026-03-05' (or an ISO timestamp) → '05. März 2026'; anything unreadable is returned as given. */
export function formatBlogDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${day}. ${name} ${year}` : value;
}

const number2 = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const number0 = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

export function formatPrice(value: number | null, status: "RENT" | "SALE"): string {
  if (value === null || !(value > 0)) return "Preis auf Anfrage";
  return status === "RENT" ? `€ ${number2.format(value)} / Monat` : `€ ${number2.format(value)}`;
}

export function formatNumber(value: number): string {
  return number0.format(value);
}
