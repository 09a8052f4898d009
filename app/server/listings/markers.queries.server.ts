// The results map's markers: every active listing matching the search, all pages at once, at its
// approximate location only (the feed's lat/lon_ungenaeher).
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { SearchFilters } from "~/lib/property-filters";
import { CARD_COLUMNS, type CardRow } from "~/lib/property-view";
import { applyFilters } from "./queries.server";

/** More than the office ever lists at once; keeps the response bounded. */
export const MARKER_LIMIT = 2000;

export async function listPropertyMarkers(
  db: Db,
  { filters }: { filters: SearchFilters },
): Promise<(CardRow & { lat: number; lon: number })[]> {
  const rows = await applyFilters(
    db.selectFrom("immobilien").select([...CARD_COLUMNS, "lat_ungenaeher as lat", "lon_ungenaeher as lon"]),
    filters,
  )
    // The same validity rule as the detail map (lib/property-view.ts): finite, in range, not 0/0.
    .where("lat_ungenaeher", "is not", null)
    .where("lon_ungenaeher", "is not", null)
    .where(sql<boolean>`abs(lat_ungenaeher) <= 90 AND abs(lon_ungenaeher) <= 180 AND NOT (lat_ungenaeher = 0 AND lon_ungenaeher = 0)`)
    .orderBy("objektnr_intern", "desc")
    .limit(MARKER_LIMIT)
    .execute();
  return rows as (CardRow & { lat: number; lon: number })[];
}
