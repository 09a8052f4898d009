// "Liste | Karte" for the search results (issue 16 item 3, ADR 0047). The map loads when the Karte
// view is chosen (our own basemap, no consent needed: ADR 0162); maplibre-gl and the clustering
// live in results-map.client.tsx, a chunk loaded on demand. "In diesem Bereich suchen" puts the
// visible bounds into the URL as `bereich` (ADR 0163). Without JavaScript the Karte view keeps the
// list (the CSS hides it only under html.js).
import { Link, useNavigate } from "@remix-run/react";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import type { ResultsMapProps } from "./results-map.client";
import type { ResultsMapData } from "./results-map.server";

type MapState = "loading" | "ready" | "library-error" | "map-error";

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
  const [state, setState] = useState<MapState>("loading");
  const [MapComponent, setMapComponent] = useState<ComponentType<ResultsMapProps> | null>(null);
  const [count, setCount] = useState(0);
  const navigate = useNavigate();

  // The Karte view was chosen: load the map chunk now (no consent needed, ADR 0162).
  useEffect(() => {
    import("./results-map.client").then((module) => setMapComponent(() => module.ResultsMap)).catch(() => setState("library-error"));
  }, []);

  const searchArea = useCallback(
    (bounds: string) => {
      const query = new URLSearchParams(map.areaQuery);
      query.set("bereich", bounds);
      navigate(`/immobilien?${query}`);
    },
    [map.areaQuery, navigate],
  );
  const onReady = useCallback((markers: number) => {
    setCount(markers);
    setState("ready");
  }, []);
  const onError = useCallback(() => setState("map-error"), []);

  return (
    <section className="results-map-card" aria-labelledby="results-map-title">
      <h2 id="results-map-title" className="visually-hidden">
        Karte der Ergebnisse
      </h2>
      {map.bereich ? (
        <p className="results-map-area">
          Suche auf den Kartenausschnitt beschränkt. <Link to={map.clearAreaHref}>Bereich aufheben</Link>
        </p>
      ) : null}
      <div className="map-frame">
        {MapComponent && state !== "map-error" ? (
          <MapComponent
            markersUrl={map.markersUrl}
            styleUrl={map.styleUrl}
            bereich={map.bereich}
            onSearchArea={searchArea}
            onReady={onReady}
            onError={onError}
          />
        ) : null}
        {state === "loading" ? (
          <p className="map-message map-loading" role="status">
            Karte wird geladen …{/* Not <noscript>: shown by CSS unless the page runs scripts (html.js), like the list. */}
            <span className="results-map-nojs"> Für die Karte wird JavaScript benötigt. Die Ergebnisse sehen Sie unten als Liste.</span>
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
