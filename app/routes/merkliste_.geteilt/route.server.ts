// /merkliste/geteilt?ids=…&sig=… (ADR 0155): a shared Merkliste. The ids come from the URL and count
// only when the signature holds; anything else is a 404. Withdrawn listings are left out.
// The header's count stays the visitor's own Merkliste (root loader); the page says whose list it
// shows and how many it holds, and "Alle in meine Merkliste übernehmen" (the action) adds the
// available ones to the visitor's own cookie in one go.

import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { Db } from "~/db/client.server";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { absoluteUrl } from "~/lib/site";
import { readCompareChoice } from "~/lib/watchlist-compare";
import { requireSameOrigin } from "~/server/accounts/auth.server";
import { getWatchlistShareKey } from "~/server/accounts/site-keys.queries.server";
import { listWatchlistProperties } from "~/server/watchlist/queries.server";
import { verifySharedWatchlist } from "~/server/watchlist/share.server";
import { readWatchlist, serializeWatchlist, updateWatchlist } from "~/server/watchlist/watchlist.server";

/** The shared list's available listings, or a 404 when the link was changed. */
async function sharedListings(db: Db, url: URL) {
  const ids = await verifySharedWatchlist(await getWatchlistShareKey(db), url.searchParams.get("ids"), url.searchParams.get("sig"));
  if (!ids) throw data({ reason: "share" }, { status: 404 });
  const rows = await listWatchlistProperties(db, { ids });
  return { ids, available: rows.filter((row) => row.active === 1).map(toPropertyCardView) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const { ids, available } = await sharedListings(context.db, url);
  // A comparison of one sends the visitor back here, to this very link (ADR 0156).
  const { chosen, notice } = readCompareChoice(url.searchParams);
  const self = `/merkliste/geteilt?${new URLSearchParams({ ids: url.searchParams.get("ids") ?? "", sig: url.searchParams.get("sig") ?? "" })}`;
  const own = new Set(readWatchlist(request.headers.get("Cookie")));
  return {
    available,
    chosen,
    notice,
    self,
    /** How many of the shared listings are not yet on the visitor's own Merkliste. */
    notSaved: available.filter((property) => !own.has(property.id)).length,
    missing: ids.length - available.length,
    canonical: absoluteUrl(context.env.SITE_URL, "/merkliste"),
  };
}

/** "Alle in meine Merkliste übernehmen": the shared list's available ids join the visitor's own. */
export async function action({ request, context }: ActionFunctionArgs) {
  // Another site must not fill a visitor's list (as the hearts' action on /merkliste).
  requireSameOrigin(request, context.env);
  const { available } = await sharedListings(context.db, requestUrl(request));
  // Added last to first, so the shared list's order stays on top of the own list.
  const ids = [...available]
    .reverse()
    .reduce((saved, property) => updateWatchlist(saved, property.id, "add"), readWatchlist(request.headers.get("Cookie")));
  throw new Response(null, {
    status: 303,
    headers: {
      Location: "/merkliste",
      "Set-Cookie": serializeWatchlist(ids, { secure: context.env.ENVIRONMENT === "production" }),
    },
  });
}
