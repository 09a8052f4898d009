// The results map itself, loaded with import() from results-map.tsx when the Karte view is shown.
// Markers come from /immobilien/karte.json (all pages of the search, approximate locations);
// clustering is MapLibre's own. Fitted pins keep clear of the controls, the carousel and the fold,
// so every pin can be tapped; a popup is moved fully into the map; on phones a pin brings its card up instead.
import * as maplibregl from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createMap } from "~/components/maplibre.client";
import type { MapMarker } from "~/lib/map-marker";
import { type ActiveListing, type InView, MapCarousel, markActive, markersInView, useListHover } from "./map-carousel.client";
import { createLitPin } from "./map-lit-pin.client";
import {
  addPinLayers,
  addRadiusLayers,
  belowFold,
  boundsParam,
  clusterButton,
  labelsBesidePins,
  pinButton,
  pinPadding,
  pinProperties,
  radiusRing,
  SearchAreaControl,
} from "./map-pins.client";
import { keepPopupInside, popupCard } from "./map-popup.client";
import { fitInitialView, syncShownMarkers } from "./map-view.client";

export interface ResultsMapProps {
  markersUrl: string;
  styleUrl: string;
  /** The active area filter ("west,south,east,north"), shown as the initial view. */
  bereich: string | null;
  /** The active radius as "km,lat,lon": drawn as a circle and shown as the initial view. */
  umkreis: string | null;
  onSearchArea: (bounds: string) => void;
  onReady: (markers: number) => void;
  onError: () => void;
}

const SOURCE = "ergebnisse";
const VIENNA: [number, number] = [16.3721, 48.2085];
/** The width below which the map fills the screen and the carousel replaces popups (search.css). */
const PHONE = "(max-width: 767.98px)";

