// MapLibre start-up shared by the detail map and the results map. Only their
// chunks, loaded with import() when a map is needed, import this: no page's first load contains
// maplibre-gl. Style, glyphs and tiles are ours.
import * as maplibregl from "maplibre-gl";
import mapStyles from "maplibre-gl/dist/maplibre-gl.css?url";

/**
 * Adds maplibre-gl.css once, and marks `container` (data-map-styled) when it has loaded. The map
 * starts at once; until the sheet is there its controls are unstyled boxes in the flow, so our own
 * CSS keeps them hidden (app.css): shown in place when the sheet arrives, they shift nothing (CLS).
 */
function ensureStylesheet(container: HTMLElement) {
  let link = document.querySelector<HTMLLinkElement>("link[data-maplibre]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = mapStyles;
    link.dataset.maplibre = "";
    document.head.appendChild(link);
  }
  const styled = () => {
    container.dataset.mapStyled = "true";
  };
  if (link.sheet) styled();
  else {
    link.addEventListener("load", styled, { once: true });
    // A sheet that fails to load still leaves the controls usable, unstyled.
    link.addEventListener("error", styled, { once: true });
  }
}

/** MapLibre's own words in German, as the rest of the site (its defaults are English). */
const GERMAN_UI = {
  "NavigationControl.ZoomIn": "Vergrößern",
  "NavigationControl.ZoomOut": "Verkleinern",
  "Popup.Close": "Schließen",
  "Map.Title": "Interaktive Karte",
  "Marker.Title": "Kartenmarkierung",
  "CooperativeGesturesHandler.WindowsHelpText": "Zum Zoomen Strg gedrückt halten und scrollen",
  "CooperativeGesturesHandler.MacHelpText": "Zum Zoomen ⌘ gedrückt halten und scrollen",
  "CooperativeGesturesHandler.MobileHelpText": "Die Karte mit zwei Fingern bewegen",
};

/** A map with our controls in `container`, or null when MapLibre cannot start (e.g. no WebGL). */
export function createMap(
  container: HTMLElement,
  { styleUrl, center, zoom }: { styleUrl: string; center: [number, number]; zoom: number },
): maplibregl.Map | null {
  ensureStylesheet(container);
  maplibregl.setWorkerUrl("/map/maplibre-gl-worker.mjs");
  let map: maplibregl.Map;
  try {
    map = new maplibregl.Map({
      container,
      style: new URL(styleUrl, window.location.href).toString(),
      center,
      zoom,
      attributionControl: { compact: true },
      cooperativeGestures: true,
      locale: GERMAN_UI,
    });
  } catch {
    return null;
  }
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
  // The attribution starts folded to its "i" button (MapLibre opens it until the first drag), so
  // it covers no pins; one tap shows it.
  // MapLibre opens it in the same task as the style's attribution text arrives (styledata or
  // sourcedata); folding in that task, after its own listener, means the open box is never
  // painted, so the corner does not grow and shrink again (a layout shift, CLS).
  const fold = () => {
    const attribution = container.querySelector(".maplibregl-ctrl-attrib.maplibregl-compact");
    if (!attribution) return;
    attribution.classList.remove("maplibregl-compact-show");
    map.off("styledata", fold);
    map.off("sourcedata", fold);
  };
  map.on("styledata", fold);
  map.on("sourcedata", fold);
  map.on("load", fold);
  map.once("idle", fold);
  // The end-to-end tests ask the running map what it rendered (queryRenderedFeatures) through
  // this read-only property of its container; nothing in the app reads it.
  Object.defineProperty(container, "maplibreMap", { value: map, configurable: true });
  return map;
}
