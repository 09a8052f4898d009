// Loader data of the detail page's listing extras (issue 27 items 1 and 2): the price history
// (ADR 0150). One loader field, so the route mounts these parts with a few lines.
import type { Db } from "~/db/client.server";
import { toPriceHistoryView } from "~/lib/price-history-view";
import { listPriceHistory } from "~/models/price-history.server";
import type { PropertyDetailRow } from "~/models/properties.server";

export async function loadListingExtras(db: Db, { row, status, now }: { row: PropertyDetailRow; status: "RENT" | "SALE"; now: Date }) {
  const history = await listPriceHistory(db, { immobilieId: row.id });
  return {
    priceHistory: toPriceHistoryView(history, { status, priceReducedAt: row.price_reduced_at, now }),
  };
}