export function ResultsMap({ markersUrl, styleUrl, bereich, umkreis, onSearchArea, onReady, onError }: ResultsMapProps) {
  const container = useRef<HTMLElement>(null);
  const carousel = useRef<HTMLUListElement>(null);
  const pins = useRef(new Map<number, HTMLElement>());
  const [inView, setInView] = useState<InView>({ cards: [], total: 0 });
  const [active, setActive] = useState<ActiveListing | null>(null);

  // The carousel's card lights its pin; a pin inside a cluster is drawn lit on top.
  const lit = useRef<(id: number | null) => void>(() => {});

  useListHover(setActive);
  useEffect(() => {
    markActive(pins.current, active?.id ?? null);
    lit.current(active?.from === "carousel" ? active.id : null);
  }, [active]);

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
    // On a phone the map is the whole screen and the page behind it does not scroll: one finger
    // moves the map, as on the portals' maps.
    if (window.matchMedia(PHONE).matches) map.cooperativeGestures.disable();
    const area = bereich?.split(",").map(Number);
    const [km, lat, lon] = umkreis?.split(",").map(Number) ?? [];
    const ring = km && lat && lon ? radiusRing({ km, lat, lon }) : null;
    const popup = new maplibregl.Popup({ offset: 18, maxWidth: "260px" });
    let styled = false;
    const shown = new Map<string, maplibregl.Marker>();
    const cache = new Map<string, maplibregl.Marker>();
    const pinElements = pins.current;
    const litPins = lit;

    // The pins go in once the style is there and the markers have come, not at "load": that waits
    // for every tile of the first view, seconds on a busy phone, while the map is already painted
    // and "Karte wird geladen …" would still stand over it.
    const start = () => {
      if (styled) return;
      styled = true;
      labelsBesidePins(map);
      markersRequest
        .then(({ markers }) => {
          const byId = new Map(markers.map((marker) => [marker.id, marker]));
          map.addSource(SOURCE, {
            type: "geojson",
            data: {
              type: "FeatureCollection",
              features: markers.map((marker) => ({
                type: "Feature",
                properties: pinProperties(marker),
                geometry: { type: "Point", coordinates: [marker.lon, marker.lat] },
              })),
            },
            // Compact clusters (search.css sizes them by count) that part a little sooner: the
            // place names between them stay readable, and from zoom 15 every listing is a pin.
            cluster: true,
            clusterRadius: 40,
            clusterMaxZoom: 14,
          });
          if (ring) addRadiusLayers(map, ring);
          addPinLayers(map, SOURCE);
          const source = map.getSource(SOURCE) as maplibregl.GeoJSONSource;

          const markerFor = (feature: maplibregl.GeoJSONFeature): [string, maplibregl.Marker] | null => {
            const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; id?: number };
            const [lon, lat] = (feature.geometry as { coordinates: number[] }).coordinates as [number, number];
            const key = properties.cluster ? `c${properties.cluster_id}` : `p${properties.id}`;
            const existing = cache.get(key);
            if (existing) return [key, existing];
            let button: HTMLButtonElement;
            if (properties.cluster) {
              button = clusterButton(properties.point_count ?? 0);
              button.addEventListener("click", () => {
                source.getClusterExpansionZoom(properties.cluster_id as number).then(
                  (zoom) => map.easeTo({ center: [lon, lat], zoom }),
                  () => map.easeTo({ center: [lon, lat], zoom: map.getZoom() + 2 }),
                );
              });
            } else {
              const data = byId.get(properties.id as number);
              if (!data) return null;
              button = pinButton(data);
              pinElements.set(data.id, button);
              button.addEventListener("click", (event) => {
                // Kept from the map: its click would close the popup this click opens.
                event.stopPropagation();
                setActive({ id: data.id, from: "map" });
                if (window.matchMedia(PHONE).matches) return; // the carousel shows its card
                popup.setLngLat([data.lon, data.lat]).setDOMContent(popupCard(data)).addTo(map);
                requestAnimationFrame(() => keepPopupInside(map, popup));
              });
              button.addEventListener("mouseenter", () => setActive({ id: data.id, from: "map" }));
            }
            const marker = new maplibregl.Marker({ element: button }).setLngLat([lon, lat]);
            cache.set(key, marker);
            return [key, marker];
          };

          const litOne = createLitPin({ map, source, shown, pins: pinElements, byId });
          litPins.current = litOne.set;

          const update = () => {
            if (map.isSourceLoaded(SOURCE) && syncShownMarkers(map, SOURCE, shown, markerFor)) litOne.refresh();
          };

          map.on("render", update);
          // The carousel follows the map: what the view holds after every move.
          map.on("moveend", () => setInView(markersInView(markers, map.getBounds())));

          const phone = window.matchMedia(PHONE).matches;
          const padding = pinPadding(phone ? (carousel.current?.parentElement?.offsetHeight ?? 176) : belowFold(container.current));
          fitInitialView(map, { ring, area, markers, padding });
          setInView(markersInView(markers, map.getBounds()));
          container.current?.setAttribute("data-map-ready", "true");
          onReady(markers.length);
        })
        // A failed markers request, or a failure while drawing them: say so instead of loading forever.
        .catch(onError);
    };
    map.once("style.load", start);
    map.once("load", start);
    map.on("error", (event) => {
      console.warn("Karte:", event.error?.message ?? "unbekannter Fehler");
      if (!styled) onError();
    });
    return () => {
      litPins.current = () => {};
      pinElements.clear();
      map.remove();
    };
  }, [markersUrl, styleUrl, bereich, umkreis, onSearchArea, onReady, onError]);

  return (
    <>
      <section ref={container} className="property-map results-map" aria-label="Karte mit der ungefähren Lage der gefundenen Immobilien" />
      <MapCarousel
        inView={inView}
        active={active}
        listRef={carousel}
        onSettle={(id) => setActive((previous) => (previous?.id === id ? previous : { id, from: "carousel" }))}
      />
    </>
  );
}
