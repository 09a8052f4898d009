// The derived property view (public-site.md sections 3, 4, 9): what cards and the detail page
// show, computed from a database row. Browser-safe and pure; the model selects CARD_COLUMNS for
// cards so that every page showing a card (search, home, district and broker pages) agrees.
import { formatArea, formatDecimal, formatNumber, formatPrice, formatRent, isPositiveNumber, PRICE_ON_REQUEST } from "./format";
import { AMENITIES, deriveStatus, type OfferStatus, PROPERTY_TYPE_LABELS, type PropertyTypeKey } from "./property-derive";

/** Columns a property card needs (explicit column lists, STYLE.md habit 5). */
export const CARD_COLUMNS = [
  "id",
  "objektnr_intern",
  "objekttitel",
  "objektart",
  "angebot_typ",
  "objektstatus",
  "ort",
  "plz",
  "politischer_bezirk",
  "titelbild_url",
  "bilder_urls",
  "anzahl_zimmer",
  "anzahl_badezimmer",
  "wohnflaeche",
  "nutzflaeche",
  "hwbwert",
  "hwbklasse",
  "fgeewert",
  "fgeeklasse",
  "kaufpreis",
  "gesamtmietenetto",
  "gesamtmietebrutto",
  "status",
  "property_type",
  "price_value",
  "area_value",
  "amenities",
  "district_label",
] as const;

export type CardColumn = (typeof CARD_COLUMNS)[number];

export interface CardRow {
  id: number;
  objektnr_intern: string;
  objekttitel: string | null;
  objektart: string | null;
  angebot_typ: string | null;
  objektstatus: string | null;
  ort: string | null;
  plz: string | null;
  politischer_bezirk: string | null;
  titelbild_url: string | null;
  bilder_urls: string;
  anzahl_zimmer: number | null;
  anzahl_badezimmer: number | null;
  wohnflaeche: number | null;
  nutzflaeche: number | null;
  hwbwert: number | null;
  hwbklasse: string | null;
  fgeewert: number | null;
  fgeeklasse: string | null;
  kaufpreis: number | null;
  gesamtmietenetto: number | null;
  gesamtmietebrutto: number | null;
  status: string | null;
  property_type: string | null;
  price_value: number | null;
  area_value: number | null;
  amenities: string;
  district_label: string | null;
}

export const UNAVAILABLE_TITLE = "Immobilie nicht verfügbar";
/** Stock photo shown when a property has no usable image (spec section 9, 'Fallback image'). */
export const FALLBACK_IMAGE = "/images/immobilie-platzhalter.svg";

export interface PropertyCardView {
  id: number;
  objektnr: string;
  href: string;
  title: string;
  priceText: string;
  priceValue: number | null;
  status: OfferStatus;
  /** 'Miete' or 'Kauf' (offer badge). */
  offerLabel: string;
  /** The feed's objektart when present, else the label of the derived type. */
  typeLabel: string;
  propertyType: PropertyTypeKey;
  location: string;
  image: string;
  /** Small variant for cards when one exists (local seed images), else the image itself. */
  thumbnail: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  roomsText: string | null;
  bathsText: string | null;
  areaText: string | null;
  /** Energy values in every advertisement (EAVG): 'HWB 45,2 kWh/m²a', 'fGEE 0,85'. */
  hwbText: string | null;
  fgeeText: string | null;
  amenities: string[];
  /** False when the row cannot be shown as a property (placeholder title, price on request). */
  valid: boolean;
}

export function parseJsonArray(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
  } catch {
    return [];
  }
}

