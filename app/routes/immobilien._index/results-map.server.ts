// The listing's "Karte" view (issue 16 item 3, ADR 0047): `?ansicht=karte` keeps the view in the
// URL (shareable); the links and the markers URL carry the current filters.

import { site } from "~/config/site";
import { type SearchFilters, toSearchParams } from "~/lib/property-filters";

export type ResultsView = "liste" | "karte";

export function resultsMapData(url: URL, filters: SearchFilters, styleUrl: string) {
  const view: ResultsView = url.searchParams.get("ansicht") === "karte" ? "karte" : "liste";
  const query = toSearchParams(filters).toString();
  const mapQuery = new URLSearchParams(query);
  mapQuery.set("ansicht", "karte");
  return {
    view,
    listHref: query ? `/immobilien?${query}` : "/immobilien",
    mapHref: `/immobilien?${mapQuery}`,
    markersUrl: query ? `/immobilien/karte.json?${query}` : "/immobilien/karte.json",
    styleUrl,
    provider: /^https?:\/\//.test(styleUrl) ? new URL(styleUrl).hostname : `${site.brand} (eigener Server, kein Drittanbieter)`,
  };
}

export type ResultsMapData = ReturnType<typeof resultsMapData>;
