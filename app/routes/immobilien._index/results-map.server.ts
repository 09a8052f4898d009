// The listing's "Karte" view (issue 16 item 3, ADR 0047): `?ansicht=karte` keeps the view in the
// URL (shareable); the links and the markers URL carry the current filters.

import { formatBounds, type SearchFilters, toSearchParams } from "~/lib/property-filters";

export type ResultsView = "liste" | "karte";

export function resultsMapData(url: URL, filters: SearchFilters, styleUrl: string) {
  const view: ResultsView = url.searchParams.get("ansicht") === "karte" ? "karte" : "liste";
  const query = toSearchParams(filters).toString();
  const mapQuery = new URLSearchParams(query);
  mapQuery.set("ansicht", "karte");
  // "In diesem Bereich suchen" (ADR 0163) replaces the area and keeps every other filter.
  const areaQuery = new URLSearchParams(mapQuery);
  areaQuery.delete("bereich");
  return {
    view,
    listHref: query ? `/immobilien?${query}` : "/immobilien",
    mapHref: `/immobilien?${mapQuery}`,
    markersUrl: query ? `/immobilien/karte.json?${query}` : "/immobilien/karte.json",
    styleUrl,
    bereich: filters.bereich ? formatBounds(filters.bereich) : null,
    areaQuery: areaQuery.toString(),
    clearAreaHref: `/immobilien?${areaQuery}`,
  };
}

export type ResultsMapData = ReturnType<typeof resultsMapData>;
