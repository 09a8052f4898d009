// The chips above the results of /immobilien: one per active filter of the panel,
// each a plain link to the same search without that filter, plus one link that lifts them all.
// Kauf or Miete is no chip: the Alle | Kaufen | Mieten segment right above says it (review 59 found
// it said four times), and the reset keeps it, as the panel's own reset does. Derived
// from the parsed search state the loader queries with, never the raw URL.
import { filterParts } from "./filter-labels";
import { type SearchFilters, searchHref } from "./property-filters";

/** An active filter as a removable chip: its words and this search without it. */
export interface FilterChip {
  label: string;
  href: string;
}

type View = "liste" | "karte";

/** The results of a filter state: page 1, the same order and view, landing at the results. */
const resultsHref = (filters: SearchFilters, view: View) => `${searchHref(filters, 1, view)}#ergebnisse`;

/**
 * One chip per active filter in the order of `filterParts`, Kauf/Miete left out; a range
 * ('Preis € 100.000 – € 500.000') is one chip, each Ausstattung its own. The order and the view
 * are not filters: every link keeps them.
 */
export function filterChips(filters: SearchFilters, view: View = "liste"): FilterChip[] {
  return filterParts(filters)
    .filter(({ without }) => !("status" in without))
    .map(({ label, without }) => ({ label, href: resultsHref({ ...filters, ...without }, view) }));
}

/** 'Alle Filter zurücksetzen': every chip's filter lifted at once; Kauf or Miete, the order and the view kept. */
export function resetFiltersHref(filters: SearchFilters, view: View = "liste"): string {
  const none: SearchFilters = {
    keyword: null,
    propertyType: null,
    location: null,
    status: filters.status,
    priceMin: null,
    priceMax: null,
    bedrooms: null,
    bathrooms: null,
    livingAreaMin: null,
    livingAreaMax: null,
    yearBuiltMin: null,
    yearBuiltMax: null,
    amenities: [],
    priceReducedSince: null,
    bereich: null,
    umkreis: null,
    sortBy: filters.sortBy,
    sortOrder: filters.sortOrder,
  };
  return resultsHref(none, view);
}
