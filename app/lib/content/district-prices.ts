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

const ROUND = {
  SALE: (n: number) => Math.round(n / 10) * 10,
  RENT: (n: number) => Math.round(n * 10) / 10,
} as const;

/** The offers of one deal as a range: how many, the lowest and highest €/m² (rounded), each offer's place on it (0–1). */
export interface OfferRange {
  deal: PricedListing["status"];
  count: number;
  low: number;
  high: number;
  /** The middle offer's €/m² (of an even count, the mean of the two middle ones), rounded. */
  median: number;
  /** Each offer's place on the bar and the median's, 0 (lowest) to 1 (highest); 0.5 when all are equal. */
  positions: number[];
  medianPosition: number;
}

/** Sale first, then rent; a deal without a priced offer is left out. The thank-you draws them as bars. */
export function offerPriceRanges(listings: readonly PricedListing[]): OfferRange[] {
  return (["SALE", "RENT"] as const).flatMap((deal) => {
    const values = perSquareMetre(listings, deal).map(ROUND[deal]);
    const low = values[0];
    const high = values.at(-1);
    if (low === undefined || high === undefined) return [];
    const span = high - low;
    const middle = values.length / 2;
    const median = ROUND[deal](
      values.length % 2 === 1 ? (values[Math.floor(middle)] as number) : ((values[middle - 1] as number) + (values[middle] as number)) / 2,
    );
    const place = (value: number) => (span > 0 ? (value - low) / span : 0.5);
    return [{ deal, count: values.length, low, high, median, positions: values.map(place), medianPosition: place(median) }];
  });
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

export const OFFER_PRICE_CAVEAT = "Das sind Angebotspreise; was tatsächlich bezahlt wird, hängt von Zustand, Stockwerk und Freiflächen ab.";

/**
 * The sale and rent sentences with the offer-price caveat, or null when no listing has a price
 * and a Wohnfläche: 'Unsere 3 aktuellen Kaufangebote im 7. Bezirk liegen zwischen € 6.000 und …'.
 */
export function offerPriceText(listings: readonly PricedListing[], inPlace: string): string | null {
  const sale = rangeSentence(perSquareMetre(listings, "SALE"), "Kauf", inPlace, ROUND.SALE);
  const rent = rangeSentence(perSquareMetre(listings, "RENT"), "Miet", inPlace, ROUND.RENT);
  if (!sale && !rent) return null;
  return [sale, rent, OFFER_PRICE_CAVEAT].filter(Boolean).join(" ");
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