/** Only local https or site-relative image URLs are shown; anything else falls back. */
function usableImage(url: string | null | undefined): string | null {
  const value = (url ?? "").trim();
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (/^https?:\/\//i.test(value)) return value;
  return null;
}

/** All images of a row, title image first, without duplicates. */
export function propertyImages(row: Pick<CardRow, "titelbild_url" | "bilder_urls">): string[] {
  const images = [row.titelbild_url, ...parseJsonArray(row.bilder_urls)].map(usableImage).filter((url): url is string => url !== null);
  return [...new Set(images)];
}

/** `/images/x.webp` → `/images/x-sm.webp`: the seed writes a small variant for its own images. */
export function thumbnailOf(url: string): string {
  return /^\/images\/[^?#]+\.webp$/.test(url) && !url.endsWith("-sm.webp") ? url.replace(/\.webp$/, "-sm.webp") : url;
}

const PROPERTY_TYPES = new Set<string>(Object.keys(PROPERTY_TYPE_LABELS));

function propertyTypeOf(value: string | null | undefined): PropertyTypeKey {
  return value && PROPERTY_TYPES.has(value) ? (value as PropertyTypeKey) : "apartment";
}

function offerStatusOf(row: Pick<CardRow, "status" | "angebot_typ" | "objektstatus" | "gesamtmietenetto">): OfferStatus {
  if (row.status === "RENT" || row.status === "SALE") return row.status;
  return deriveStatus(row);
}

/** District label, else political district, else place (spec section 3 'location'). */
export function locationOf(row: Pick<CardRow, "district_label" | "politischer_bezirk" | "ort" | "plz">): string {
  if (row.district_label) return row.district_label;
  const place = (row.politischer_bezirk || row.ort || "").trim();
  if (place) return place;
  return (row.plz ?? "").trim();
}

/** Price text: rent '€ x / Monat', sale '€ x', else 'Preis auf Anfrage' (spec section 9). */
export function priceTextOf(status: OfferStatus, priceValue: number | null | undefined): string {
  return status === "RENT" ? formatRent(priceValue) : formatPrice(priceValue);
}

function priceValueOf(
  row: Pick<CardRow, "price_value" | "kaufpreis" | "gesamtmietebrutto" | "gesamtmietenetto">,
  status: OfferStatus,
): number | null {
  if (isPositiveNumber(row.price_value)) return row.price_value;
  if (status === "RENT") {
    if (isPositiveNumber(row.gesamtmietebrutto)) return row.gesamtmietebrutto;
    if (isPositiveNumber(row.gesamtmietenetto)) return row.gesamtmietenetto;
    return null;
  }
  return isPositiveNumber(row.kaufpreis) ? row.kaufpreis : null;
}

function amenityLabels(json: string): string[] {
  const keys = new Set(parseJsonArray(json));
  return AMENITIES.filter((amenity) => keys.has(amenity.key)).map((amenity) => amenity.label);
}

export function energyValueText(label: "HWB" | "fGEE", value: number | null | undefined): string | null {
  if (!isPositiveNumber(value)) return null;
  return label === "HWB" ? `HWB ${formatDecimal(value)} kWh/m²a` : `fGEE ${formatNumber(value)}`;
}

/** The card view of one row. Rows without an object number or title become the placeholder. */
export function toPropertyCardView(row: CardRow): PropertyCardView {
  const status = offerStatusOf(row);
  const propertyType = propertyTypeOf(row.property_type);
  const images = propertyImages(row);
  const image = images[0] ?? FALLBACK_IMAGE;
  const area = isPositiveNumber(row.area_value)
    ? row.area_value
    : isPositiveNumber(row.wohnflaeche)
      ? row.wohnflaeche
      : isPositiveNumber(row.nutzflaeche)
        ? row.nutzflaeche
        : 0;
  const bedrooms = isPositiveNumber(row.anzahl_zimmer) ? row.anzahl_zimmer : 0;
  const bathrooms = isPositiveNumber(row.anzahl_badezimmer) ? row.anzahl_badezimmer : 0;
  const objektnr = (row.objektnr_intern ?? "").trim();
  const title = (row.objekttitel ?? "").trim();
  const valid = objektnr !== "" && title !== "";
  const priceValue = valid ? priceValueOf(row, status) : null;
  return {
    id: row.id,
    objektnr,
    href: `/immobilien/${encodeURIComponent(objektnr || String(row.id))}`,
    title: valid ? title : UNAVAILABLE_TITLE,
    priceText: valid ? priceTextOf(status, priceValue) : PRICE_ON_REQUEST,
    priceValue,
    status,
    offerLabel: status === "RENT" ? "Miete" : "Kauf",
    typeLabel: (row.objektart ?? "").trim() || PROPERTY_TYPE_LABELS[propertyType],
    propertyType,
    location: locationOf(row),
    image,
    thumbnail: thumbnailOf(image),
    bedrooms,
    bathrooms,
    area,
    roomsText: bedrooms > 0 ? `${formatDecimal(bedrooms, 1)} Zimmer` : null,
    bathsText: bathrooms > 0 ? `${formatDecimal(bathrooms, 1)} Bad` : null,
    areaText: area > 0 ? formatArea(area) : null,
    hwbText: energyValueText("HWB", row.hwbwert),
    fgeeText: energyValueText("fGEE", row.fgeewert),
    amenities: amenityLabels(row.amenities),
    valid,
  };
}
