// The monthly block of the detail page's cost table (ADR 0371, 0373): the feed's net lines, then
// what the stated gross figure holds beyond them, then that gross figure, so the rows add up
// (review 60: BK 455,29 + Rücklage 144,29 = 599,58 under "brutto 659,54", the 59,96 unexplained).
// We never compute a VAT rate: in Austria the Rücklage is usually prescribed without USt., sometimes
// with it, so only the feed's own gross figure says how much tax there is. Pure, for the view and
// its tests.
import { formatRent, isPositiveNumber } from "./format";

export interface MonthlyCostsRow {
  betriebskostennetto: number | null;
  heizkostennetto: number | null;
  sonstigekostennetto: number | null;
  reparaturruecklage_netto: number | null;
  monatlichekostenbrutto: number | null;
}

/** The one label of the feed's gross monthly costs, in the key facts and in the cost table. */
export const MONTHLY_GROSS_LABEL = "Monatskosten brutto";

/** The net lines in the order of a Hausverwaltung's Vorschreibung. */
const NET_LINES = [
  ["Betriebskosten netto", "betriebskostennetto"],
  ["Heizkosten netto", "heizkostennetto"],
  ["Sonstige Kosten netto", "sonstigekostennetto"],
  ["Reparaturrücklage netto", "reparaturruecklage_netto"],
] as const satisfies ReadonlyArray<readonly [string, keyof MonthlyCostsRow]>;

/** The stated net lines' sum in cents, or null when the feed states none. */
function netCents(row: MonthlyCostsRow): number | null {
  const stated = NET_LINES.map(([, key]) => row[key]).filter(isPositiveNumber);
  return stated.length === 0 ? null : stated.reduce((sum, value) => sum + Math.round(value * 100), 0);
}

/**
 * The gross figure's part beyond the stated net lines, or null: only when the feed states the
 * gross and at least one net line and the gross is higher, to the cent. Up to a fifth of the net
 * sum (20 %, the highest USt. rate on housing costs) it is the Umsatzsteuer; more than that cannot
 * be tax alone (a net line is missing), so it is named for what it is, the difference.
 */
export function grossRemainder(row: MonthlyCostsRow): { label: string; amount: number } | null {
  const net = netCents(row);
  if (!isPositiveNumber(row.monatlichekostenbrutto) || net === null) return null;
  const remainder = Math.round(row.monatlichekostenbrutto * 100) - net;
  if (remainder <= 0) return null;
  return { label: remainder * 5 <= net ? "Umsatzsteuer" : "Differenz zu brutto", amount: remainder / 100 };
}

/**
 * The cost table's monthly rows: each stated net line, the gross figure's remainder and the gross
 * figure last, marked as the total when the rows above add up to it; without a gross figure only
 * the net lines (none is made up).
 */
export function monthlyCostRows(row: MonthlyCostsRow): { label: string; value: string; total?: true }[] {
  const rows: { label: string; value: string; total?: true }[] = [];
  for (const [label, key] of NET_LINES) {
    const value = row[key];
    if (isPositiveNumber(value)) rows.push({ label, value: formatRent(value) });
  }
  const gross = row.monatlichekostenbrutto;
  if (!isPositiveNumber(gross)) return rows;
  const remainder = grossRemainder(row);
  if (remainder) rows.push({ label: remainder.label, value: formatRent(remainder.amount) });
  const net = netCents(row);
  // A total only under parts that sum to it: a lone gross figure, or one below its net lines (the
  // feed contradicts itself), is a plain row.
  const sums = net !== null && net + Math.round((remainder?.amount ?? 0) * 100) === Math.round(gross * 100);
  rows.push(
    sums ? { label: MONTHLY_GROSS_LABEL, value: formatRent(gross), total: true } : { label: MONTHLY_GROSS_LABEL, value: formatRent(gross) },
  );
  return rows;
}
