// "Liste | Karte" for the search results, beside "Alle | Kaufen | Mieten". The map loads when the Karte
// view is chosen (our own basemap, no consent needed: ADR 0162); maplibre-gl, the pins, the
// clusters and the phone's card carousel live in results-map.client.tsx and its parts, a chunk
// loaded on demand. As the portals do it: from 768 px the list left and the map right (search.css),
// on phones the map fills the screen with the carousel at its foot. "In diesem Bereich suchen"
// puts the visible bounds into the URL as `bereich`. Without JavaScript the Karte view
// keeps the list (the CSS hides it only under html.js). The Umkreis fields are in the filter form
// (radius-fields.tsx); here the active radius is named, with a way out.

import { type ComponentType, useCallback, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MapFailure } from "~/components/map-failure";
import { formatPropertyCount } from "~/lib/format";
import type { ResultsMapProps } from "./results-map.client";
import type { ResultsMapData } from "./results-map.server";

type MapState = "loading" | "ready" | "library-error" | "map-error";

/** One of 'Alle | Kaufen | Mieten' (route.server.ts, offerLinksFor). */
export interface OfferLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The results' bar: 'Alle | Kaufen | Mieten' and 'Liste | Karte'. The Merkliste is
 * the header's, at every width, not a second link here.
 */
export function ResultsViewToggle({ map, offers }: { map: ResultsMapData; offers: readonly OfferLink[] }) {
  return (
    <div className="results-bar">
      <OfferToggle offers={offers} />
      <nav className="results-view" aria-label="Ansicht der Ergebnisse">
        <Link to={map.listHref} aria-current={map.view === "liste" ? "page" : undefined}>
          Liste
        </Link>
        <Link to={map.mapHref} aria-current={map.view === "karte" ? "page" : undefined}>
          Karte
        </Link>
      </nav>
      <RadiusNotice map={map} />
    </div>
  );
}

/**
 * Kaufen or Mieten, as the portals ask first: links that set the status filter, so a
 * map never mixes '€ 450.000' and '€ 1.200' pins unless 'Alle' is chosen. Works without JavaScript.
 */
function OfferToggle({ offers }: { offers: readonly OfferLink[] }) {
  return (
    <nav className="results-offer" aria-label="Kaufen oder Mieten">
      {offers.map((offer) => (
        <Link key={offer.label} to={offer.href} aria-current={offer.current ? "page" : undefined}>
          {offer.label}
        </Link>
      ))}
    </nav>
  );
}

/** The active radius (with a way out) or why the radius was not applied. */
function RadiusNotice({ map }: { map: ResultsMapData }) {
  const { active, error } = map.radius;
  const clearListHref = map.view === "karte" ? map.radius.clearHref : map.radius.clearListHref;
  if (error) {
    return (
      <p className="results-radius-notice" role="alert">
        {error} <Link to={clearListHref}>Umkreis aufheben</Link>
      </p>
    );
  }
  if (!active) return null;
  return (
    <p className="results-radius-notice">
      Umkreis {active.kmLabel} um {active.label}. <Link to={clearListHref}>Umkreis aufheben</Link>
    </p>
  );
}

export function ResultsMapCard({ map }: { map: ResultsMapData }) {
  const [state, setState] = useState<MapState>("loading");
  const [MapComponent, setMapComponent] = useState<ComponentType<ResultsMapProps> | null>(null);
  const [count, setCount] = useState(0);
  const navigate = useNavigate();

  // The Karte view was chosen: load the map chunk now (no consent needed).
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
  // A new search (e.g. the Umkreis form, submitted without a reload) loads a new map: until its
  // markers are in, no stale count.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const markersUrl = map.markersUrl;
  const onReady = useCallback(
    (markers: number) => {
      setCount(markers);
      setReadyFor(markersUrl);
      setState("ready");
    },
    [markersUrl],
  );
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
            key={map.markersUrl}
            markersUrl={map.markersUrl}
            styleUrl={map.styleUrl}
            bereich={map.bereich}
            umkreis={map.radius.active ? `${map.radius.active.km},${map.radius.active.lat},${map.radius.active.lon}` : null}
            onSearchArea={searchArea}
            onReady={onReady}
            onError={onError}
          />
        ) : null}
        {state === "loading" || (state === "ready" && readyFor !== map.markersUrl) ? (
          <p className="map-message map-loading" role="status">
            Karte wird geladen …{/* Not <noscript>: shown by CSS unless the page runs scripts (html.js), like the list. */}
            <span className="results-map-nojs"> Für die Karte wird JavaScript benötigt. Die Ergebnisse sehen Sie unten als Liste.</span>
          </p>
        ) : null}
        <MapFailure state={state} />
      </div>
      {state === "ready" && readyFor === map.markersUrl ? (
        <p className="results-map-count" role="status">
          {formatPropertyCount(count)}
          <span className="results-map-count-where"> auf der Karte</span>
        </p>
      ) : null}
    </section>
  );
}
