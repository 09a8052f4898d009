// /merkliste/geteilt?ids=…&sig=… (ADR 0155): a shared Merkliste. The ids come from the URL and count
// only when the signature holds; anything else is a 404. Withdrawn listings are left out.

import { data, type LoaderFunctionArgs } from "react-router";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { absoluteUrl } from "~/lib/site";
import { readCompareChoice } from "~/lib/watchlist-compare";
import { getWatchlistShareKey } from "~/server/accounts/site-keys.queries.server";
import { listWatchlistProperties } from "~/server/watchlist/queries.server";
import { verifySharedWatchlist } from "~/server/watchlist/share.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const ids = await verifySharedWatchlist(await getWatchlistShareKey(context.db), url.searchParams.get("ids"), url.searchParams.get("sig"));
  if (!ids) throw data({ reason: "share" }, { status: 404 });
  const rows = await listWatchlistProperties(context.db, { ids });
  const available = rows.filter((row) => row.active === 1).map(toPropertyCardView);
  // A comparison of one sends the visitor back here, to this very link (ADR 0156).
  const { chosen, notice } = readCompareChoice(url.searchParams);
  const self = `/merkliste/geteilt?${new URLSearchParams({ ids: url.searchParams.get("ids") ?? "", sig: url.searchParams.get("sig") ?? "" })}`;
  return {
    available,
    chosen,
    notice,
    self,
    missing: ids.length - available.length,
    canonical: absoluteUrl(context.env.SITE_URL, "/merkliste"),
  };
}
