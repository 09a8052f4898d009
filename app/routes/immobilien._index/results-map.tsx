// "Liste | Karte" for the search results (issue 16 item 3, ADR 0047). The map is two-click like the
// detail map (immobilien.$id/map-card.tsx): nothing loads until the visitor agrees; maplibre-gl and
// the clustering live in results-map.client.tsx, a chunk loaded on demand. Without JavaScript the
// Karte view keeps the list (the CSS hides it only under html.js).
import { Link } from "@remix-run/react";
import { type ComponentType, useState } from "react";
import type { ResultsMapProps } from "./results-map.client";
import type { ResultsMapData } from "./results-map.server";

type MapState = "consent" | "loading" | "ready" | "library-error" | "map-error";

export function ResultsViewToggle({ map }: { map: ResultsMapData }) {
  return (
    <div className="results-bar">
      <nav className="results-view" aria-label="Ansicht der Ergebnisse">
        <Link to={map.listHref} aria-current={map.view === "liste" ? "page" : undefined}>
          Liste
        </Link>
        <Link to={map.mapHref} aria-current={map.view === "karte" ? "page" : undefined}>
          Karte
        </Link>
      </nav>
      <Link to="/merkliste">Merkliste</Link>
    </div>
  );
}

export function ResultsMapCard({ map }: { map: ResultsMapData }) {
  const [state, setState] = useState<MapState>("consent");
  const [MapComponent, setMapComponent] = useState<ComponentType<ResultsMapProps> | null>(null);
  const [count, setCount] = useState(0);

  function loadMap() {
    setState("loading");
    import("./results-map.client").then((module) => setMapComponent(() => module.ResultsMap)).catch(() => setState("library-error"));
  }

  return (
    <section className="results-map-card" aria-labelledby="results-map-title">
      <h2 id="results-map-title" className="visually-hidden">
        Karte der Ergebnisse
      </h2>
      <div className="map-frame">
        {MapComponent && state !== "map-error" ? (
          <MapComponent
            markersUrl={map.markersUrl}
            styleUrl={map.styleUrl}
            onReady={(markers) => {
              setCount(markers);
              setState("ready");
            }}
            onError={() => setState("map-error")}
          />
        ) : null}
        {state === "consent" ? (
          <div className="map-consent">
            <p>
              Die Karte zeigt alle gefundenen Immobilien an ihrer ungefähren Lage. Sie wird erst nach Ihrer Zustimmung geladen; die
              Kartendaten kommen von {map.provider}.
            </p>
            <button type="button" className="button" onClick={loadMap}>
              Karte laden
            </button>
            {/* Not <noscript>: shown by CSS unless the page runs scripts (html.js), like the list. */}
            <p className="results-map-nojs">Für die Karte wird JavaScript benötigt. Die Ergebnisse sehen Sie unten als Liste.</p>
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
      {state === "ready" ? (
        <p className="results-map-count" role="status">
          {count === 1 ? "1 Immobilie auf der Karte" : `${count} Immobilien auf der Karte`}
        </p>
      ) : null}
    </section>
  );
}
