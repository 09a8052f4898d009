// The results' count line on /immobilien says what is shown: the spec's
// 'Gefunden: N Immobilien' (public-site.md section 2), then the offer, the place and the type the
// visitor chose, so that a filtered list does not read like the whole stock.

import { typeLabel } from "./filter-labels";
import { formatPropertyCount } from "./format";
import type { SearchFilters } from "./property-filters";

/** "Gefunden: 46 Immobilien zum Kauf in Wien 7., Neubau · Etagenwohnung"; "Gefunden: 1 Immobilie". */
export function resultsHeading(total: number, filters: Pick<SearchFilters, "status" | "location" | "propertyType">): string {
  let line = `Gefunden: ${formatPropertyCount(total)}`;
  if (filters.status) line += filters.status === "RENT" ? " zur Miete" : " zum Kauf";
  if (filters.location) line += ` in ${filters.location}`;
  if (filters.propertyType) line += ` · ${typeLabel(filters.propertyType)}`;
  return line;
}
