// TileJSON for the basemap: MapLibre reads tile URL, zoom range and the attribution
// ("© OpenStreetMap" for a real extract, "Demo-Kartendaten" for the demo archive) from here.

import type { LoaderFunctionArgs } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { tileJson } from "~/server/maps/basemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const bucket = context.env.MAPS;
  const json = bucket ? await tileJson(bucket, requestUrl(request).origin) : null;
  if (!json) {
    return Response.json({ error: "Keine Karte eingerichtet." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(json, { headers: { "Cache-Control": "public, max-age=3600" } });
}
