// The Merkliste's rows in the visitor's order, withdrawn ones too, so the page can say "nicht
// mehr verfügbar" instead of dropping them.
import type { Db } from "~/db/client.server";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";
import { DETAIL_COLUMNS, type PropertyDetailRow } from "~/server/listings/queries.server";

export async function listWatchlistProperties(db: Db, { ids }: { ids: number[] }): Promise<(CardRow & { active: number })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("immobilien")
    .select([...CARD_COLUMNS, "active"])
    .where("id", "in", ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The comparison's rows (and the Kontakt prefill's): active listings only, with every detail column, in the asked order. */
export async function listComparedProperties(db: Db, { ids }: { ids: number[] }): Promise<PropertyDetailRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("immobilien")
    .select([...DETAIL_COLUMNS])
    .where("id", "in", ids)
    .where("active", "=", 1)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
