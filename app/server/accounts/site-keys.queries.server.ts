// Keys the site keeps in D1 rather than as Worker secrets, because they must never change and
// need no operator (migrations/0064: made once at random). Never selected for a response.
import type { Db } from "~/db/client.server";

/** The key of the listing-position offsets. */
export async function getListingPositionKey(db: Db): Promise<string> {
  const row = await db.selectFrom("site_keys").select("value").where("name", "=", "listing-position").executeTakeFirst();
  if (!row) throw new Error("site_keys has no listing-position key: apply migration 0064");
  return row.value;
}

/** The key that signs a shared Merkliste's ids. */
export async function getWatchlistShareKey(db: Db): Promise<string> {
  const row = await db.selectFrom("site_keys").select("value").where("name", "=", "watchlist-share").executeTakeFirst();
  if (!row) throw new Error("site_keys has no watchlist-share key: apply migration 0077");
  return row.value;
}
