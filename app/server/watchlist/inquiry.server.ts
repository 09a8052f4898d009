// /kontakt?merkliste=…: the contact form starts with the Merkliste's listings named
// (lib/watchlist-inquiry) by title and the Obj.-Nr. their detail pages show. Only active listings
// are named; unknown or withdrawn ids drop out.
import type { Db } from "~/db/client.server";
import { toPropertyCardView } from "~/lib/property-view";
import { parseWatchlistInquiryIds, WATCHLIST_INQUIRY_PARAM, watchlistInquiryPrefill } from "~/lib/watchlist-inquiry";
import { listComparedProperties } from "./queries.server";

export async function watchlistInquiry(db: Db, params: URLSearchParams) {
  const ids = parseWatchlistInquiryIds(params.get(WATCHLIST_INQUIRY_PARAM));
  if (ids.length === 0) return null;
  const rows = await listComparedProperties(db, { ids });
  // The number the detail page shows ("Obj.-Nr. DE-2026-0396"), else our own.
  const listings = rows.map((row) => {
    const card = toPropertyCardView(row);
    return { title: card.title, status: card.status, objektnr: row.objektnr_extern?.trim() || card.objektnr };
  });
  return watchlistInquiryPrefill(listings);
}
