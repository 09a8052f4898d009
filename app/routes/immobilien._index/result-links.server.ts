// The links the results page shows beside its cards: the sort orders, another page of this search
// and 'Alle | Kaufen | Mieten', each built from the known filters (never the raw URL), in the same view.
import { type SearchFilters, SORT_OPTIONS, searchHref, toSearchParams } from "~/lib/property-filters";
import type { ResultsView } from "./results-map.server";

/**
 * The sort choices with a link each (the phone's 'Sortieren' menu): this search in that
 * order, back on page 1, in the same view, anchored at the results.
 */
export function sortOptionsFor(filters: SearchFilters, url: URL) {
  return SORT_OPTIONS.map(({ value, label, sortBy, sortOrder }) => {
    const query = toSearchParams({ ...filters, sortBy, sortOrder });
    if (url.searchParams.get("ansicht") === "karte") query.set("ansicht", "karte");
    return { value, label, href: `/immobilien${query.size > 0 ? `?${query}` : ""}#ergebnisse` };
  });
}

/** The Kaufen / Mieten choice: which offer a link sets (null is 'Alle', the spec's default). */
const OFFER_CHOICES = [
  { status: null, label: "Alle" },
  { status: "SALE", label: "Kaufen" },
  { status: "RENT", label: "Mieten" },
] as const;

/**
 * 'Alle | Kaufen | Mieten' above the results: links that set the existing status filter (the
 * form's 'Status'), back on page 1, in the same view, anchored at the results. Plain links, so
 * they work without JavaScript.
 */
export function offerLinksFor(filters: SearchFilters, view: ResultsView) {
  return OFFER_CHOICES.map(({ status, label }) => ({
    label,
    current: filters.status === status,
    href: `${searchHref({ ...filters, status }, 1, view)}#ergebnisse`,
  }));
}

/** What the search order form reads from a search (lib/schemas/search-order-prefill.ts). */
const SEARCH_ORDER_PARAMS = ["status", "propertyType", "location", "priceMin", "priceMax"] as const;

/**
 * 'Suchauftrag für diese Suche anlegen' at the end of the list and on an empty search:
 * the search order form with the criteria it takes over from this search.
 */
export function searchOrderHrefFor(filters: SearchFilters): string {
  const all = toSearchParams(filters);
  const query = new URLSearchParams();
  for (const name of SEARCH_ORDER_PARAMS) {
    const value = all.get(name);
    if (value) query.set(name, value);
  }
  return query.size > 0 ? `/immobilien/suchauftrag?${query}` : "/immobilien/suchauftrag";
}
