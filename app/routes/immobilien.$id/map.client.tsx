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

const ZOOM = 14;
const SOURCE = "umkreis";

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
    const map = createMap(container.current, { styleUrl, center: [lon, lat], zoom: ZOOM });
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
      // The zoom and circle radius the map really shows (spec: zoom 14, umkreis_meter), for
      // tests/e2e/spec-closure.spec.ts.
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
