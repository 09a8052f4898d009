// The results map's drawn parts, built as DOM for MapLibre: the pin and
// cluster buttons (real buttons: keyboard reachable, no glyphs needed in the style), the "In diesem
// Bereich suchen" control and the radius ring. The popup is in map-popup.client.ts.
import type * as maplibregl from "maplibre-gl";
import { formatPropertyCount } from "~/lib/format";
import type { MapMarker } from "~/lib/map-marker";

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** A listing's pin: its short price on it, that, the title and the full price as the button's name. */
export function pinButton(marker: MapMarker): HTMLButtonElement {
  // With a price the pin is a label ('349 T€') as on the portals' maps; on request, a dot.
  const button = marker.pin ? element("button", "results-marker results-marker-price", marker.pin) : element("button", "results-marker");
  button.type = "button";
  button.dataset.listingId = String(marker.id);
  // The name starts with what the pin shows (WCAG 2.5.3, label in name); the full price after
  // the title says what 'T€' or '€/Monat' stands for.
  button.setAttribute("aria-label", marker.pin ? `${marker.pin}, ${marker.title}, ${marker.price}` : `${marker.title}, ${marker.price}`);
  return button;
}

/**
 * A listing's pin drawn lit over the cluster that holds it, for the carousel's card:
 * a picture, not a button (the cluster under it stays the target), so it is hidden from screen
 * readers, which hear the card and "3 von 12".
 */
export function litPin(marker: MapMarker): HTMLElement {
  const pin = element("span", marker.pin ? "results-pin-lit results-pin-lit-price" : "results-pin-lit", marker.pin ?? undefined);
  pin.dataset.litId = String(marker.id);
  pin.setAttribute("aria-hidden", "true");
  return pin;
}

/** A cluster's size step by its count (search.css): small under 10, medium under 50, large from 50. */
export function clusterSize(count: number): "s" | "m" | "l" {
  return count < 10 ? "s" : count < 50 ? "m" : "l";
}

/** A cluster: the count on the button, "heranzoomen" in its name, its size by the count. */
export function clusterButton(count: number): HTMLButtonElement {
  const button = element("button", "results-cluster", String(count));
  button.type = "button";
  button.dataset.size = clusterSize(count);
  button.setAttribute("aria-label", `${formatPropertyCount(count)} – heranzoomen`);
  return button;
}

/** The visible bounds as `bereich`, rounded to 4 places like the server does. */
export function boundsParam(map: maplibregl.Map): string {
  const bounds = map.getBounds();
  const round = (value: number) => String(Math.round(value * 1e4) / 1e4);
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].map(round).join(",");
}

/**
 * "In diesem Bereich suchen" as a MapLibre control (a real button, keyboard reachable), shown
 * once the visitor has moved the map: before that the view is the search's own.
 */
export class SearchAreaControl implements maplibregl.IControl {
  private container: HTMLElement | null = null;
  constructor(private readonly onClick: () => void) {}
  onAdd(map: maplibregl.Map) {
    const container = element("div", "maplibregl-ctrl results-area-control");
    const button = element("button", "button results-area-button", "In diesem Bereich suchen");
    button.type = "button";
    button.addEventListener("click", this.onClick);
    container.appendChild(button);
    container.hidden = true;
    // A move with an originalEvent is the visitor's (drag, wheel, keys, the zoom buttons).
    const reveal = (event: { originalEvent?: unknown }) => {
      if (!event.originalEvent) return;
      container.hidden = false;
      map.off("moveend", reveal);
    };
    map.on("moveend", reveal);
    this.container = container;
    return container;
  }
  onRemove() {
    this.container?.remove();
  }
}

/** The radius as a 64-gon ring (equirectangular, like the server's distance). */
export function radiusRing({ km, lat, lon }: { km: number; lat: number; lon: number }): [number, number][] {
  const dLat = km / 111.32;
  const dLon = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  return Array.from({ length: 65 }, (_, i) => {
    const angle = (i / 64) * 2 * Math.PI;
    return [lon + dLon * Math.cos(angle), lat + dLat * Math.sin(angle)];
  });
}

/** The searched radius drawn on the map: a faint fill and a dashed ring. */
export function addRadiusLayers(map: maplibregl.Map, ring: [number, number][]) {
  // Not "umkreis": the style already has that source for the detail page's area circle.
  map.addSource("suchumkreis", {
    type: "geojson",
    data: { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } },
  });
  map.addLayer({ id: "umkreis-flaeche", type: "fill", source: "suchumkreis", paint: { "fill-color": "#1f4e79", "fill-opacity": 0.06 } });
  map.addLayer({
    id: "umkreis-rand",
    type: "line",
    source: "suchumkreis",
    paint: { "line-color": "#1f4e79", "line-width": 2, "line-dasharray": [2, 1.5] },
  });
}

