// Map card (public-site.md sections 2, 4, 8, 9; DESIGN.md section 3): MapLibre with a configurable
// keyless style, zoom 14, 400 px high, a circle of umkreis_meter around the approximate location.
// Two-click: nothing loads until the visitor agrees, and then only once the card is near the
// viewport; maplibre-gl (JS and CSS) lives in map.client.tsx, a separate chunk.
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { PropertyMapProps } from "./map.client";

type MapState = "consent" | "waiting" | "loading" | "ready" | "library-error" | "map-error";

export function MapCard({
  coordinates,
  styleUrl,
  provider,
}: {
  coordinates: { lat: number; lon: number; radius: number } | null;
  styleUrl: string;
  provider: string;
}) {
  const cardRef = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<MapState>("consent");
  const [MapComponent, setMapComponent] = useState<ComponentType<PropertyMapProps> | null>(null);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || !coordinates) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(card);
    return () => observer.disconnect();
  }, [coordinates]);

  useEffect(() => {
    if (state !== "waiting" || !near) return;
    setState("loading");
    import("./map.client")
      .then((module) => {
        setMapComponent(() => module.PropertyMap);
      })
      .catch(() => setState("library-error"));
  }, [state, near]);

  return (
    <section ref={cardRef} className="detail-card map-card" aria-labelledby="map-title">
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
          {state === "consent" || state === "waiting" ? (
            <div className="map-consent">
              <p>
                Die Karte zeigt die ungefähre Lage (Umkreis von {coordinates.radius} m). Sie wird erst nach Ihrer Zustimmung geladen; die
                Kartendaten kommen von {provider}.
              </p>
              <button type="button" className="button" onClick={() => setState("waiting")} disabled={state === "waiting"}>
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
