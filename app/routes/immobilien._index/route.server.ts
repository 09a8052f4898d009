// The listing's server half (public-site.md sections 2, 7 calls 1-3 and 6, 8, 9): loader and
// headers. The links the page shows (pagination, sort orders, the filter chips' removal in
// lib/filter-chips.ts) depend on the current filters and are built from the parsed search with
// the filters' own URL code, next to the query.

import { data, type HeadersFunction, type LoaderFunctionArgs, redirect } from "react-router";
import { DEFAULT_OG_IMAGE_PATH } from "~/lib/content/seo";
import { filterChips, resetFiltersHref } from "~/lib/filter-chips";
import { filterParts } from "~/lib/filter-labels";
import { isNewListing, newListingsSince } from "~/lib/new-listing";
import { AMENITIES, type AmenityKey } from "~/lib/property-derive";
import {
  paginationItems,
  parseSearchParams,
  SENTINELS,
  type SearchFilters,
  type SearchQuery,
  searchHref,
  sortKeyOf,
  toSearchParams,
} from "~/lib/property-filters";
import { toPropertyCardView } from "~/lib/property-view";
import { requestUrl } from "~/lib/request-url";
import { site } from "~/lib/site";
import { hasFeedCredentials } from "~/server/accounts/api-credentials.queries.server";
import { getFirstImportTime } from "~/server/feed/queries.server";
import { searchProperties } from "~/server/listings/queries.server";
import { countedOptions, looseningsFor } from "./facets.server";
import { offerLinksFor, searchOrderHrefFor, sortOptionsFor } from "./result-links.server";
import { type ResultsView, resultsMapData } from "./results-map.server";

/** The accordion of the extended search (DESIGN.md section 2). */
const AMENITY_GROUPS: { title: string; keys: AmenityKey[] }[] = [
  { title: "Außenbereich", keys: ["garten", "balkon", "terrasse"] },
  { title: "Parken", keys: ["garage", "stellplatz"] },
  { title: "Gebäude", keys: ["aufzug", "keller", "barrierefrei"] },
  { title: "Wohnen", keys: ["moebliert", "einbaukueche", "haustiere", "wlan", "klimaanlage"] },
];

const amenityGroups = AMENITY_GROUPS.map((group) => ({
  title: group.title,
  options: group.keys.map((key) => ({ key, label: AMENITIES.find((amenity) => amenity.key === key)?.label ?? key })),
}));

/** The panel's active filters ('Filter (n)'): every filter but Kauf/Miete, which the toggle shows. */
export function activeFilterCount(filters: SearchFilters): number {
  return filterParts({ ...filters, status: null }).length;
}

/** The search without the panel's filters, Kauf or Miete kept. */
export function clearFiltersHref(filters: SearchFilters): string {
  return filters.status ? `/immobilien?${new URLSearchParams({ status: filters.status })}` : "/immobilien";
}

/** Page links (spec section 9): the numbers (null is an ellipsis), 'Zurück' and 'Weiter'. */
function pagesFor(filters: SearchFilters, page: number, totalPages: number, view: ResultsView) {
  return {
    pages: paginationItems(page, totalPages).map((item) => (item === null ? null : { page: item, href: searchHref(filters, item, view) })),
    previousHref: page > 1 ? searchHref(filters, page - 1, view) : null,
    nextHref: page < totalPages ? searchHref(filters, page + 1, view) : null,
    totalPages,
  };
}

/** Title, description and canonical URL of the listing (the canonical needs SITE_URL and the page number). */
function seoFor(page: number, canonicalPath: string, siteUrl: string) {
  return {
    title: `Immobilien in Wien und Niederösterreich${page > 1 ? ` – Seite ${page}` : ""} | ${site.brand}`,
    description: `Wohnungen, Häuser und Gewerbeflächen zum Kauf und zur Miete in Wien und Niederösterreich: aktuelle Angebote von ${site.brand} mit Energieausweis und Preisangaben.`,
    canonical: new URL(canonicalPath, siteUrl).toString(),
    ogImage: new URL(DEFAULT_OG_IMAGE_PATH, siteUrl).toString(),
  };
}

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

/**
 * The longest query string the search reads, a common server limit for a URL. The
 * filters themselves are short (values are capped at parse time, and a too-long value gets the
 * search without it and a German message); a longer query is padding, sent back to the known
 * filters.
 */
export const MAX_SEARCH_QUERY_LENGTH = 8192;

