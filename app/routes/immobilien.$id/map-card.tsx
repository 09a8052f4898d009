// 'Lage' with its map card (public-site.md sections 2, 4, 8, 9; DESIGN.md section 3): MapLibre with our own
// basemap, zoom 14 at most (less where the circle would not fit), 400 px
// high, a circle of umkreis_meter around the published (offset) centre. Everything comes from our server, so no consent click (ADR 0162): the map
// chunk (map.client.tsx, with maplibre-gl) is imported when the card comes near the viewport.

import { type ComponentType, useEffect, useRef, useState } from "react";
import { MapFailure } from "~/components/map-failure";
import { formatAmount } from "~/lib/format";
import type { PropertyMapProps } from "./map.client";

type MapState = "waiting" | "loading" | "ready" | "library-error" | "map-error";

/** Calls `onNear` once when `element` is within `margin` of the viewport (at once without IntersectionObserver). */
export function useNearViewport(onNear: () => void, margin = "300px") {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);
  return ref;
}

/**
 * 'Lage': the feed's location text, then the map card. Our basemap has no district boundaries
 * (only region borders and place names), so no guessed border is drawn; the caption says what
 * the circle means and who gives the exact address.
 */
export function LocationSection({
  locationText,
  place,
  placeText,
  coordinates,
  styleUrl,
}: {
  locationText: string | null;
  place: string;
  /** The subline's place, '1030 Wien, Landstraße': what the waiting map card names. */
  placeText: string;
  coordinates: Coordinates | null;
  styleUrl: string;
}) {
  return (
    <section id="lage" className="detail-card" aria-labelledby="location-title">
      <h2 id="location-title">Lage</h2>
      <p className="detail-pre">{locationText ?? "Keine Lagebeschreibung verfügbar."}</p>
      <MapCard coordinates={coordinates} placeText={placeText || place} styleUrl={styleUrl} />
      {coordinates ? (
        <p className="map-caption">
          Die Immobilie liegt in diesem Kreis mit {formatAmount(coordinates.radius)} m Radius{place ? ` (${place})` : ""}; die genaue
          Adresse nennt Ihnen Ihre Ansprechperson.
        </p>
      ) : null}
    </section>
  );
}

type Coordinates = { lat: number; lon: number; radius: number };

/**
 * Until MapLibre has drawn (it loads when the card comes near), and when it cannot, the frame
 * keeps its 400 px and shows what the map will: a pin on a plain map-like ground (CSS only, no
 * invented streets, no request) with the approximate place in words. Without JavaScript it
 * says so instead of 'Karte wird geladen …'.
 */
function MapCard({ coordinates, placeText, styleUrl }: { coordinates: Coordinates | null; placeText: string; styleUrl: string }) {
  const [state, setState] = useState<MapState>("waiting");
  const [MapComponent, setMapComponent] = useState<ComponentType<PropertyMapProps> | null>(null);
  const frame = useNearViewport(() => {
    setState("loading");
    import("./map.client").then((module) => setMapComponent(() => module.PropertyMap)).catch(() => setState("library-error"));
  });

  return (
    <div className="map-card">
      <h3 id="map-title">Lage auf der Karte</h3>
      {!coordinates ? (
        <p className="map-message">Keine Koordinaten für diese Immobilie verfügbar.</p>
      ) : (
        <div className="map-frame" ref={frame}>
          {MapComponent && state !== "map-error" ? (
            <MapComponent
              lat={coordinates.lat}
              lon={coordinates.lon}
              radius={coordinates.radius}
              styleUrl={styleUrl}
              onReady={() => setState("ready")}
              onError={() => setState("map-error")}
            />
          ) : null}
          {state !== "ready" ? (
            <div className="map-placeholder">
              <span className="map-placeholder-pin" aria-hidden="true">
                <PinIcon />
              </span>
              {placeText ? (
                <p className="map-placeholder-place">
                  <span className="map-placeholder-label">Ungefähre Lage</span>
                  <span className="map-placeholder-name">{placeText}</span>
                  <span className="map-placeholder-radius">im Umkreis von {formatAmount(coordinates.radius)} m</span>
                </p>
              ) : null}
              {state === "waiting" || state === "loading" ? (
                <p className="map-message map-loading" role="status">
                  {/* Not <noscript>: CSS shows one of the two by html.js (set before the first paint). */}
                  <span className="map-loading-js">Karte wird geladen …</span>
                  <span className="map-loading-nojs">Für die Karte wird JavaScript benötigt.</span>
                </p>
              ) : null}
              <MapFailure state={state} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 2.5a7 7 0 0 0-7 7c0 5.2 7 12 7 12s7-6.8 7-12a7 7 0 0 0-7-7z" />
      <circle cx="12" cy="9.5" r="2.6" className="map-placeholder-pin-dot" />
    </svg>
  );
}
