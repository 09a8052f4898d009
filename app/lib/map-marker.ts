// One listing on the results map: what /immobilien/karte.json sends and the popup reads, built
// from the card view so the popup shows what the card shows.
import { formatPinPrice, PRICE_ON_REQUEST } from "./format";
import { type CardRow, toPropertyCardView } from "./property-view";

export interface MapMarker {
  id: number;
  lat: number;
  lon: number;
  href: string;
  title: string;
  price: string;
  /** The pin's short price ('€ 4,22 Mio.'), null when the price is on request. */
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
    pin: card.priceText === PRICE_ON_REQUEST ? null : formatPinPrice(card.priceValue),
    location: card.location,
    facts: [card.roomsText, card.areaText].filter(Boolean).join(" · "),
    image: card.thumbnail,
    offer: card.offerLabel,
  };
}
