// The carousel's card lit on the results map. When the map shows the card's own pin,
// that pin is lit; when the pin is inside a cluster, its price pin is drawn lit just above that
// cluster (never off where the cluster's point is not, nor under the carousel), and it is not a
// target: a tap goes to the cluster or the map under it. Worked out only when the lit card or the
// shown pins change, never per frame; a cluster's listings are asked for once.
import * as maplibregl from "maplibre-gl";
import type { MapMarker } from "~/lib/map-marker";
import { litPin } from "./map-pins.client";

export interface LitPin {
  /** Light this listing's pin, or none. */
  set(id: number | null): void;
  /** The shown pins and clusters changed: place the lit pin again. */
  refresh(): void;
}

export function createLitPin({
  map,
  source,
  shown,
  pins,
  byId,
}: {
  map: maplibregl.Map;
  source: maplibregl.GeoJSONSource;
  /** The markers on the map now, by key: "c<cluster id>" or "p<listing id>". */
  shown: ReadonlyMap<string, maplibregl.Marker>;
  /** The listings' own pin elements, by listing id. */
  pins: ReadonlyMap<number, HTMLElement>;
  byId: ReadonlyMap<number, MapMarker>;
}): LitPin {
  let litId: number | null = null;
  let litMarker: maplibregl.Marker | null = null;
  const leaves = new Map<string, Promise<Set<number>>>();
  const leavesOf = (key: string) => {
    let found = leaves.get(key);
    if (!found) {
      found = source
        .getClusterLeaves(Number(key.slice(1)), Number.POSITIVE_INFINITY, 0)
        .then((features) => new Set(features.map((feature) => Number(feature.properties?.id))));
      leaves.set(key, found);
    }
    return found;
  };
  const show = async () => {
    const id = litId;
    const own = id === null ? undefined : pins.get(id);
    if (own && shown.has(`p${id}`)) own.classList.add("is-active");
    const data = id === null || shown.has(`p${id}`) ? undefined : byId.get(id);
    let at: maplibregl.LngLat | null = null;
    if (data) {
      for (const [key, marker] of [...shown]) {
        if (key.startsWith("c") && (await leavesOf(key).catch(() => new Set<number>())).has(data.id)) {
          at = marker.getLngLat();
          break;
        }
      }
    }
    if (id !== litId) return; // a newer card took over meanwhile
    litMarker?.remove();
    litMarker = null;
    if (data && at)
      litMarker = new maplibregl.Marker({ element: litPin(data), anchor: "bottom", offset: [0, -16] }).setLngLat(at).addTo(map);
  };
  return {
    set(id) {
      litId = id;
      void show();
    },
    refresh() {
      if (litId !== null) void show();
    },
  };
}
