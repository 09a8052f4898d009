// The filter sheet's live count: how many active listings match the form's state, one
// COUNT on D1. The listing loader would also read a page of cards, the dropdown options and the
// feed state for a number; this answers the number alone.

import type { LoaderFunctionArgs } from "react-router";
import { parseSearchParams } from "~/lib/property-filters";
import { requestUrl } from "~/lib/request-url";
import { countProperties } from "~/server/listings/queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { filters, radiusError } = parseSearchParams(requestUrl(request).searchParams, context.now());
  // An unusable radius is an error, not "every listing".
  if (radiusError) return Response.json({ error: radiusError }, { status: 400, headers: { "Cache-Control": "no-store" } });
  try {
    const total = await countProperties(context.db, filters);
    return Response.json({ total }, { headers: { "Cache-Control": "public, max-age=60, s-maxage=60" } });
  } catch (error) {
    console.warn(JSON.stringify({ route: "immobilien.anzahl.json", error: String(error) }));
    return Response.json({ error: "Die Anzahl konnte nicht ermittelt werden." }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
