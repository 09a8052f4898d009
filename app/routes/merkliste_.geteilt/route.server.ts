// /merkliste/geteilt?ids=…&sig=…: a shared Merkliste, its ids counted only when the signature holds
// (else 404). The action adds the available ones to the visitor's own cookie; the own ones all stay,
// what does not fit under the limit is left out, which the toast on /merkliste says.

import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import type { Db } from "~/db/client.server";
import { formatPropertyCount } from "~/lib/format";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { absoluteUrl } from "~/lib/site";
import { readCompareChoice } from "~/lib/watchlist-compare";
import { requireSameOrigin } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { getWatchlistShareKey } from "~/server/accounts/site-keys.queries.server";
import { listWatchlistProperties } from "~/server/watchlist/queries.server";
import { verifySharedWatchlist } from "~/server/watchlist/share.server";
import { readWatchlist, serializeWatchlist, takeOverWatchlist, WATCHLIST_MAX } from "~/server/watchlist/watchlist.server";

/** The shared list's ids and its available (active) rows, or a 404 when the link was changed. */
async function sharedListings(db: Db, url: URL) {
  const ids = await verifySharedWatchlist(await getWatchlistShareKey(db), url.searchParams.get("ids"), url.searchParams.get("sig"));
  if (!ids) throw data({ reason: "share" }, { status: 404 });
  const rows = await listWatchlistProperties(db, { ids });
  return { ids, active: rows.filter((row) => row.active === 1) };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const { ids, active } = await sharedListings(context.db, url);
  const available = active.map(toPropertyCardView);
  // A comparison of one sends the visitor back here, to this very link.
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
  const { active } = await sharedListings(context.db, requestUrl(request));
  // The shared list's order on top; a full Merkliste keeps the own listings and takes fewer.
  const { ids, skipped } = takeOverWatchlist(
    readWatchlist(request.headers.get("Cookie")),
    active.map((row) => row.id),
  );
  const headers = { "Set-Cookie": serializeWatchlist(ids, { secure: context.env.ENVIRONMENT === "production" }) };
  if (skipped === 0) throw new Response(null, { status: 303, headers: { ...headers, Location: "/merkliste" } });
  throw await redirectWithToast(
    context.env,
    request,
    "/merkliste",
    {
      type: "info",
      title: `${formatPropertyCount(skipped)} ${skipped === 1 ? "wurde" : "wurden"} nicht übernommen`,
      description: `Ihre Merkliste ist voll (höchstens ${WATCHLIST_MAX}).`,
    },
    { headers },
  );
}