/**
 * How much of the map lies below the window's foot (from 1000 px the map is as tall as the window
 * under the header, so before the page scrolls its foot is below the fold): the first
 * fit keeps the pins out of that part. At most half the map, so that the fit still has room.
 */
export function belowFold(element: HTMLElement | null): number {
  if (!element) return 0;
  const { bottom, height } = element.getBoundingClientRect();
  return Math.round(Math.min(height / 2, Math.max(0, bottom - window.innerHeight)));
}

/** Room around fitted pins for the controls on top, the attribution and (phones) the carousel. */
export function pinPadding(carouselHeight: number): maplibregl.PaddingOptions {
  return { top: 64, right: 56, left: 32, bottom: Math.max(40, carouselHeight + 24) };
}

/**
 * Town names beside their point instead of on it (below first, else above or to a side): the
 * listings of a town cluster on that point, and the name stays readable next to the cluster.
 * Only this map; the style (public/map/style.json) centres them from zoom 8.
 */
export function labelsBesidePins(map: maplibregl.Map) {
  if (map.getLayer("places_locality")) {
    map.setLayoutProperty("places_locality", "text-variable-anchor", ["top", "bottom", "right", "left"]);
    map.setLayoutProperty("places_locality", "text-radial-offset", 1.4);
  }
  // District names ("HERNALS") move aside for a pin the same way, in a smaller step.
  if (map.getLayer("places_subplace")) {
    map.setLayoutProperty("places_subplace", "text-variable-anchor", ["center", "top", "bottom", "right", "left"]);
    map.setLayoutProperty("places_subplace", "text-radial-offset", 1.2);
  }
}

/** The room a pin or cluster takes on screen, in px, as search.css draws it (ring included). */
const CLUSTER_ROOM = { s: 34, m: 42, l: 54 } as const;
const PIN_ROOM = { dot: 30 } as const;
/**
 * A price label is 8 px wide per character plus 22 px of padding and border ('349 T€' 70 px,
 * '1,25 Mio. €' 110 px) and 28 px high: a picture of 3 × 1 px scaled by the label's length, close
 * enough for the names to keep clear of it.
 */
const PRICE_SHAPE = { width: 3, height: 1 } as const;
const PRICE_ROOM = { perCharacter: 8, padding: 22 } as const;

/** A marker's properties in the source: its id and its price label's length (0 for a dot). */
export function pinProperties(marker: Pick<MapMarker, "id" | "pin">) {
  return { id: marker.id, preis: marker.pin?.length ?? 0 };
}

/**
 * The source's one layer, under the HTML pins: an empty symbol of each pin's size on top of the
 * style. It makes the (clustered) features queryable, and MapLibre places the topmost layer's
 * symbols first, so a place or district name that would collide with a pin moves aside
 * (labelsBesidePins) or is left out: no name sits under a pin.
 */
export function addPinLayers(map: maplibregl.Map, source: string) {
  // Empty pictures: 1 × 1 for the round ones, wide for a price label; icon-size scales each to its room.
  map.addImage("ergebnisse-platz-rund", { width: 1, height: 1, data: new Uint8Array(4) });
  map.addImage("ergebnisse-platz-preis", { ...PRICE_SHAPE, data: new Uint8Array(PRICE_SHAPE.width * PRICE_SHAPE.height * 4) });
  map.addLayer({
    id: "ergebnisse-platz",
    type: "symbol",
    source,
    layout: {
      "icon-allow-overlap": true,
      "icon-ignore-placement": false,
      "icon-image": ["case", [">", ["coalesce", ["get", "preis"], 0], 0], "ergebnisse-platz-preis", "ergebnisse-platz-rund"],
      "icon-size": [
        "case",
        ["has", "point_count"],
        ["step", ["get", "point_count"], CLUSTER_ROOM.s, 10, CLUSTER_ROOM.m, 50, CLUSTER_ROOM.l],
        [">", ["coalesce", ["get", "preis"], 0], 0],
        ["/", ["+", PRICE_ROOM.padding, ["*", PRICE_ROOM.perCharacter, ["get", "preis"]]], PRICE_SHAPE.width],
        PIN_ROOM.dot,
      ],
    },
  });
}
