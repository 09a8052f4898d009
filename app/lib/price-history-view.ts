// The detail page's price history: each change with date, price before and after and the change
// in per cent, newest first. Browser-safe.
import { formatDate, formatDecimal, formatPriceBeside } from "./format";
import { isRecentPriceReduction } from "./price-reduction";
import type { OfferStatus } from "./property-derive";

export interface PriceChangeView {
  date: string;
  before: string;
  after: string;
  /** '−6,3 %' or '+2 %'. */
  change: string;
  direction: "down" | "up";
}

export interface PriceHistoryView {
  changes: PriceChangeView[];
  /** The 'Preis gesenkt' badge: the price went down in the last 30 days. */
  reducedRecently: boolean;
}

export function toPriceHistoryView(
  rows: readonly { price_before: number; price_after: number; changed_at: string }[],
  { status, priceReducedAt, now }: { status: OfferStatus; priceReducedAt: string | null; now: Date },
): PriceHistoryView {
  const monthly = status === "RENT";
  const changes = rows
    .filter((row) => row.price_before > 0 && row.price_after > 0 && row.price_before !== row.price_after)
    .map(
      (row): PriceChangeView => ({
        date: formatDate(row.changed_at) ?? "",
        // One cents rule for the pair: '€ 3.823,84 / Monat', 'vorher € 4.100,00 / Monat'.
        before: formatPriceBeside(row.price_before, row.price_after, monthly),
        after: formatPriceBeside(row.price_after, row.price_before, monthly),
        change: formatPriceChange(row.price_before, row.price_after),
        direction: row.price_after < row.price_before ? "down" : "up",
      }),
    );
  return { changes, reducedRecently: isRecentPriceReduction(priceReducedAt, now) };
}

/**
 * The change from one price to another in per cent, one decimal at most: '−6,3 %' (U+2212) or
 * '+2 %'. The price history's column and the result cards' cut write it alike.
 */
export function formatPriceChange(before: number, after: number): string {
  const percent = ((after - before) / before) * 100;
  return `${percent < 0 ? "−" : "+"}${formatDecimal(Math.abs(percent), 1)} %`;
}
