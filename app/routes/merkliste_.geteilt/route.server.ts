// /merkliste/geteilt?ids=…&sig=… (ADR 0155): a shared Merkliste. The ids come from the URL and count
// only when the signature holds; anything else is a 404. Withdrawn listings are left out.

import { data, type LoaderFunctionArgs } from "react-router";
import { absoluteUrl } from "~/config/site";
import { toPropertyCardView } from "~/lib/property-view";
import { readCompareChoice } from "~/lib/watchlist-compare";
import { listWatchlistProperties } from "~/models/watchlist.server";
import { requestUrl } from "~/utils/request-url";
import { getWatchlistShareKey, verifySharedWatchlist } from "~/utils/watchlist-share.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const ids = await verifySharedWatchlist(await getWatchlistShareKey(context.db), url.searchParams.get("ids"), url.searchParams.get("sig"));
  if (!ids) throw data({ reason: "share" }, { status: 404 });
  const rows = await listWatchlistProperties(context.db, { ids });
  const available = rows.filter((row) => row.active === 1).map(toPropertyCardView);
  // A comparison of one sends the visitor back here, to this very link (ADR 0285).
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
