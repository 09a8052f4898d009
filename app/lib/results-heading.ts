// The results' count line on /immobilien says what is shown: the spec's
// 'Gefunden: N Immobilien' (public-site.md section 2), then the offer, the place and the type the
// visitor chose, so that a filtered list does not read like the whole stock.

import { filterParts, typeLabel } from "./filter-labels";
import { formatCount, formatDecimal, formatPropertyCount } from "./format";
import { hasActiveFilters, type SearchFilters } from "./property-filters";

/** "Gefunden: 46 Immobilien zum Kauf in Wien 7., Neubau · Etagenwohnung"; "Gefunden: 1 Immobilie". */
export function resultsHeading(total: number, filters: Pick<SearchFilters, "status" | "location" | "propertyType">): string {
  let line = `Gefunden: ${formatPropertyCount(total)}`;
  if (filters.status) line += filters.status === "RENT" ? " zur Miete" : " zum Kauf";
  if (filters.location) line += ` in ${filters.location}`;
  if (filters.propertyType) line += ` · ${typeLabel(filters.propertyType)}`;
  return line;
}

/**
 * The page band's line under "Immobilien" for a filtered search: what is shown, in the
 * portals' words ("46 Kaufangebote in Wien und Umgebung", "3 Mietangebote in Mödling: Wohnung ·
 * ab 3 Zimmer"). Null without a filter: the band keeps the spec's text (public-site.md line 45).
 * The region is the stock's own (the spec's "Wien und Umgebung") unless a place, a radius or a
 * map area narrows it.
 */
export function resultsSubline(total: number, filters: SearchFilters): string | null {
  if (!hasActiveFilters(filters)) return null;
  const count =
    filters.status === "SALE"
      ? formatCount(total, "Kaufangebot", "Kaufangebote")
      : filters.status === "RENT"
        ? formatCount(total, "Mietangebot", "Mietangebote")
        : formatPropertyCount(total);
  const where = filters.umkreis
    ? ` im Umkreis von ${formatDecimal(filters.umkreis.km)} km um ${filters.umkreis.place.label}`
    : filters.location
      ? ` in ${filters.location}`
      : filters.bereich
        ? " im gewählten Kartenausschnitt"
        : " in Wien und Umgebung";
  // The other filters in the chips' words; the offer, the place and the area are said above.
  const rest = filterParts({ ...filters, status: null, location: null, umkreis: null, bereich: null }).map((part) => part.label);
  return `${count}${where}${rest.length > 0 ? `: ${rest.join(" · ")}` : ""}`;
}
