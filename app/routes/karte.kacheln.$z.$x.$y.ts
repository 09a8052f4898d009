// Basemap tiles: /karte/kacheln/{z}/{x}/{y}.mvt from the PMTiles archive in R2.
// 200 with the tile, 204 for an address inside the archive without data, 404 outside its zoom
// range or when no archive is uploaded, 304 on a matching ETag (answered from the cached header).
// Server-Timing gives the route's own time (R2 reads included) for `npm run bench:tiles`.
// Tiles are for our own map only (ADR 0224): no CORS header, and Cross-Origin-Resource-Policy
// same-origin, so other sites cannot use them at the brokerage's cost from a visitor's browser.
import type { LoaderFunctionArgs } from "react-router";
import { readTile, tileEtag } from "~/server/maps/basemap.server";

const CACHE = "public, max-age=86400, stale-while-revalidate=604800";

function notFound(message: string) {
  return new Response(message, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

export function parseTileAddress(params: Record<string, string | undefined>) {
  const match = /^(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.mvt$/.exec(`${params.z}/${params.x}/${params.y}`);
  if (!match) return null;
  const [z, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (z > 22 || x >= 2 ** z || y >= 2 ** z) return null;
  return { z, x, y };
}

export async function loader(args: LoaderFunctionArgs) {
  const started = performance.now();
  const response = await tileResponse(args);
  response.headers.set("Server-Timing", `app;desc="tile";dur=${(performance.now() - started).toFixed(1)}`);
  return response;
}

async function tileResponse({ params, request, context }: LoaderFunctionArgs): Promise<Response> {
  const address = parseTileAddress(params);
  if (!address) return notFound("Diese Kachel gibt es nicht.");
  const bucket = context.env.MAPS;
  if (!bucket) return notFound("Keine Karte eingerichtet.");
  const { z, x, y } = address;
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) {
    const etag = await tileEtag(bucket, z, x, y);
    if (etag && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
      return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": CACHE } });
    }
  }
  const tile = await readTile(bucket, z, x, y);
  switch (tile.status) {
    case "missing":
      return notFound("Keine Karte eingerichtet.");
    case "outside":
      return notFound("Diese Kachel liegt außerhalb der Karte.");
    case "empty":
      return new Response(null, { status: 204, headers: { ETag: tile.etag, "Cache-Control": CACHE } });
    case "tile":
      return new Response(tile.data, {
        headers: {
          "Content-Type": "application/vnd.mapbox-vector-tile",
          ETag: tile.etag,
          "Cache-Control": CACHE,
          "Cross-Origin-Resource-Policy": "same-origin",
        },
      });
  }
}
