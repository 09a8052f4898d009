// The results map's view and its HTML markers: the first view it opens on, and
// keeping the markers on the map in step with what its clustered source shows.
import * as maplibregl from "maplibre-gl";
import type { MapMarker } from "~/lib/map-marker";

/** The first view: the radius circle, else the area filter, else every marker (at most zoom 15). */
export function fitInitialView(
  map: maplibregl.Map,
  {
    ring,
    area,
    markers,
    padding,
  }: { ring: [number, number][] | null; area: number[] | undefined; markers: readonly MapMarker[]; padding: maplibregl.PaddingOptions },
): void {
  if (ring) {
    const bounds = new maplibregl.LngLatBounds();
    for (const point of ring) bounds.extend(point);
    map.fitBounds(bounds, { padding, duration: 0 });
  } else if (area?.length === 4) {
    map.fitBounds(area as [number, number, number, number], { padding: 0, duration: 0 });
  } else if (markers.length > 0) {
    const bounds = new maplibregl.LngLatBounds();
    for (const marker of markers) bounds.extend([marker.lon, marker.lat]);
    map.fitBounds(bounds, { padding, maxZoom: 15, duration: 0 });
  }
}

/**
 * Puts on the map the markers for what the source shows now (a cluster or a single pin each, made
 * once by `markerFor`) and takes off the others; `shown` is updated in place. True when any changed.
 */
export function syncShownMarkers(
  map: maplibregl.Map,
  sourceId: string,
  shown: Map<string, maplibregl.Marker>,
  markerFor: (feature: maplibregl.GeoJSONFeature) => [string, maplibregl.Marker] | null,
): boolean {
  const next = new Map<string, maplibregl.Marker>();
  let changed = false;
  for (const feature of map.querySourceFeatures(sourceId)) {
    const entry = markerFor(feature);
    if (!entry || next.has(entry[0])) continue;
    next.set(entry[0], entry[1]);
    if (!shown.has(entry[0])) {
      entry[1].addTo(map);
      changed = true;
    }
  }
  for (const [key, marker] of shown)
    if (!next.has(key)) {
      marker.remove();
      changed = true;
    }
  shown.clear();
  for (const [key, marker] of next) shown.set(key, marker);
  return changed;
}
