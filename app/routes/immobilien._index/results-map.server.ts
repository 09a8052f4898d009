// The listing's "Karte" view: `?ansicht=karte` keeps the view in the
// URL (shareable); the links and the markers URL carry the current filters.

import { formatDecimal } from "~/lib/format";
import { formatBounds, type SearchQuery, toSearchParams } from "~/lib/property-filters";
import { RADIUS_OPTIONS_KM, RADIUS_PLACES, radiusPlace } from "~/lib/radius-places";
import type { OptionGroup } from "~/lib/search-options";

/** The Umkreis form's choices as loader data: the places' coordinates stay on the server. */
const RADIUS_KM_OPTIONS = RADIUS_OPTIONS_KM.map((km) => ({ value: String(km), label: `${formatDecimal(km)} km` }));
const RADIUS_PLACE_GROUPS: OptionGroup[] = (["Wien", "Niederösterreich"] as const).map((group) => ({
  label: group,
  options: RADIUS_PLACES.filter((place) => place.group === group).map((place) => ({ value: place.key, label: place.label })),
}));

export type ResultsView = "liste" | "karte";

const listHref = (query: URLSearchParams) => (query.size > 0 ? `/immobilien?${query}` : "/immobilien");

/** The Umkreis fields' state: the values to show, the error, the links without it. */
function radiusForm(url: URL, { filters, radiusError: error }: SearchQuery) {
  // "Umkreis aufheben" on the map keeps the other filters and the view.
  const others = toSearchParams({ ...filters, bereich: null, umkreis: null });
  const keep = new URLSearchParams(others);
  keep.set("ansicht", "karte");
  const submittedKm = url.searchParams.get("umkreis") ?? "";
  const submittedPlace = url.searchParams.get("um") ?? "";
  const active = filters.umkreis;
  return {
    active: active
      ? {
          km: active.km,
          kmLabel: `${formatDecimal(active.km)} km`,
          label: active.place.label,
          lat: active.place.lat,
          lon: active.place.lon,
        }
      : null,
    kmOptions: RADIUS_KM_OPTIONS,
    placeGroups: RADIUS_PLACE_GROUPS,
    error,
    // Re-filled from the URL so a correction needs one change, but only with values the lists offer.
    km: String(active?.km ?? (RADIUS_OPTIONS_KM.some((km) => String(km) === submittedKm) ? submittedKm : "2")),
    place: active?.place.key ?? (radiusPlace(submittedPlace) ? submittedPlace : ""),
    clearHref: `/immobilien?${keep}`,
    clearListHref: listHref(toSearchParams({ ...filters, umkreis: null })),
  };
}

export function resultsMapData(url: URL, search: SearchQuery, styleUrl: string) {
  const { filters } = search;
  const view: ResultsView = url.searchParams.get("ansicht") === "karte" ? "karte" : "liste";
  const query = toSearchParams(filters).toString();
  const mapQuery = new URLSearchParams(query);
  mapQuery.set("ansicht", "karte");
  // "In diesem Bereich suchen" replaces the area (and a radius) and keeps the rest.
  const areaQuery = new URLSearchParams(mapQuery);
  areaQuery.delete("bereich");
  const withoutRadius = new URLSearchParams(areaQuery);
  withoutRadius.delete("umkreis");
  withoutRadius.delete("um");
  return {
    view,
    listHref: query ? `/immobilien?${query}` : "/immobilien",
    mapHref: `/immobilien?${mapQuery}`,
    markersUrl: query ? `/immobilien/karte.json?${query}` : "/immobilien/karte.json",
    styleUrl,
    bereich: filters.bereich ? formatBounds(filters.bereich) : null,
    areaQuery: withoutRadius.toString(),
    clearAreaHref: `/immobilien?${areaQuery}`,
    radius: radiusForm(url, search),
  };
}

export type ResultsMapData = ReturnType<typeof resultsMapData>;
