// A search's active filters in words, one part per filter: the chips on /immobilien and the saved
// search's summary ("Kauf · Wohnung · Preis € 250.000 – € 450.000 · ab 3 Zimmer").
import { formatArea, formatDecimal, formatEuro } from "./format";
import { objektartLabel } from "./objektart";
import { AMENITIES, isPropertyTypeKey, PROPERTY_TYPE_LABELS } from "./property-derive";
import type { SearchFilters } from "./property-filters";

/** One active filter: its words, and the filter values that leave it out. */
export interface FilterPart {
  label: string;
  without: Partial<SearchFilters>;
}

function range(min: number | null, max: number | null, show: (value: number) => string): string {
  if (min !== null && max !== null) return `${show(min)} – ${show(max)}`;
  return min !== null ? `ab ${show(min)}` : `bis ${show(max ?? 0)}`;
}

/** The stored objektart ('wohnung/DACHGESCHOSS') or a search order's type key ('apartment'). */
export function typeLabel(value: string): string {
  return isPropertyTypeKey(value) ? PROPERTY_TYPE_LABELS[value] : (objektartLabel(value) ?? value);
}

export function filterParts(filters: SearchFilters): FilterPart[] {
  const parts: FilterPart[] = [];
  const add = (label: string, without: Partial<SearchFilters>) => parts.push({ label, without });
  if (filters.status) add(filters.status === "RENT" ? "Miete" : "Kauf", { status: null });
  if (filters.propertyType) add(typeLabel(filters.propertyType), { propertyType: null });
  if (filters.location) add(filters.location, { location: null });
  if (filters.keyword) add(`„${filters.keyword}“`, { keyword: null });
  if (filters.priceMin !== null || filters.priceMax !== null)
    add(`Preis ${range(filters.priceMin, filters.priceMax, formatEuro)}`, { priceMin: null, priceMax: null });
  if (filters.priceReducedSince) add("Preis gesenkt", { priceReducedSince: null });
  if (filters.bedrooms !== null) add(`ab ${formatDecimal(filters.bedrooms)} Zimmer`, { bedrooms: null });
  if (filters.bathrooms !== null)
    add(`ab ${formatDecimal(filters.bathrooms)} ${filters.bathrooms === 1 ? "Bad" : "Bäder"}`, { bathrooms: null });
  if (filters.livingAreaMin !== null || filters.livingAreaMax !== null)
    add(`Wohnfläche ${range(filters.livingAreaMin, filters.livingAreaMax, formatArea)}`, { livingAreaMin: null, livingAreaMax: null });
  if (filters.yearBuiltMin !== null || filters.yearBuiltMax !== null)
    add(`Baujahr ${range(filters.yearBuiltMin, filters.yearBuiltMax, String)}`, { yearBuiltMin: null, yearBuiltMax: null });
  for (const key of filters.amenities)
    add(AMENITIES.find((amenity) => amenity.key === key)?.label ?? key, { amenities: filters.amenities.filter((other) => other !== key) });
  if (filters.bereich) add("Kartenausschnitt", { bereich: null });
  if (filters.umkreis) add(`${formatDecimal(filters.umkreis.km)} km um ${filters.umkreis.place.label}`, { umkreis: null });
  return parts;
}

/** The whole search in one line; "alle Immobilien" without filters. */
export function describeFilters(filters: SearchFilters): string {
  const parts = filterParts(filters);
  return parts.length > 0 ? parts.map((part) => part.label).join(" · ") : "alle Immobilien";
}
