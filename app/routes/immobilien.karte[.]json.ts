// Markers for the results map: the search's filters from the query
// string, every matching active listing (not one page), each at its approximate location with the
// card's data for the popup. Fetched by the map only after the visitor agreed to load it.

import type { LoaderFunctionArgs } from "react-router";
import { toMapMarker } from "~/lib/map-marker";
import { parseSearchParams } from "~/lib/property-filters";
import { requestUrl } from "~/lib/request-url";
import { listPropertyMarkers } from "~/server/listings/markers.queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filters, radiusError } = parseSearchParams(requestUrl(request).searchParams, context.now());
  // An unusable radius is an error, not "everything": the map would show all listings.
  if (radiusError) return Response.json({ error: radiusError }, { status: 400, headers: { "Cache-Control": "no-store" } });
  try {
    const rows = await listPropertyMarkers(context.db, { filters });
    const markers = rows.map(toMapMarker);
    return Response.json({ markers }, { headers: { "Cache-Control": "public, max-age=60, s-maxage=300" } });
  } catch (error) {
    console.warn(JSON.stringify({ route: "immobilien.karte.json", error: String(error) }));
    return Response.json(
      { error: "Die Kartenpunkte konnten nicht geladen werden." },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
