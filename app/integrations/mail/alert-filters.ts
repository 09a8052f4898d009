// A saved search in words ("Kauf · Wohnung · 1070 Wien · bis € 500.000"), for the alert mails,
// the manage page and the staff list. Pure, so every page can use it.
import { formatAmount, formatArea, formatDecimal } from "~/lib/format";
import { AMENITIES, PROPERTY_TYPE_LABELS, type PropertyTypeKey } from "~/lib/property-derive";
import type { SearchFilters } from "~/lib/property-filters";

function range(min: number | null, max: number | null, format: (value: number) => string): string | null {
  if (min !== null && max !== null) return `${format(min)} bis ${format(max)}`;
  if (min !== null) return `ab ${format(min)}`;
  if (max !== null) return `bis ${format(max)}`;
  return null;
}

export function describeFilters(filters: SearchFilters): string {
  const type = filters.propertyType ? (PROPERTY_TYPE_LABELS[filters.propertyType as PropertyTypeKey] ?? filters.propertyType) : null;
  const parts = [
    filters.status === "SALE" ? "Kauf" : filters.status === "RENT" ? "Miete" : null,
    type,
    filters.location,
    filters.keyword ? `„${filters.keyword}“` : null,
    range(filters.priceMin, filters.priceMax, (v) => `€ ${formatAmount(v)}`),
    filters.bedrooms !== null ? `ab ${formatDecimal(filters.bedrooms, 1)} Zimmer` : null,
    filters.bathrooms !== null ? `ab ${formatDecimal(filters.bathrooms, 1)} Bad` : null,
    range(filters.livingAreaMin, filters.livingAreaMax, formatArea),
    range(filters.yearBuiltMin, filters.yearBuiltMax, String)
      ? `Baujahr ${range(filters.yearBuiltMin, filters.yearBuiltMax, String)}`
      : null,
    ...filters.amenities.map((key) => AMENITIES.find((a) => a.key === key)?.label ?? key),
    filters.priceReducedSince ? "Preis gesenkt" : null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" · ") : "alle Immobilien";
}
