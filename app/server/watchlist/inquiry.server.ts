// /kontakt?merkliste=…: the contact form starts with the Merkliste's listings named
// (lib/watchlist-inquiry). Only active listings are named; unknown or withdrawn ids drop out.
import type { Db } from "~/db/client.server";
import { toPropertyCardView } from "~/lib/property-view";
import { parseWatchlistInquiryIds, WATCHLIST_INQUIRY_PARAM, watchlistInquiryPrefill } from "~/lib/watchlist-inquiry";
import { listWatchlistProperties } from "./queries.server";

export async function watchlistInquiry(db: Db, params: URLSearchParams) {
  const ids = parseWatchlistInquiryIds(params.get(WATCHLIST_INQUIRY_PARAM));
  if (ids.length === 0) return null;
  const rows = await listWatchlistProperties(db, { ids });
  const listings = rows.filter((row) => row.active === 1).map(toPropertyCardView);
  return watchlistInquiryPrefill(listings);
}
