// The listing's counts beside the dropdown choices and an empty search's way out:
// built from the search's facet counts and, only for an empty search, one count per
// way to loosen it.

import type { Db } from "~/db/client.server";
import { filterParts } from "~/lib/filter-labels";
import { type SearchFilters, toSearchParams } from "~/lib/property-filters";
import { filterOptionGroups, withCounts } from "~/lib/search-options";
import { countSearches, type FacetCounts, type FilterOptions, facetCount } from "~/server/listings/queries.server";

/** The room choices of the form ('1+' to '5+', spec section 9). */
const ROOM_CHOICES = [1, 2, 3, 4, 5];

/** Type and location groups with each choice's hits, and the hits of 'n+ Zimmer'. */
export function countedOptions(options: FilterOptions, facets: FacetCounts) {
  const groups = filterOptionGroups(options);
  return {
    options: {
      types: withCounts(groups.types, (value) => facetCount(facets, "types", value)),
      locations: withCounts(groups.locations, (value) => facetCount(facets, "locations", value)),
    },
    roomHits: Object.fromEntries(ROOM_CHOICES.map((n) => [n, facetCount(facets, "rooms", String(n))])) as Record<number, number>,
  };
}

/** 'Filter lockern': one active filter left out, with the search's link and what it finds. */
export interface Loosening {
  label: string;
  href: string;
  total: number;
}

/**
 * For an empty search: each active filter as a link to the search without it and how many that
 * finds, the most helpful first; ways that still find nothing are left out. A failed count
 * leaves no chips (the chips above still lift each filter): the search itself answered.
 */
export async function looseningsFor(db: Db, filters: SearchFilters, view: string | null): Promise<Loosening[]> {
  const parts = filterParts(filters);
  if (parts.length === 0) return [];
  const variants = parts.map(({ without }) => ({ ...filters, ...without }));
  let totals: number[];
  try {
    totals = await countSearches(db, variants);
  } catch (error) {
    console.warn(JSON.stringify({ query: "loosened-searches", error: String(error) }));
    return [];
  }
  return variants
    .map((variant, index) => {
      const query = toSearchParams(variant);
      if (view === "karte") query.set("ansicht", "karte");
      return {
        label: parts[index]?.label ?? "",
        href: `/immobilien${query.size > 0 ? `?${query}` : ""}#ergebnisse`,
        total: totals[index] ?? 0,
      };
    })
    .filter((loosening) => loosening.total > 0)
    .sort((a, b) => b.total - a.total);
}
