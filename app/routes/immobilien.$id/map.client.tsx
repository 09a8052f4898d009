// The MapLibre map itself, loaded with import() from map-card.tsx when the card nears the viewport, so that no
// other page (and never the Worker bundle) contains maplibre-gl. Its CSS is added with the map.
import type * as maplibregl from "maplibre-gl";
import { useEffect, useRef } from "react";
import { createMap } from "~/components/maplibre.client";

export interface PropertyMapProps {
  lat: number;
  lon: number;
  radius: number;
  styleUrl: string;
  onReady: () => void;
  onError: () => void;
}

/** The spec's zoom (public-site.md 'Map: zoom 14'): the closest the map ever opens. */
const MAX_ZOOM = 14;
const MIN_ZOOM = 10;
/** The circle's diameter takes at most this share of the frame's shorter side. */
const CIRCLE_SHARE = 0.55;
const SOURCE = "umkreis";

/**
 * The whole-number zoom at which the circle sits inside the frame with the streets around it:
 * at zoom 14 a 500 m circle is 314 px across (512 px tiles at 48° N) and fills a
 * phone's 320 px frame to its edges. Zoom 14 at most (a 250 m circle keeps it), 10 at least.
 */
export function fittingZoom({ lat, radius, width, height }: { lat: number; radius: number; width: number; height: number }): number {
  const frame = Math.min(width, height);
  if (!(frame > 0) || !(radius > 0)) return MAX_ZOOM;
  const metresPerPixel = (2 * radius) / (frame * CIRCLE_SHARE);
  const zoom = Math.log2((40_075_016.686 * Math.cos((lat * Math.PI) / 180)) / (512 * metresPerPixel));
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.floor(zoom)));
}

/** A circle of `radius` metres as a GeoJSON polygon (64 points; good enough at city scale). */
export function circlePolygon(lat: number, lon: number, radius: number, points = 64) {
  const coordinates: [number, number][] = [];
  const latRadius = radius / 111_320;
  const lonRadius = radius / (111_320 * Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i <= points; i++) {
    const angle = (i / points) * 2 * Math.PI;
    coordinates.push([lon + lonRadius * Math.cos(angle), lat + latRadius * Math.sin(angle)]);
  }
  return { type: "Feature" as const, properties: {}, geometry: { type: "Polygon" as const, coordinates: [coordinates] } };
}

export function PropertyMap({ lat, lon, radius, styleUrl, onReady, onError }: PropertyMapProps) {
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const { clientWidth: width, clientHeight: height } = container.current;
    const map = createMap(container.current, { styleUrl, center: [lon, lat], zoom: fittingZoom({ lat, radius, width, height }) });
    if (!map) {
      onError();
      return;
    }
    let loaded = false;
    map.on("load", () => {
      loaded = true;
      const circle = circlePolygon(lat, lon, radius);
      const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource | undefined;
      if (source) {
        source.setData(circle);
      } else {
        // A remote production style does not know our circle: add it.
        map.addSource(SOURCE, { type: "geojson", data: circle });
        map.addLayer({ id: "umkreis-fill", type: "fill", source: SOURCE, paint: { "fill-color": "#1b5e8c", "fill-opacity": 0.18 } });
        map.addLayer({ id: "umkreis-line", type: "line", source: SOURCE, paint: { "line-color": "#1b5e8c", "line-width": 2 } });
      }
      container.current?.setAttribute("data-map-ready", "true");
      // The zoom and circle radius the map really shows (zoom 14 at most, umkreis_meter), for
      // tests/e2e/spec-closure.spec.ts and detail-review.spec.ts.
      container.current?.setAttribute("data-map-zoom", String(map.getZoom()));
      container.current?.setAttribute("data-map-radius", String(radius));
      onReady();
    });
    map.on("error", (event) => {
      console.warn("Karte:", event.error?.message ?? "unbekannter Fehler");
      // Errors before the style loaded mean no map at all; later ones are single missing tiles.
      if (!loaded) onError();
    });
    return () => map.remove();
  }, [lat, lon, radius, styleUrl, onReady, onError]);

  return <section ref={container} className="property-map" aria-label="Karte mit der ungefähren Lage der Immobilie" />;
}
