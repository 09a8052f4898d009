// Reads a listing's price history; the rows are written by a D1 trigger (migration 0074)
// whenever price_value changes.
import type { Db } from "~/db/client.server";

export interface PriceChangeRow {
  price_before: number;
  price_after: number;
  changed_at: string;
}

/** The last changes first; a listing has a handful, the cap guards a feed that flips prices. */
const HISTORY_LIMIT = 20;

export async function listPriceHistory(db: Db, { immobilieId }: { immobilieId: number }): Promise<PriceChangeRow[]> {
  return db
    .selectFrom("price_history")
    .select(["price_before", "price_after", "changed_at"])
    .where("immobilie_id", "=", immobilieId)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
}
