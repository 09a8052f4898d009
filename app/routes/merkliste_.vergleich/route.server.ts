// /merkliste/vergleich?id=…&id=…: 2-4 listings side by side, from a plain GET form.
// Fewer or more, malformed or no longer available ids: back to the list the choice came from with
// the ids still ticked and a German message there (no separate error page).

import { type LoaderFunctionArgs, redirect } from "react-router";
import { toPropertyDetailView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { safeLocalPath } from "~/lib/safe-redirect";
import { absoluteUrl } from "~/lib/site";
import { COMPARE_MAX, COMPARE_MIN, type CompareProblem, compareProblemPath, compareTable, likeWithLike } from "~/lib/watchlist-compare";
import { listComparedProperties } from "~/server/watchlist/queries.server";

const ID = /^[1-9]\d{0,9}$/;

/** The list the form was on: the own Merkliste, or a shared one (its `zurueck` field). */
function listPath(value: string | null): string {
  const path = safeLocalPath(value, "/merkliste");
  return path === "/merkliste" || path.startsWith("/merkliste?") || path.startsWith("/merkliste/geteilt?") ? path : "/merkliste";
}

/**
 * "Aus Vergleich entfernen": the comparison without `id` (keeping the way back to a shared list),
 * or the list itself when fewer than two would remain.
 */
function withoutPath(shown: number[], id: number, shared: string | null): string {
  const rest = shown.filter((other) => other !== id);
  if (rest.length < COMPARE_MIN) return shared ?? "/merkliste";
  return comparePath(rest, shared);
}

/** The comparison of these ids, keeping the way back to a shared list. */
function comparePath(ids: number[], shared: string | null): string {
  const query = new URLSearchParams(ids.map((other) => ["id", String(other)]));
  if (shared) query.set("zurueck", shared);
  return `/merkliste/vergleich?${query}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const canonical = absoluteUrl(context.env.SITE_URL, "/merkliste/vergleich");
  const raw = url.searchParams.getAll("id").slice(0, 20);
  const ids = [...new Set(raw.filter((value) => ID.test(value)).map(Number))];
  // The list the choice came from: the shared one it names, else the own Merkliste.
  const from = listPath(url.searchParams.get("zurueck"));
  const back = (problem: CompareProblem, chosen: number[]) => redirect(compareProblemPath(from, problem, chosen), 303);
  if (raw.length !== ids.length) throw back("ungueltig", []);
  if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) throw back("anzahl", ids);
  const rows = await listComparedProperties(context.db, { ids });
  if (rows.length < COMPARE_MIN) throw back("verfuegbar", []);
  const listings = rows.map((row) => ({ row, view: toPropertyDetailView(row) }));
  const table = compareTable(listings);
  // Public listing data only (no cookie is read).
  const shared = from.startsWith("/merkliste/geteilt?") ? from : null;
  const shown = table.columns.map((column) => column.id);
  const remove = shown.map((id) => withoutPath(shown, id, shared));
  // A mixed table links the comparisons of like with like among its listings.
  const { lead, others } = likeWithLike(listings.map(({ view }) => view));
  const alike = [...(lead ? [lead] : []), ...others].map((subset) => ({ label: subset.label, href: comparePath(subset.ids, shared) }));
  return { table, canonical, missing: ids.length - rows.length, shared, remove, alike };
}
