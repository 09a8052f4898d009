// One listing on the results map: what /immobilien/karte.json sends and the popup reads, built
// from the card view so the popup shows what the card shows.
import { formatAmount, formatDecimal, isPositiveNumber, PRICE_ON_REQUEST } from "./format";
import type { OfferStatus } from "./property-derive";
import { type CardRow, toPropertyCardView } from "./property-view";

export interface MapMarker {
  id: number;
  lat: number;
  lon: number;
  href: string;
  title: string;
  price: string;
  /** The pin's short price ('349 T€', '1,25 Mio. €', '1.250 €/Monat'), null when on request. */
  pin: string | null;
  location: string;
  facts: string;
  image: string;
  offer: string;
}

export function toMapMarker(row: CardRow & { lat: number; lon: number }): MapMarker {
  const card = toPropertyCardView(row);
  return {
    id: row.id,
    lat: row.lat,
    lon: row.lon,
    href: card.href,
    title: card.title,
    price: card.priceText,
    pin: card.priceText === PRICE_ON_REQUEST ? null : pinLabel(card.priceValue, card.status),
    location: card.location,
    facts: [card.roomsText, card.areaText].filter(Boolean).join(" · "),
    image: card.thumbnail,
    offer: card.offerLabel,
  };
}

/**
 * A price pin's label, as short as the portals' map labels: a purchase price in
 * thousands ('349 T€') or millions ('1,25 Mio. €'), a rent per month in whole euros ('1.250 €/Monat');
 * null without a positive amount (the pin stays a dot). The unit after the number, no-break spaces.
 */
export function pinLabel(value: number | null | undefined, status: OfferStatus): string | null {
  if (!isPositiveNumber(value)) return null;
  if (status === "RENT") return `${formatAmount(Math.round(value))}\u00a0€/Monat`;
  const thousands = Math.round(value / 1000);
  if (thousands >= 1000) return `${formatDecimal(value / 1_000_000, 2)}\u00a0Mio.\u00a0€`;
  if (thousands >= 1) return `${thousands}\u00a0T€`;
  return `${formatAmount(Math.round(value))}\u00a0€`;
}
