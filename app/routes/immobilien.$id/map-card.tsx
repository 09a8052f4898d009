// Map card (public-site.md sections 2, 4, 8, 9; DESIGN.md section 3): MapLibre with a configurable
// keyless style, zoom 14, 400 px high, a circle of umkreis_meter around the approximate location.
// Two-click: nothing loads until the visitor agrees (the button is inside the card, so the card
// is on screen then); maplibre-gl (JS and CSS) lives in map.client.tsx, a separate chunk.
import { type ComponentType, useState } from "react";
import type { PropertyMapProps } from "./map.client";

type MapState = "consent" | "loading" | "ready" | "library-error" | "map-error";

export function MapCard({
  coordinates,
  styleUrl,
  provider,
}: {
  coordinates: { lat: number; lon: number; radius: number } | null;
  styleUrl: string;
  provider: string;
}) {
  const [state, setState] = useState<MapState>("consent");
  const [MapComponent, setMapComponent] = useState<ComponentType<PropertyMapProps> | null>(null);

  function loadMap() {
    setState("loading");
    import("./map.client")
      .then((module) => {
        setMapComponent(() => module.PropertyMap);
      })
      .catch(() => setState("library-error"));
  }

  return (
    <section className="detail-card map-card" aria-labelledby="map-title">
      <h2 id="map-title">Lage auf der Karte</h2>
      {!coordinates ? (
        <p className="map-message">Keine Koordinaten für diese Immobilie verfügbar.</p>
      ) : (
        <div className="map-frame">
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
          {state === "consent" ? (
            <div className="map-consent">
              <p>
                Die Karte zeigt die ungefähre Lage (Umkreis von {coordinates.radius} m). Sie wird erst nach Ihrer Zustimmung geladen; die
                Kartendaten kommen von {provider}.
              </p>
              <button type="button" className="button" onClick={loadMap}>
                Karte laden
              </button>
              <noscript>
                <p>Für die Karte wird JavaScript benötigt.</p>
              </noscript>
            </div>
          ) : null}
          {state === "loading" ? (
            <p className="map-message map-loading" role="status">
              Karte wird geladen …
            </p>
          ) : null}
          {state === "library-error" ? (
            <p className="map-message" role="alert">
              Kartenbibliothek konnte nicht geladen werden.
            </p>
          ) : null}
          {state === "map-error" ? (
            <p className="map-message" role="alert">
              Es ist ein Fehler beim Laden der Karte aufgetreten.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
