// /merkliste/vergleich?id=…&id=… (ADR 0156): 2-4 listings side by side, from a plain GET form.
// Fewer or more, malformed or no longer available ids: the page says so in German with a 400.

import { data, type LoaderFunctionArgs } from "react-router";
import { absoluteUrl } from "~/config/site";
import { toPropertyDetailView } from "~/lib/property-view";
import { COMPARE_MAX, COMPARE_MIN, compareTable } from "~/lib/watchlist-compare";
import { listComparedProperties } from "~/models/watchlist.server";
import { requestUrl } from "~/utils/request-url";

const ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const canonical = absoluteUrl(context.env.SITE_URL, "/merkliste/vergleich");
  const raw = url.searchParams.getAll("id").slice(0, 20);
  const ids = [...new Set(raw.filter((value) => ID.test(value)).map(Number))];
  const failure = (error: string) => data({ error, table: null, canonical }, { status: 400 });
  if (raw.length !== ids.length) return failure("Ungültige Auswahl: Bitte wählen Sie die Immobilien auf Ihrer Merkliste aus.");
  if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX)
    return failure(`Bitte wählen Sie ${COMPARE_MIN} bis ${COMPARE_MAX} Immobilien zum Vergleichen aus (gewählt: ${ids.length}).`);
  const rows = await listComparedProperties(context.db, { ids });
  if (rows.length < COMPARE_MIN)
    return failure("Von den gewählten Immobilien sind weniger als zwei noch verfügbar. Bitte wählen Sie andere aus.");
  const table = compareTable(rows.map((row) => ({ row, view: toPropertyDetailView(row) })));
  // Public listing data only (no cookie is read): the Worker caches it like the search (ADR 0080).
  return { error: null, table, canonical, missing: ids.length - rows.length };
}
