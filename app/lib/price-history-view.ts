// The detail page's price history: each change with date, price before and after and the change
// in per cent, newest first. Browser-safe.
import { formatDate, formatDecimal, formatPrice, formatRent } from "./format";
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
  const money = status === "RENT" ? formatRent : formatPrice;
  const changes = rows
    .filter((row) => row.price_before > 0 && row.price_after > 0 && row.price_before !== row.price_after)
    .map((row): PriceChangeView => {
      const percent = ((row.price_after - row.price_before) / row.price_before) * 100;
      const rounded = formatDecimal(Math.abs(percent), 1);
      return {
        date: formatDate(row.changed_at) ?? "",
        before: money(row.price_before),
        after: money(row.price_after),
        change: `${percent < 0 ? "−" : "+"}${rounded} %`,
        direction: percent < 0 ? "down" : "up",
      };
    });
  return { changes, reducedRecently: isRecentPriceReduction(priceReducedAt, now) };
}
