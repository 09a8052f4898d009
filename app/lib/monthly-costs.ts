// The monthly block of the detail page's cost table (ADR 0371, 0373, 0380): the feed's net lines,
// then what the stated gross figure holds beyond them, then that gross figure, so the rows add up.
// The USt. row names its rate only when the feed's own figures show it (10 % on rent and
// Betriebskosten, 20 % on heating, …); no rate is assumed and none applied to make up a figure.
// The Reparaturrücklage carries no USt. (ADR 0388): it is never taxed and never labelled 'netto'.
// Pure, for the view and its tests.
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

/**
 * The cost lines in the order of a Hausverwaltung's Vorschreibung. The Rücklage (§ 31 WEG) is a
 * contribution to the owners' fund, not a supply: no USt. (UStG § 6 Abs 1 Z 17), so no 'netto'.
 */
const NET_LINES = [
  ["Betriebskosten netto", "betriebskostennetto"],
  ["Heizkosten netto", "heizkostennetto"],
  ["Sonstige Kosten netto", "sonstigekostennetto"],
  ["Reparaturrücklage", "reparaturruecklage_netto"],
] as const satisfies ReadonlyArray<readonly [string, keyof MonthlyCostsRow]>;

/** The line that never carries USt. */
const VAT_FREE_LABEL = "Reparaturrücklage";

/** A figure in whole cents, so sums compare exactly. */
const cents = (value: number) => Math.round(value * 100);

/** A cost table row; `total` marks the gross figure under the parts that sum to it. */
export interface CostRow {
  label: string;
  value: string;
  /** Small print under the label. */
  note?: string;
  total?: true;
}

interface Amount {
  label: string;
  amount: number;
  /** Small print under the label ('Steuersatz auf Anfrage'). */
  note?: string;
}

const taxable = (line: Amount) => line.label !== VAT_FREE_LABEL;

/** The feed's stated net cost lines (Betriebskosten, Heizkosten, sonstige, Rücklage), in that order. */
function netLines(row: MonthlyCostsRow): Amount[] {
  return NET_LINES.flatMap(([label, key]) => {
    const amount = row[key];
    return isPositiveNumber(amount) ? [{ label, amount }] : [];
  });
}

/** USt. rates on housing costs in Austria: none, 10 % (rent, Betriebskosten), 20 % (heating, business premises). */
const RATES = [0, 10, 20] as const;

/**
 * The Umsatzsteuer a remainder holds per rate, or null when the lines cannot say it: every way of
 * taxing each net line at 0, 10 or 20 % is tried, and the split is used only when all the ways
 * that reproduce the remainder (each taxed line may be half a cent off, as the feed rounds it)
 * give the same amounts per rate. Nothing is assumed: one line at 10 % and another at 20 % only
 * when the figures say so (1.190,62 + 66,06 + 16,42 at 10 %, 37,43 at 20 %: 134,80).
 */
function vatByRate(all: readonly Amount[], remainderCents: number): { at10: number; at20: number } | null {
  const lines = all.filter(taxable);
  const splits = new Map<string, { at10: number; at20: number }>();
  for (let code = 0; code < RATES.length ** lines.length; code++) {
    let base10 = 0;
    let base20 = 0;
    let taxed = 0;
    lines.forEach((line, index) => {
      const rate = RATES[Math.floor(code / RATES.length ** index) % RATES.length];
      if (rate === 10) base10 += cents(line.amount);
      if (rate === 20) base20 += cents(line.amount);
      if (rate !== 0) taxed++;
    });
    if (taxed === 0 || Math.abs(base10 / 10 + base20 / 5 - remainderCents) > taxed / 2 + 1e-9) continue;
    // The two parts add up to the remainder: the 20 % part as computed, the 10 % part the rest.
    const at20 = base10 === 0 ? remainderCents : Math.round(base20 / 5);
    const at10 = remainderCents - at20;
    splits.set(`${at10}/${at20}`, { at10, at20 });
  }
  return splits.size === 1 ? ([...splits.values()][0] ?? null) : null;
}

/** 'USt. (10 %)': the rate joined to its per cent sign by a no-break space. */
const vatLabel = (rate: 10 | 20) => `USt. (${rate}\u00a0%)`;

/**
 * What a gross figure holds beyond its net lines, as rows, or []: only with at least one net line
 * and a higher gross, to the cent. The Umsatzsteuer per rate where the figures say it
 * (`vatByRate`); up to a fifth of the net sum without a rate that fits, 'USt.' with a note; more
 * than a fifth cannot be tax alone (a net line is missing), so it is named for what it is.
 */
