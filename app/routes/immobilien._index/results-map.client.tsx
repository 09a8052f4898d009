// The results map itself (ADR 0047), loaded with import() from results-map.tsx
// when the Karte view is shown (ADR 0162). Markers come from /immobilien/karte.json (all pages of the search, approximate
// locations). Clustering is MapLibre's own (GeoJSON source with `cluster`); clusters and listings
// are drawn as HTML buttons, so they work with the keyboard and need no glyphs in the style.
import * as maplibregl from "maplibre-gl";
import { useEffect, useRef } from "react";
import { createMap } from "~/components/maplibre.client";
import { formatPropertyCount } from "~/lib/format";
import type { MapMarker } from "~/lib/map-marker";

export interface ResultsMapProps {
  markersUrl: string;
  styleUrl: string;
  /** The active area filter ("west,south,east,north"), shown as the initial view. */
  bereich: string | null;
  /** The active radius (ADR 0185) as "km,lat,lon": drawn as a circle and shown as the initial view. */
  umkreis: string | null;
  onSearchArea: (bounds: string) => void;
  onReady: (markers: number) => void;
  onError: () => void;
}

const SOURCE = "ergebnisse";
const RADIUS_SOURCE = "suchumkreis";
const VIENNA: [number, number] = [16.3721, 48.2085];

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The popup's card, built as DOM (never HTML from data). */
function popupCard(marker: MapMarker): HTMLElement {
  const link = element("a", "results-popup");
  link.href = marker.href;
  const image = element("img", "results-popup-image");
  image.src = marker.image;
  image.alt = "";
  image.width = 240;
  image.height = 160;
  const parts = [
    image,
    element("strong", "results-popup-title", marker.title),
    marker.location ? element("span", "results-popup-location", marker.location) : null,
    element("span", "results-popup-price", `${marker.price} · ${marker.offer}`),
    marker.facts ? element("span", "results-popup-facts", marker.facts) : null,
  ];
  for (const part of parts) if (part) link.appendChild(part);
  return link;
}

/** The visible bounds as `bereich` (ADR 0163), rounded to 4 places like the server does. */
function boundsParam(map: maplibregl.Map): string {
  const bounds = map.getBounds();
  const round = (value: number) => String(Math.round(value * 1e4) / 1e4);
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map(round).join(",");
}

/** "In diesem Bereich suchen" as a MapLibre control (a real button, keyboard reachable). */
class SearchAreaControl implements maplibregl.IControl {
  private container: HTMLElement | null = null;
  constructor(private readonly onClick: () => void) {}
  onAdd() {
    const container = element("div", "maplibregl-ctrl results-area-control");
    const button = element("button", "button results-area-button", "In diesem Bereich suchen");
    button.type = "button";
    button.addEventListener("click", this.onClick);
    container.appendChild(button);
    this.container = container;
    return container;
  }
  onRemove() {
    this.container?.remove();
  }
}

/** The radius as a 64-gon ring (equirectangular, like the server's distance: ADR 0185). */
function radiusRing({ km, lat, lon }: { km: number; lat: number; lon: number }): [number, number][] {
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: 65 }, (_, i) => {
    const angle = (i / 64) * 2 * Math.PI;
    return [lon + dLon * Math.cos(angle), lat + dLat * Math.sin(angle)];
  });
}

