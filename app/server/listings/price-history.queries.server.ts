// A listing's price history (ADR 0150). The rows are written by the trigger of
// migration 0074 whenever a write changes price_value; this module only reads them.
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