/** This page's own URL rebuilt from the parsed, known parameters only (never the raw query). */
function ownHref(query: SearchQuery, url: URL): string {
  const params = toSearchParams(query.filters, query.page);
  if (url.searchParams.get("ansicht") === "karte") params.set("ansicht", "karte");
  return params.size > 0 ? `/immobilien?${params}` : "/immobilien";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const started = performance.now();
  const url = requestUrl(request);
  const query = parseSearchParams(url.searchParams, context.now());
  if (url.search.length > MAX_SEARCH_QUERY_LENGTH) throw redirect(ownHref(query, url));
  const filterQuery = toSearchParams(query.filters).toString();
  // Liste/Karte: the view, its links and the markers URL.
  const resultsMap = resultsMapData(url, query, context.env.MAP_STYLE_URL);
  const base = {
    // Links that carry this search are built from the known filters, not from the raw URL.
    here: ownHref(query, url),
    saveSearchHref: `/suchauftrag/speichern${filterQuery ? `?${filterQuery}` : ""}`,
    searchOrderHref: searchOrderHrefFor(query.filters),
    filters: query.filters,
    // Identifies the filter state; the search panel remounts on a new one (back/forward).
    filterKey: toSearchParams(query.filters).toString(),
    currentYear: context.now().getFullYear(),
    extendedActive:
      query.filters.bathrooms !== null ||
      query.filters.yearBuiltMin !== null ||
      query.filters.yearBuiltMax !== null ||
      query.filters.amenities.length > 0,
    amenityGroups,
    sortOptions: sortOptionsFor(query.filters, url),
    sortKey: sortKeyOf(query.filters),
    // Every active panel filter as a chip (Kauf or Miete is the segment's), and the link that lifts them all.
    chips: filterChips(query.filters, resultsMap.view),
    resetHref: resetFiltersHref(query.filters, resultsMap.view),
    // The panel's active filters: 'Filter (n)'. Kauf or Miete is not one of them: 'Alle | Kaufen |
    // Mieten' shows and changes it.
    activeFilterCount: activeFilterCount(query.filters),
    // The panel's 'Filter zurücksetzen' lifts the panel's filters and keeps the deal.
    clearHref: clearFiltersHref(query.filters),
    sentinels: SENTINELS,
    offerLinks: offerLinksFor(query.filters, resultsMap.view),
    resultsMap,
  };
  try {
    // Spec call 3: no justimmo row in api_credentials shows the setup notice, listings or not (ADR 0035).
    const [result, configured, firstImportAt] = await Promise.all([
      searchProperties(context.db, { query }),
      hasFeedCredentials(context.db),
      // Only for the 'Neu' badges: a failure here costs the badges, not the list.
      getFirstImportTime(context.db).catch(() => null),
    ]);
    const newSince = newListingsSince(context.now(), firstImportAt);
    const missingCredentials = !configured;
    const search = toSearchParams(query.filters, result.page).toString();
    const state = missingCredentials ? ("missing-credentials" as const) : result.total === 0 ? ("empty" as const) : ("results" as const);
    const payload = {
      ...base,
      state,
      total: result.total,
      page: result.page,
      ...pagesFor(query.filters, result.page, result.totalPages, base.resultsMap.view),
      properties: result.rows.map((row) => ({ ...toPropertyCardView(row), isNew: isNewListing(row.created_at, newSince) })),
      // Each choice with its hits; an empty search gets its ways out.
      ...countedOptions(result.options, result.facets),
      loosenings: state === "empty" ? await looseningsFor(context.db, query.filters, base.resultsMap.view) : [],
      seo: seoFor(result.page, search ? `/immobilien?${search}` : "/immobilien", context.env.SITE_URL),
    };
    return data(payload, { headers: { "Server-Timing": `app;desc="loader";dur=${(performance.now() - started).toFixed(1)}` } });
  } catch (error) {
    // Spec section 8, list fetch failure: the page explains; the log keeps the cause.
    console.error("property search failed", error);
    return data(
      {
        ...base,
        state: "error" as const,
        total: 0,
        page: 1,
        ...pagesFor(query.filters, 1, 1, base.resultsMap.view),
        properties: [],
        options: { types: [], locations: [] },
        roomHits: {} as Record<number, number>,
        loosenings: [],
        seo: seoFor(1, "/immobilien", context.env.SITE_URL),
      },
      { status: 503 },
    );
  }
}
