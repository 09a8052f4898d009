// /merkliste: the saved listings from the `merkliste` cookie, and the
// hearts' target. The heart is a plain POST form (no JavaScript needed): add or remove one id, set
// the cookie, 303 back to the page it came from.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { safeLocalPath } from "~/lib/safe-redirect";
import { absoluteUrl } from "~/lib/site";
import { readCompareChoice } from "~/lib/watchlist-compare";
import { requireSameOrigin } from "~/server/accounts/auth.server";
import { getWatchlistShareKey } from "~/server/accounts/site-keys.queries.server";
import { listFeaturedProperties, loadAppearance } from "~/server/appearance/queries.server";
import { BODY_TOO_LARGE_MESSAGE, readBodyWithLimit } from "~/server/http/body-limit.server";
import { listWatchlistProperties } from "~/server/watchlist/queries.server";
import { shareWatchlistPath } from "~/server/watchlist/share.server";
import { readWatchlist, serializeWatchlist, updateWatchlist } from "~/server/watchlist/watchlist.server";

const SUGGESTIONS = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ids = readWatchlist(request.headers.get("Cookie"));
  const rows = await listWatchlistProperties(context.db, { ids });
  const found = new Set(rows.map((row) => row.id));
  const available = rows.filter((row) => row.active === 1).map(toPropertyCardView);
  // Withdrawn rows keep their title and their place line, so a buyer knows which one went;
  // ids no longer in the database are shown without either.
  const unavailable = [
    ...rows
      .filter((row) => row.active !== 1)
      .map((row) => ({ id: row.id, title: row.objekttitel?.trim() || "Immobilie", place: toPropertyCardView(row).location || null })),
    ...ids.filter((id) => !found.has(id)).map((id) => ({ id, title: "Immobilie", place: null })),
  ];
  // "Merkliste teilen": the available listings' ids, signed; no personal data.
  const shareUrl =
    available.length > 0
      ? absoluteUrl(
          context.env.SITE_URL,
          await shareWatchlistPath(
            await getWatchlistShareKey(context.db),
            available.map((property) => property.id),
          ),
        )
      : null;
  // An empty list suggests where to start: the home page's "Aktuelle Immobilien".
  const suggestions =
    rows.length === 0 && ids.length === 0
      ? await loadAppearance(context.db)
          .then((appearance) => listFeaturedProperties(context.db, { pinned: appearance.pinned, limit: SUGGESTIONS }))
          .then((found) => found.map(toPropertyCardView))
          .catch(() => [])
      : [];
  // A choice the comparison sent back: its ids stay ticked, its message shows here.
  const { chosen, notice } = readCompareChoice(requestUrl(request).searchParams);
  return { available, unavailable, suggestions, shareUrl, chosen, notice, canonical: absoluteUrl(context.env.SITE_URL, "/merkliste") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Another site must not fill a visitor's list: same Origin / fetch metadata check, 403 otherwise.
  requireSameOrigin(request, context.env);
  const bytes = await readBodyWithLimit(request);
  if (!bytes) return data({ error: BODY_TOO_LARGE_MESSAGE }, { status: 413 });
  const form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } })
    .formData()
    .catch(() => null);
  const id = String(form?.get("id") ?? "");
  const intent = form?.get("intent");
  if (!form || !/^[1-9]\d{0,9}$/.test(id) || (intent !== "add" && intent !== "remove"))
    return data({ error: "Ungültige Anfrage: Diese Immobilie kann nicht gemerkt werden." }, { status: 400 });
  const ids = updateWatchlist(readWatchlist(request.headers.get("Cookie")), Number(id), intent);
  // Thrown, so that the action's return type is only the form feedback above.
  throw new Response(null, {
    status: 303,
    headers: {
      Location: safeLocalPath(form.get("redirectTo"), "/merkliste"),
      "Set-Cookie": serializeWatchlist(ids, { secure: context.env.ENVIRONMENT === "production" }),
    },
  });
}
