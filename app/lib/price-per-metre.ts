// The key facts' price per m² for plots, homes and business premises (these by their
// Nutzfläche): what buyers and tenants compare first. Only from the page's own
// figures, the asking price (or the monthly rent the price line shows) and the area, so nothing is
// said when either is missing.
import { isPositiveNumber } from "./format";
import { type AreaKind, formatPerSquareMetre, type ListingKind, plotPricePerSquareMetre } from "./listing-facts";
import type { OfferStatus } from "./property-derive";

export interface PricePerMetreFact {
  label: "Kaufpreis pro m²" | "Miete pro m²";
  value: string;
  /** The fact it follows in the list. */
  after: "Grundfläche" | "Wohnfläche" | "Nutzfläche";
}

/**
 * A plot on sale: its price per m² of Grundfläche. A flat or house: its price (sale) or the monthly
 * rent of the price line (rent) per m² of Wohnfläche, never of a Nutzfläche standing in for it.
 * Business premises (office, warehouse, shop): the price or rent per m² of the area their card
 * and facts state, the Nutzfläche (else a Wohnfläche), as the portals quote them.
 * Everything without a price or an area: null.
 */
export function pricePerSquareMetreFact(input: {
  kind: ListingKind;
  status: OfferStatus;
  price: number | null | undefined;
  area: number | null | undefined;
  areaKind: AreaKind | null;
}): PricePerMetreFact | null {
  const { kind, status, price, area, areaKind } = input;
  if (kind === "land") {
    const value = plotPricePerSquareMetre({ kind, status, price, area });
    return value ? { label: "Kaufpreis pro m²", value, after: "Grundfläche" } : null;
  }
  if (kind === "commercial") {
    if ((areaKind !== "Nutzfläche" && areaKind !== "Wohnfläche") || !isPositiveNumber(price) || !isPositiveNumber(area)) return null;
    return { label: status === "RENT" ? "Miete pro m²" : "Kaufpreis pro m²", value: formatPerSquareMetre(price, area), after: areaKind };
  }
  if (kind !== "home" || areaKind !== "Wohnfläche" || !isPositiveNumber(price) || !isPositiveNumber(area)) return null;
  return { label: status === "RENT" ? "Miete pro m²" : "Kaufpreis pro m²", value: formatPerSquareMetre(price, area), after: "Wohnfläche" };
}

/** The fact for a card's or the detail page's view (both carry kind, status, price and area). */
export function pricePerSquareMetreOf(view: {
  kind: ListingKind;
  status: OfferStatus;
  priceValue: number | null | undefined;
  area: number | null | undefined;
  areaKind: AreaKind | null;
}): PricePerMetreFact | null {
  return pricePerSquareMetreFact({
    kind: view.kind,
    status: view.status,
    price: view.priceValue,
    area: view.area,
    areaKind: view.areaKind,
  });
}
