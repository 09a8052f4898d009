// The price-per-m² sentence on a district page, from the district's live active
// listings: offer prices, not closing prices, and said so. Pure: the loader passes the rows.
import { formatEuro } from "~/lib/format";

export interface PricedListing {
  status: "RENT" | "SALE";
  price_value: number | null;
  area_value: number | null;
}

function perSquareMetre(listings: readonly PricedListing[], status: PricedListing["status"]): number[] {
  return listings
    .filter((l) => l.status === status && (l.price_value ?? 0) > 0 && (l.area_value ?? 0) > 0)
    .map((l) => (l.price_value as number) / (l.area_value as number))
    .sort((a, b) => a - b);
}

function rangeSentence(values: number[], kind: "Kauf" | "Miet", inPlace: string, round: (n: number) => number): string | null {
  if (values.length === 0) return null;
  const suffix = kind === "Miet" ? " im Monat" : "";
  const euro = (n: number) => formatEuro(round(n));
  const low = euro(values[0] as number);
  const high = euro(values[values.length - 1] as number);
  if (values.length === 1) return `Unser aktuelles ${kind}angebot ${inPlace} kostet ${low} pro m² Wohnfläche${suffix}.`;
  if (low === high) return `Unsere ${values.length} aktuellen ${kind}angebote ${inPlace} liegen bei ${low} pro m² Wohnfläche${suffix}.`;
  return `Unsere ${values.length} aktuellen ${kind}angebote ${inPlace} liegen zwischen ${low} und ${high} pro m² Wohnfläche${suffix}.`;
}

/**
 * The sale and rent sentences with the offer-price caveat, or null when no listing has a price
 * and a Wohnfläche: 'Unsere 3 aktuellen Kaufangebote im 7. Bezirk liegen zwischen € 6.000 und …'.
 */
export function offerPriceText(listings: readonly PricedListing[], inPlace: string): string | null {
  const sale = rangeSentence(perSquareMetre(listings, "SALE"), "Kauf", inPlace, (n) => Math.round(n / 10) * 10);
  const rent = rangeSentence(perSquareMetre(listings, "RENT"), "Miet", inPlace, (n) => Math.round(n * 10) / 10);
  if (!sale && !rent) return null;
  return [sale, rent, "Das sind Angebotspreise; was tatsächlich bezahlt wird, hängt von Zustand, Stockwerk und Freiflächen ab."]
    .filter(Boolean)
    .join(" ");
}

/** The district page's sentence: the offer prices, or that there are none to show. */
export function districtPriceText(listings: readonly PricedListing[], inPlace: string): string {
  // Short on purpose: a templated sentence over 120 characters would repeat on every page.
  return (
    offerPriceText(listings, inPlace) ??
    `Derzeit haben wir ${inPlace} kein aktives Angebot mit Preis und Wohnfläche, das einen Quadratmeterpreis zeigt.`
  );
}

/** 'im 3. Bezirk' for a Vienna postal code (1010-1230), else 'in 2340 Mödling' with the listings' place. */
export function postalCodePlace(plz: string, place: string | null): string {
  const vienna = /^1(\d\d)0$/.exec(plz);
  const district = vienna ? Number(vienna[1]) : 0;
  if (district >= 1 && district <= 23) return `im ${district}. Bezirk`;
  return place ? `in ${plz} ${place}` : `im Gebiet ${plz}`;
}