function remainderOf(lines: readonly Amount[], gross: number): Amount[] {
  if (lines.length === 0) return [];
  const net = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const remainder = cents(gross) - net;
  if (remainder <= 0) return [];
  const split = vatByRate(lines, remainder);
  if (split) {
    return [
      ...(split.at10 > 0 ? [{ label: vatLabel(10), amount: split.at10 / 100 }] : []),
      ...(split.at20 > 0 ? [{ label: vatLabel(20), amount: split.at20 / 100 }] : []),
    ];
  }
  // 20 % of the taxable sum as the feed rounds it: each line's tax may be half a cent off.
  const taxed = lines.filter(taxable);
  const taxAtMost = Math.round(taxed.reduce((sum, line) => sum + cents(line.amount), 0) / 5) + taxed.length;
  return remainder <= taxAtMost
    ? [{ label: "USt.", amount: remainder / 100, note: "Steuersatz auf Anfrage" }]
    : [{ label: "Nicht aufgeschlüsselt", amount: remainder / 100, note: "Bruttobetrag abzüglich der Posten oben; Details auf Anfrage" }];
}

/**
 * Net lines, the gross figure's remainder over them and the gross figure last, marked as the total
 * when the rows above add up to it; without a gross figure only the net lines (none is made up).
 */
function addingUp(lines: readonly Amount[], gross: Amount | null): CostRow[] {
  const rows: CostRow[] = lines.map((line) => ({ label: line.label, value: formatRent(line.amount) }));
  if (!gross) return rows;
  const remainder = remainderOf(lines, gross.amount);
  for (const part of remainder) rows.push({ label: part.label, value: formatRent(part.amount), ...(part.note ? { note: part.note } : {}) });
  const net = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  // A total only under parts that sum to it: a lone gross figure, or one below its net lines (the
  // feed contradicts itself), is a plain row.
  const sums = lines.length > 0 && net + remainder.reduce((sum, part) => sum + cents(part.amount), 0) === cents(gross.amount);
  rows.push(
    sums ? { label: gross.label, value: formatRent(gross.amount), total: true } : { label: gross.label, value: formatRent(gross.amount) },
  );
  return rows;
}

/**
 * The gross monthly costs' part beyond the stated net lines as one figure (the cost table's USt.
 * rows together: 'USt.' when they are two rates), or null.
 */
export function grossRemainder(row: MonthlyCostsRow): Amount | null {
  if (!isPositiveNumber(row.monatlichekostenbrutto)) return null;
  const parts = remainderOf(netLines(row), row.monatlichekostenbrutto);
  const [first] = parts;
  if (!first) return null;
  if (parts.length === 1) return { label: first.label, amount: first.amount };
  return { label: "USt.", amount: parts.reduce((sum, part) => sum + cents(part.amount), 0) / 100 };
}

/** A sale's monthly rows: each stated net line, the USt. the gross holds beyond them, the gross as their total. */
export function monthlyCostRows(row: MonthlyCostsRow): CostRow[] {
  const gross = row.monatlichekostenbrutto;
  return addingUp(netLines(row), isPositiveNumber(gross) ? { label: MONTHLY_GROSS_LABEL, amount: gross } : null);
}

export interface RentCostsRow extends MonthlyCostsRow {
  gesamtmietenetto: number | null;
  gesamtmietebrutto: number | null;
  summemietenetto_brutto: number | null;
  gesamtbelastungbrutto: number | null;
}

/** The one label of a rent's gross monthly total in the cost table (the badge's 'Gesamtmiete'). */
export const RENT_GROSS_LABEL = "Gesamtmiete brutto";

/** Whether the feed's net rent already holds the cost lines: with them it passes the gross, alone it does not. */
function rentIncludesCosts(
  row: Pick<RentCostsRow, "gesamtmietenetto" | "gesamtmietebrutto" | "betriebskostennetto" | "heizkostennetto" | "sonstigekostennetto">,
): boolean {
  const costs = netLines({ reparaturruecklage_netto: null, monatlichekostenbrutto: null, ...row });
  const rent = row.gesamtmietenetto;
  const gross = row.gesamtmietebrutto;
  if (!isPositiveNumber(rent) || !isPositiveNumber(gross) || costs.length === 0) return false;
  const costCents = costs.reduce((sum, line) => sum + cents(line.amount), 0);
  return cents(rent) + costCents > cents(gross) && cents(rent) <= cents(gross);
}