export function ResultsMap({ markersUrl, styleUrl, bereich, umkreis, onSearchArea, onReady, onError }: ResultsMapProps) {
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const markersRequest = fetch(markersUrl, { headers: { Accept: "application/json" } }).then((res) =>
      res.ok ? (res.json() as Promise<{ markers: MapMarker[] }>) : Promise.reject(new Error(String(res.status))),
    );
    const map = createMap(container.current, { styleUrl, center: VIENNA, zoom: 11 });
    if (!map) {
      onError();
      return;
    }
    map.addControl(new SearchAreaControl(() => onSearchArea(boundsParam(map))), "top-left");
    const area = bereich?.split(",").map(Number);
    const [km, lat, lon] = umkreis?.split(",").map(Number) ?? [];
    const ring = km && lat && lon ? radiusRing({ km, lat, lon }) : null;
    let loaded = false;
    const shown = new Map<string, maplibregl.Marker>();
    const cache = new Map<string, maplibregl.Marker>();

    map.on("load", () => {
      loaded = true;
      markersRequest
        .then(({ markers }) => {
          const byId = new Map(markers.map((marker) => [marker.id, marker]));
          map.addSource(SOURCE, {
            type: "geojson",
            data: {
              type: "FeatureCollection",
              features: markers.map((marker) => ({
                type: "Feature",
                properties: { id: marker.id },
                geometry: { type: "Point", coordinates: [marker.lon, marker.lat] },
              })),
            },
            cluster: true,
            clusterRadius: 48,
            clusterMaxZoom: 15,
          });
          if (ring) {
            // Not "umkreis": the style already has that source for the detail page's area circle.
            map.addSource(RADIUS_SOURCE, {
              type: "geojson",
              data: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } },
            });
            map.addLayer({
              id: "umkreis-flaeche",
              type: "fill",
              source: RADIUS_SOURCE,
              paint: { "fill-color": "#1f4e79", "fill-opacity": 0.06 },
            });
            map.addLayer({
              id: "umkreis-rand",
              type: "line",
              source: RADIUS_SOURCE,
              paint: { "line-color": "#1f4e79", "line-width": 2, "line-dasharray": [2, 1.5] },
            });
          }
          // Invisible: it only makes the source's (clustered) features queryable.
          map.addLayer({ id: "ergebnisse-punkte", type: "circle", source: SOURCE, paint: { "circle-radius": 1, "circle-opacity": 0 } });
          const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource;

          const markerFor = (feature: maplibregl.GeoJSONFeature): [string, maplibregl.Marker] | null => {
            const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
            const [lon, lat] = (feature.geometry as { coordinates: number[] }).coordinates as [number, number];
            const key = properties.cluster ? `c${properties.cluster_id}` : `p${properties.id}`;
            const existing = cache.get(key);
            if (existing) return [key, existing];
            const button = element("button", properties.cluster ? "results-cluster" : "results-marker");
            button.type = "button";
            let marker: maplibregl.Marker;
            if (properties.cluster) {
              const count = properties.point_count ?? 0;
              button.textContent = String(count);
              button.setAttribute("aria-label", `${formatPropertyCount(count)} – heranzoomen`);
              button.addEventListener("click", () => {
                source.getClusterExpansionZoom(properties.cluster_id as number).then(
                  (zoom) => map.easeTo({ center: [lon, lat], zoom }),
                  () => map.easeTo({ center: [lon, lat], zoom: map.getZoom() + 2 }),
                );
              });
              marker = new maplibregl.Marker({ element: button }).setLngLat([lon, lat]);
            } else {
              const data = byId.get(properties.id as number);
              if (!data) return null;
              button.setAttribute("aria-label", `${data.title}, ${data.price}`);
              marker = new maplibregl.Marker({ element: button })
                .setLngLat([lon, lat])
                .setPopup(new maplibregl.Popup({ offset: 16, maxWidth: "260px" }).setDOMContent(popupCard(data)));
            }
            cache.set(key, marker);
            return [key, marker];
          };

          const update = () => {
            if (!map.isSourceLoaded(SOURCE)) return;
            const next = new Map<string, maplibregl.Marker>();
            for (const feature of map.querySourceFeatures(SOURCE)) {
              const entry = markerFor(feature);
              if (!entry || next.has(entry[0])) continue;
              next.set(entry[0], entry[1]);
              if (!shown.has(entry[0])) entry[1].addTo(map);
            }
            for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
            shown.clear();
            for (const [key, marker] of next) shown.set(key, marker);
          };
          map.on("render", update);

          if (ring) {
            const bounds = new maplibregl.LngLatBounds();
            for (const point of ring) bounds.extend(point);
            map.fitBounds(bounds, { padding: 24, duration: 0 });
          } else if (area?.length === 4) {
            map.fitBounds(area as [number, number, number, number], { padding: 0, duration: 0 });
          } else if (markers.length > 0) {
            const bounds = new maplibregl.LngLatBounds();
            for (const marker of markers) bounds.extend([marker.lon, marker.lat]);
            map.fitBounds(bounds, { padding: 48, maxZoom: 15, duration: 0 });
          }
          container.current?.setAttribute("data-map-ready", "true");
          onReady(markers.length);
        })
        // A failed markers request, or a failure while drawing them: say so instead of loading forever.
        .catch(onError);
    });
    map.on("error", (event) => {
      console.warn("Karte:", event.error?.message ?? "unbekannter Fehler");
      if (!loaded) onError();
    });
    return () => map.remove();
  }, [markersUrl, styleUrl, bereich, umkreis, onSearchArea, onReady, onError]);

  return (
    <section ref={container} className="property-map results-map" aria-label="Karte mit der ungefähren Lage der gefundenen Immobilien" />
  );
}