/**
 * A rent's Gesamtmiete without USt., the base of its commission (§ 24 ImmMV: rent, Betriebskosten
 * and what else the landlord charges, never the USt.): the feed's net rent, plus the Betriebs-,
 * Heiz- and sonstigen Kosten where the cost table shows it as the 'Miete netto'. The Rücklage is
 * the owner's and never in it. Null without a net rent.
 */
export function rentNetTotal(
  row: Pick<RentCostsRow, "gesamtmietenetto" | "gesamtmietebrutto" | "betriebskostennetto" | "heizkostennetto" | "sonstigekostennetto">,
): number | null {
  if (!isPositiveNumber(row.gesamtmietenetto)) return null;
  if (rentIncludesCosts(row) || !isPositiveNumber(row.gesamtmietebrutto)) return row.gesamtmietenetto;
  const parts = [row.gesamtmietenetto, row.betriebskostennetto, row.heizkostennetto, row.sonstigekostennetto];
  return parts.reduce<number>((sum, part) => sum + (isPositiveNumber(part) ? cents(part) : 0), 0) / 100;
}

/**
 * A rent's monthly rows (review 61), read like a sale's: the rent's own net figure, the
 * net cost lines, the USt. the gross holds beyond them, then 'Gesamtmiete brutto' as their total.
 * The feed's gesamtmietenetto is often the rent without the Betriebskosten (2.776,32 + BK 476,31,
 * × 1,1 = 3.577,89 gross): when it and the cost lines fit under the gross it is the 'Miete netto';
 * when it alone explains the gross it is the 'Gesamtmiete netto' and the cost lines are its parts
 * ('davon …', after the total). 'Gesamtbelastung brutto' equal to the total and a 'Summe Miete
 * netto/brutto' that is only the rent plus 10 or 20 % are the same figures again and left out.
 */
export function rentCostRows(row: RentCostsRow): CostRow[] {
  const costs = netLines(row);
  const rent = isPositiveNumber(row.gesamtmietenetto) ? row.gesamtmietenetto : null;
  const gross = isPositiveNumber(row.gesamtmietebrutto) ? { label: RENT_GROSS_LABEL, amount: row.gesamtmietebrutto } : null;
  const includesCosts = rentIncludesCosts(row);
  const rentLabel = gross !== null && costs.length > 0 && !includesCosts ? "Miete netto" : "Gesamtmiete netto";
  const parts = rent === null ? [] : [{ label: rentLabel, amount: rent }];
  // Without the rent's own net figure the gross is no sum of the lines shown: no remainder, no total.
  const rows = rent === null ? addingUp(costs, null) : addingUp(includesCosts ? parts : [...parts, ...costs], gross);
  if (rent === null && gross) rows.push({ label: RENT_GROSS_LABEL, value: formatRent(gross.amount) });
  if (includesCosts) rows.push(...costs.map((line) => ({ label: `davon ${line.label}`, value: formatRent(line.amount) })));
  const sum = row.summemietenetto_brutto;
  // The rent plus 10 % (housing) or 20 % (business premises): its tax is in the USt. row already.
  const rentPlusTax = rent !== null && isPositiveNumber(sum) && [1.1, 1.2].some((rate) => Math.abs(cents(sum) - cents(rent * rate)) <= 1);
  return withStatedFigures(rows, [
    ["Summe Miete laut Angebot", rentPlusTax ? null : sum],
    ["Gesamtbelastung brutto", row.gesamtbelastungbrutto],
    [MONTHLY_GROSS_LABEL, row.monatlichekostenbrutto],
  ]);
}

/**
 * A sale's monthly rows, then what else the feed states each month, each figure once:
 * a 'Gesamtbelastung brutto', and a let property's rent (spec section 9: every price row above 0).
 */
export function saleCostRows(row: RentCostsRow): CostRow[] {
  return withStatedFigures(monthlyCostRows(row), [
    ["Gesamtbelastung brutto", row.gesamtbelastungbrutto],
    ["Gesamtmiete netto", row.gesamtmietenetto],
    ["Gesamtmiete brutto", row.gesamtmietebrutto],
    ["Summe Miete netto/brutto", row.summemietenetto_brutto],
  ]);
}

/** The rows, then each stated figure above 0 whose amount no row shows yet, as a plain row. */
function withStatedFigures(rows: CostRow[], figures: readonly (readonly [string, number | null])[]): CostRow[] {
  const shown = new Set(rows.map((row) => row.value));
  for (const [label, amount] of figures) {
    if (!isPositiveNumber(amount) || shown.has(formatRent(amount))) continue;
    shown.add(formatRent(amount));
    rows.push({ label, value: formatRent(amount) });
  }
  return rows;
}
