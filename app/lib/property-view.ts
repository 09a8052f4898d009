// What cards and the detail page show, derived from a database row. Cards select CARD_COLUMNS so
// every page showing a card agrees. Browser-safe.
import type { CardColumn, ImmobilieRow, PropertyWriteColumn } from "~/db/schema";
import {
  formatArea,
  formatDate,
  formatDecimal,
  formatNumber,
  formatPrice,
  formatPriceBeside,
  formatRent,
  isPositiveNumber,
  PRICE_ON_REQUEST,
  UNIT_SPACE,
} from "./format";
import {
  type AreaKind,
  BEBAUBAR_NACH_LABELS,
  BEFEUERUNG_LABELS,
  codeLabel,
  codeLabels,
  ERSCHLIESSUNG_LABELS,
  HEIZUNGSART_LABELS,
  hasLift,
  type ListingKind,
  listingFacts,
  listingKind,
  ZUSTAND_LABELS,
} from "./listing-facts";
import { type CostRow, grossRemainder, MONTHLY_GROSS_LABEL, type MonthlyCostsRow, rentCostRows, saleCostRows } from "./monthly-costs";
import { objektartLabel } from "./objektart";
import { formatPriceChange } from "./price-history-view";
import { isRecentPriceReduction } from "./price-reduction";
import {
  AMENITIES,
  deriveStatus,
  isPropertyTypeKey,
  type OfferStatus,
  PROPERTY_TYPE_LABELS,
  type PropertyTypeKey,
} from "./property-derive";
import { type ResponsivePhoto, responsivePhotos } from "./responsive-image";

/** Columns a property card needs; the list lives with the other column lists (app/db). */
export { CARD_COLUMNS } from "~/db/property-columns";

/** A card's row as the model selects it: the CARD_COLUMNS of immobilien, typed by the schema. */
export type CardRow = Pick<ImmobilieRow, CardColumn>;

/** Cards: one column below 640 px, two up to 1024 px, then three in the 1200 px container. */
const PROPERTY_CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw";

const UNAVAILABLE_TITLE = "Immobilie nicht verfügbar";
/** Stock photo shown when a property has no usable image (spec section 9, 'Fallback image'). */
export const FALLBACK_IMAGE = "/images/fallback.webp";

export type { AreaKind } from "./listing-facts";

export interface PropertyCardView {
  id: number;
  objektnr: string;
  href: string;
  title: string;
  priceText: string;
  priceValue: number | null;
  /** What a rent is: 'Gesamtmiete' (gross, the feed's gesamtmietebrutto) or 'Gesamtmiete netto'; null for a sale or no price. */
  rentLabel: string | null;
  status: OfferStatus;
  /** 'Miete' or 'Kauf' (offer badge). */
  offerLabel: string;
  /** The feed's objektart in words (lib/objektart.ts) when present, else the derived type's label. */
  typeLabel: string;
  propertyType: PropertyTypeKey;
  /** Home, business premises or land: decides the facts line (lib/listing-facts). */
  kind: ListingKind;
  location: string;
  image: string;
  /** Small variant for cards when one exists (local seed images), else the image itself. */
  thumbnail: string;
  /** The card's <img> attributes: the first photo's small variant with its srcset, or the fallback. */
  cardImage: { src: string; srcSet?: string; sizes?: string; width: number; height: number };
  /** False when the listing has no photo of its own yet: the card says 'Foto folgt' over the stand-in. */
  hasPhoto: boolean;
  bedrooms: number;
  bathrooms: number;
  area: number;
  /** Which area `area` is, by kind of listing (lib/listing-facts); null without an area. */
  areaKind: AreaKind | null;
  roomsText: string | null;
  bathsText: string | null;
  areaText: string | null;
  /** Energy values in every advertisement (EAVG): 'HWB 45,2 kWh/m²a', 'fGEE 0,85'. */
  hwbText: string | null;
  fgeeText: string | null;
  amenities: string[];
  /** False when the row cannot be shown as a property (placeholder title, price on request). */
  valid: boolean;
  /** 'Preis gesenkt': the price went down in the last 30 days. */
  priceReduced: boolean;
  /**
   * The price before that reduction, only with `priceReduced`, written like the price:
   * '€ 520.000', a rent's monthly figure of the same kind '€ 4.100,00 / Monat' beside
   * '€ 3.823,84 / Monat'.
   */
  previousPriceText: string | null;
  /** The cut from that price, '−6,7 %' as the detail page's history writes it; null without `previousPriceText`. */
  priceCutText: string | null;
  /** 'Neu': first stored recently (lib/new-listing.ts). Only the results page sets it. */
  isNew: boolean;
}

function parseJsonArray(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
  } catch {
    return [];
  }
}

/**
 * Only the site's own files are shown as they are: a provider's URL is never hotlinked; its
 * picture appears once the photo pipeline stored and resized it.
 */
function usableImage(url: string | null | undefined): string | null {
  const value = (url ?? "").trim();
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return null;
}

/** Own images of a row not yet through the pipeline, title image first, without duplicates. */
function ownImages(row: Pick<CardRow, "titelbild_url" | "bilder_urls">): string[] {
  const images = [row.titelbild_url, ...parseJsonArray(row.bilder_urls)].map(usableImage).filter((url): url is string => url !== null);
  return [...new Set(images)];
}

/** What the page shows: processed photos when there are any, else the own images as they are. */
function propertyPhotos(row: Pick<CardRow, "titelbild_url" | "bilder_urls" | "photos">): ResponsivePhoto[] {
  const processed = responsivePhotos(row.photos);
  if (processed.length > 0) return processed;
  return ownImages(row).map(ownPhoto);
}

/** The own picture a card or the detail page shows first; null without one (the fallback is no listing's picture). */
export function firstPictureOf(row: Pick<CardRow, "titelbild_url" | "bilder_urls" | "photos">): string | null {
  const src = propertyPhotos(row)[0]?.src ?? null;
  return src === FALLBACK_IMAGE ? null : src;
}

/** An own image: the seed's 1200x800 WebP with its 480 px '-sm' and 800 px '-md' variants (scripts/generate-images.mjs). */
function ownPhoto(url: string): ResponsivePhoto {
  const thumb = thumbnailOf(url);
  if (thumb === url) return { src: url, thumb, srcSet: "", width: 1200, height: 800 };
  const medium = url.replace(/\.webp$/, "-md.webp");
  return { src: url, thumb, srcSet: `${thumb} 480w, ${medium} 800w, ${url} 1200w`, width: 1200, height: 800 };
}

/** A listing's detail page: `/immobilien/<objektnr_intern>`, the id every listing URL uses. */
export function propertyPath(objektnr: string): string {
  return `/immobilien/${encodeURIComponent(objektnr)}`;
}

/** The Objektnr. people read (the public page's 'Obj.-Nr.', the one brokers quote): the feed's external one, else the internal. */
export function shownObjektnr(row: { objektnr_extern: string | null; objektnr_intern: string }): string {
  return row.objektnr_extern?.trim() || row.objektnr_intern;
}

/** `/images/x.webp` → `/images/x-sm.webp`: the seed writes a small variant for its own images. */
export function thumbnailOf(url: string): string {
  return /^\/images\/[^?#]+\.webp$/.test(url) && !url.endsWith("-sm.webp") ? url.replace(/\.webp$/, "-sm.webp") : url;
}

/** An unknown value shows as an apartment. */
function propertyTypeOf(value: string | null | undefined): PropertyTypeKey {
  return value && isPropertyTypeKey(value) ? value : "apartment";
}

function offerStatusOf(row: Pick<CardRow, "status" | "angebot_typ" | "objektstatus" | "gesamtmietenetto">): OfferStatus {
  if (row.status === "RENT" || row.status === "SALE") return row.status;
  return deriveStatus(row);
}

/**
 * Vienna's district label, else the listing's own place, else its political district
 * (spec section 3 put the district before the place, and a Brunn am Gebirge listing read 'Mödling').
 */
function locationOf(row: Pick<CardRow, "district_label" | "politischer_bezirk" | "ort" | "plz">): string {
  if (row.district_label) return row.district_label;
  const own = (row.ort ?? "").trim();
  // A bare 'Wien' says less than its political district ('Wien 3., Landstraße').
  const place = own && !/^wien$/i.test(own) ? own : (row.politischer_bezirk || own).trim();
  if (place) return place;
  return (row.plz ?? "").trim();
}

/** Price text: rent '€ x / Monat', sale '€ x', else 'Preis auf Anfrage' (spec section 9). */
function priceTextOf(status: OfferStatus, priceValue: number | null | undefined): string {
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

/** Renters compare the total rent: say which total a card's rent is (the same fallback as priceValueOf). */
function rentLabelOf(
  row: Pick<CardRow, "price_value" | "gesamtmietebrutto" | "gesamtmietenetto">,
  status: OfferStatus,
  priceValue: number | null,
): string | null {
  if (status !== "RENT" || priceValue === null) return null;
  if (isPositiveNumber(row.gesamtmietebrutto) && row.gesamtmietebrutto === priceValue) return "Gesamtmiete";
  if (isPositiveNumber(row.gesamtmietenetto) && row.gesamtmietenetto === priceValue) return "Gesamtmiete netto";
  // price_value is written from the same two columns at sync (lib/property-derive); anything else says nothing.
  return null;
}

function amenityLabels(json: string): string[] {
  const keys = new Set(parseJsonArray(json));
  return AMENITIES.filter((amenity) => keys.has(amenity.key)).map((amenity) => amenity.label);
}

function energyValueText(label: "HWB" | "fGEE", value: number | null | undefined): string | null {
  if (!isPositiveNumber(value)) return null;
  return label === "HWB" ? `HWB ${formatDecimal(value)}${UNIT_SPACE}kWh/m²a` : `fGEE ${formatNumber(value)}`;
}

/** The card view of one row. Rows without an object number or title become the placeholder. */
export function toPropertyCardView(row: CardRow): PropertyCardView {
  const status = offerStatusOf(row);
  const propertyType = propertyTypeOf(row.property_type);
  const photos = propertyPhotos(row);
  const picture = photos[0] ?? { src: FALLBACK_IMAGE, thumb: FALLBACK_IMAGE, srcSet: "", width: 640, height: 480 };
  const image = picture.src;
  const kind = listingKind(row.objektart, propertyType);
  const { area, areaKind, areaText, roomsText, bathsText } = listingFacts({ kind, ...row });
  const bedrooms = isPositiveNumber(row.anzahl_zimmer) ? row.anzahl_zimmer : 0;
  const bathrooms = isPositiveNumber(row.anzahl_badezimmer) ? row.anzahl_badezimmer : 0;
  const objektnr = (row.objektnr_intern ?? "").trim();
  const title = (row.objekttitel ?? "").trim();
  const valid = objektnr !== "" && title !== "";
  const priceValue = valid ? priceValueOf(row, status) : null;
  // Cards are built in loaders (server time); price_reduced_at may be absent from older rows.
  const priceReduced = valid && priceValue !== null && isRecentPriceReduction(row.price_reduced_at, new Date());
  return {
    id: row.id,
    objektnr,
    href: propertyPath(objektnr || String(row.id)),
    title: valid ? title : UNAVAILABLE_TITLE,
    priceText: valid ? priceTextOf(status, priceValue) : PRICE_ON_REQUEST,
    priceValue,
    rentLabel: rentLabelOf(row, status, priceValue),
    status,
    offerLabel: status === "RENT" ? "Miete" : "Kauf",
    typeLabel: objektartLabel(row.objektart) ?? PROPERTY_TYPE_LABELS[propertyType],
    propertyType,
    kind,
    location: locationOf(row),
    image,
    thumbnail: picture.thumb,
    cardImage: picture.srcSet
      ? { src: picture.thumb, srcSet: picture.srcSet, sizes: PROPERTY_CARD_SIZES, width: picture.width, height: picture.height }
      : { src: picture.thumb, width: picture.width, height: picture.height },
    // The stock stand-in (tests and old rows may name it as their picture) is no photo of the listing.
    hasPhoto: photos.some((photo) => photo.src !== FALLBACK_IMAGE),
    bedrooms,
    bathrooms,
    area,
    areaKind,
    roomsText,
    bathsText,
    areaText,
    hwbText: energyValueText("HWB", row.hwbwert),
    fgeeText: energyValueText("fGEE", row.fgeewert),
    amenities: amenityLabels(row.amenities),
    valid,
    priceReduced,
    ...previousPriceOf(priceReduced ? row.price_before_reduction : null, priceValue, status),
    isNew: false,
  };
}

/**
 * The old price of a recent reduction and the cut in per cent: only for an old price above today's
 * (an unknown or odd value says nothing). Formatted as a pair with the price, which it formats
 * too.
 */
function previousPriceOf(
  before: number | null | undefined,
  priceValue: number | null,
  status: OfferStatus,
): Pick<PropertyCardView, "previousPriceText" | "priceCutText"> & Partial<Pick<PropertyCardView, "priceText">> {
  if (!isPositiveNumber(before) || priceValue === null || before <= priceValue) return { previousPriceText: null, priceCutText: null };
  return {
    // Both sides of the pair, so '€ 1.400,00 / Monat' stands above 'statt € 1.450,50 / Monat'.
    priceText: formatPriceBeside(priceValue, before, status === "RENT"),
    previousPriceText: formatPriceBeside(before, priceValue, status === "RENT"),
    priceCutText: formatPriceChange(before, priceValue),
  };
}

/**
 * Columns of the detail page (server/listings/queries.server.ts selects them): a card's, every content
 * column the feed writes except the search text, and the row's state.
 */
export type DetailColumn = Exclude<CardColumn | PropertyWriteColumn | "active" | "updated_at", "search_text">;

/** The detail page's row. */
export type DetailRow = Pick<ImmobilieRow, DetailColumn>;

interface LabelledValue {
  label: string;
  value: string;
}

/** The cost table's groups: the purchase price, the monthly rows, the one-off sums. */
export type PriceGroup = "price" | "monthly" | "once";

/** A row of the cost table; `total` marks the sum of the rows right above it. */
export interface PriceRow extends LabelledValue {
  /** Small print under the label ('Steuersatz auf Anfrage'). */
  note?: string;
  total?: true;
  group: PriceGroup;
}

const ENERGY_CLASSES = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G", "H"] as const;

export interface PropertyDetailView extends PropertyCardView {
  /** The largest variant of every photo (Open Graph, JSON-LD). */
  images: string[];
  gallery: ResponsivePhoto[];
  subline: string;
  /** The place, written once: '1030 Wien, Landstraße' (the subline's first part; the exposé's too). */
  placeText: string;
  /** The subline's place and kind, each kept on one line on screen. */
  sublinePlaceParts: string[];
  /** 'Obj.-Nr. DE-2026-2727', the subline's last part, on a line of its own on the detail page; null without one. */
  objectNumberText: string | null;
  objektnrExtern: string | null;
  facts: LabelledValue[];
  priceRows: PriceRow[];
  energy: {
    hwbClass: string | null;
    hwbValue: string | null;
    fgeeClass: string | null;
    fgeeValue: string | null;
    validUntil: string | null;
  } | null;
  /** Location text with the feed's &#13; turned into line breaks (spec section 3). */
  locationText: string | null;
  coordinates: { lat: number; lon: number; radius: number } | null;
  contact: { name: string; company: string | null; phone: string | null; phoneHref: string | null; email: string | null } | null;
  plainDescription: string | null;
  /** The Widmung as the feed gives it ('Bauland-Betriebsgebiet'), else null. */
  zoning: string | null;
  /** The Erschließung in words ('voll erschlossen'), else null. */
  servicing: string | null;
  /** 'Bebaubar nach' in words ('Bebauungsplan'), else null. */
  buildableUnder: string | null;
  /** What the feed says about Altlasten (contaminated land), else null. */
  contamination: string | null;
  /** A lift in the building: true, false (the seed says 'nein'), null when unknown. */
  lift: boolean | null;
  /** The Heizungsart in words ('Etagenheizung', 'Fernwärme'), in the XSD's order; [] when unknown. */
  heatingSystems: string[];
  /** What the heating burns or draws on ('Gas', 'Fernwärme'); [] when unknown. */
  heatingSources: string[];
  /** The Zustand in words ('vollsaniert'), else null. */
  condition: string | null;
  /** 'verfügbar ab' as the feed writes it ('sofort', '1. März 2027'), else null. */
  availableFrom: string | null;
  /** A rent's Kaution as the feed states it ('3 Bruttomonatsmieten'); null for a sale or unstated. */
  deposit: string | null;
  /** A rent's term ('unbefristet', '5 Jahre befristet'); null for a sale or unknown. */
  leaseTerm: string | null;
  /**
   * What a buyer pays each month besides the price: the feed's monthly costs gross (the cost
   * table's first monthly row), else Betriebskosten + Reparaturrücklage net; null for a rent (its
   * price is the monthly total) and when the feed has neither. One figure wherever it is shown
   * (review 59: € 648 net in the key facts, € 712,92 gross in the table).
   */
  monthlyCosts: {
    amount: number;
    label: string;
    basis: "brutto" | "netto";
    /** What the gross figure holds beyond the net lines (the cost table's USt. row), else null. */
    remainder: { label: string; amount: number } | null;
  } | null;
}

/** A sale's monthly costs for the key facts: one sum, its label saying what it holds. */
function monthlyCostsOf(row: MonthlyCostsRow, status: OfferStatus): PropertyDetailView["monthlyCosts"] {
  if (status !== "SALE") return null;
  if (isPositiveNumber(row.monatlichekostenbrutto)) {
    return { amount: row.monatlichekostenbrutto, label: MONTHLY_GROSS_LABEL, basis: "brutto", remainder: grossRemainder(row) };
  }
  const operating = isPositiveNumber(row.betriebskostennetto) ? row.betriebskostennetto : 0;
  const reserve = isPositiveNumber(row.reparaturruecklage_netto) ? row.reparaturruecklage_netto : 0;
  const net = (amount: number, label: string) => ({ amount, label, basis: "netto" as const, remainder: null });
  if (operating > 0 && reserve > 0) return net(operating + reserve, "BK netto + Rücklage mtl.");
  if (operating > 0) return net(operating, "Betriebskosten mtl. netto");
  if (reserve > 0) return net(reserve, "Rücklage mtl.");
  return null;
}

/**
 * A rent heated by a named system but without a Heizkosten line: its total says the heating costs
 * are not stated, rather than leaving a tenant to guess whether they are in the Betriebskosten
 * (the feed has no field that says so, so we never claim it).
 */
function withHeatingNote(rows: CostRow[], row: DetailRow): CostRow[] {
  const heated = codeLabels(HEIZUNGSART_LABELS, row.heizungsart).length + codeLabels(BEFEUERUNG_LABELS, row.befeuerung).length > 0;
  if (!heated || isPositiveNumber(row.heizkostennetto)) return rows;
  const at = rows.findIndex((item) => item.total) >= 0 ? rows.findIndex((item) => item.total) : rows.length - 1;
  return rows.map((item, index) => (index === at ? { ...item, note: "Heizkosten: auf Anfrage – wir nennen sie Ihnen gern" } : item));
}

const text = (value: string | null | undefined) => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

function labelled(label: string, value: string | null | undefined): LabelledValue | null {
  const shown = text(value);
  return shown ? { label, value: shown } : null;
}

export function energyClass(value: string | null | undefined): string | null {
  const normalised = (value ?? "").trim().toUpperCase().replace(/\s+/g, "");
  return (ENERGY_CLASSES as readonly string[]).includes(normalised) ? normalised : null;
}

function fact(label: string, value: number | null | undefined, render: (n: number) => string): LabelledValue | null {
  return isPositiveNumber(value) ? { label, value: render(value) } : null;
}

const count = (n: number) => formatDecimal(n, 1);

/** Decode the feed's carriage-return entities and basic entities of a plain-text field. */
function feedText(value: string | null | undefined): string | null {
  const decoded = (value ?? "")
    .replace(/&#13;|&#x0?d;/gi, "\n")
    .replace(/\r\n?/g, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return decoded === "" ? null : decoded;
}

/** 'Wien 3., Landstraße' → 'Landstraße': a Viennese political district without its number. */
const VIENNA_DISTRICT = /^wien\s+\d{1,2}\.\s*,?\s*/i;

/**
 * The subline's place, written once (spec section 2: 'place plus political district if
 * different'): '1030 Wien, Landstraße', '2345 Brunn am Gebirge, Mödling'. Without a postcode a
 * Viennese listing keeps the district's own name with its number ('Wien 3., Landstraße').
 */
function sublinePlace(row: Pick<DetailRow, "ort" | "plz" | "politischer_bezirk" | "district_label">): string {
  const place = text(row.ort) ?? text(row.district_label) ?? "";
  const plz = /^\d{4}$/.test(row.plz?.trim() ?? "") ? (row.plz?.trim() ?? null) : null;
  const political = text(row.politischer_bezirk);
  const inVienna = /^wien$/i.test(place);
  if (inVienna && political && VIENNA_DISTRICT.test(political) && !plz) return political;
  const district = political ? political.replace(VIENNA_DISTRICT, "").trim() || political : null;
  const head = plz && place ? `${plz} ${place}` : place;
  if (!district || district.toLowerCase() === place.toLowerCase()) return head;
  return head ? `${head}, ${district}` : district;
}

/** The detail view (spec sections 2, 5, 9): facts and price rows only when > 0, Provision always. */
export function toPropertyDetailView(row: DetailRow): PropertyDetailView {
  const card = toPropertyCardView(row);
  const gallery = propertyPhotos(row);
  const images = gallery.map((photo) => photo.src);
  const placeText = sublinePlace(row);
  // The badge beside the price says 'Kauf' or 'Miete': the subline names the type instead, and the
  // offer type only when it says more than the badge ('Pacht'); spec 'offer type (or type)' (ADR 0321).
  const offerType = text(row.angebot_typ);
  const offer = offerType && offerType.toLowerCase() !== card.offerLabel.toLowerCase() ? offerType : card.typeLabel;
  const objektnrExtern = text(row.objektnr_extern);
  const sublinePlaceParts = [placeText, offer].filter((part): part is string => Boolean(part));
  const objectNumberText = objektnrExtern ? `Obj.-Nr. ${objektnrExtern}` : null;
  const subline = [...sublinePlaceParts, objectNumberText].filter(Boolean).join(" · ");

  const zoning = text(row.widmung);
  const servicing = codeLabel(ERSCHLIESSUNG_LABELS, row.erschliessung);
  const buildableUnder = codeLabel(BEBAUBAR_NACH_LABELS, row.bebaubar_nach);
  const contamination = text(row.altlasten);

  const facts = [
    // An office or a shop has Räume, not Zimmer (a flat's word).
    fact(card.kind === "commercial" ? "Räume" : "Zimmer", row.anzahl_zimmer, count),
    fact("Badezimmer", row.anzahl_badezimmer, count),
    fact("Separate WCs", row.anzahl_sep_wc, count),
    fact("Wohnfläche", row.wohnflaeche, formatArea),
    // A plot's nutzflaeche is its Grundfläche (lib/listing-facts).
    fact(card.kind === "land" ? "Grundfläche" : "Nutzfläche", row.nutzflaeche, formatArea),
    // A house's plot (a plot's own size is its Grundfläche above).
    card.kind === "land" ? null : fact("Grundstücksfläche", row.grundstuecksflaeche, formatArea),
    // A plot's structured facts right after its area (the route puts the € per m² between them).
    labelled("Widmung", zoning),
    labelled("Erschließung", servicing),
    labelled("Bebaubar nach", buildableUnder),
    labelled("Altlasten", contamination),
    fact("Balkon/Terrasse", row.balkon_terrasse_flaeche, formatArea),
    fact("Loggia", row.loggia_flaeche, formatArea),
    fact("Anzahl Loggien", row.anzahl_logia, count),
    fact("Abstellräume", row.anzahl_abstellraum, count),
    fact("Kellerfläche", row.kellerflaeche, formatArea),
    fact("Garagenfläche", row.garagen_flaeche, formatArea),
    fact("Stellplatzfläche", row.stellplatz_flaeche, formatArea),
    fact("Stellplätze", row.anzahl_stellplaetze, count),
    fact("Baujahr", row.baujahr, (n) => String(Math.trunc(n))),
    labelled("Etage", row.etage),
    labelled("HWB-Klasse", row.hwbklasse),
  ].filter((item): item is LabelledValue => item !== null);

  // Three groups, each its own list (review 61): the purchase price, the monthly rows that add up
  // to their bold total, then the one-off sums after it, so no total rule sits under the Kaufpreis
  // and nothing one-off follows a monthly total as if it were part of it.
  const inGroup = (group: PriceGroup) => (item: LabelledValue | CostRow | null) => (item ? [{ ...item, group }] : []);
  const priceRows: PriceRow[] = [
    ...inGroup("price")(isPositiveNumber(row.kaufpreis) ? { label: "Kaufpreis", value: formatPrice(row.kaufpreis) } : null),
    // The net lines, what the gross figure holds beyond them (USt.), then the gross figure as
    // their total: rows that add up; a rent's starts with its own net rent.
    ...(card.status === "RENT" ? withHeatingNote(rentCostRows(row), row) : saleCostRows(row)).flatMap(inGroup("monthly")),
    ...inGroup("once")(isPositiveNumber(row.abstand) ? { label: "Ablöse", value: formatPrice(row.abstand) } : null),
    ...inGroup("once")(labelled("Kaution", row.kaution_text)),
    // The commission is always stated (Maklergesetz); none means 'provisionsfrei'.
    ...inGroup("once")({ label: "Provision", value: text(row.aussen_courtage) ?? "provisionsfrei" }),
  ];

  const hwbClass = energyClass(row.hwbklasse);
  const fgeeClass = energyClass(row.fgeeklasse);
  const hwbValue = isPositiveNumber(row.hwbwert) ? `${formatDecimal(row.hwbwert)}${UNIT_SPACE}kWh/m²a` : null;
  const fgeeValue = isPositiveNumber(row.fgeewert) ? formatNumber(row.fgeewert) : null;
  const energy =
    hwbClass || fgeeClass || hwbValue || fgeeValue
      ? { hwbClass, hwbValue, fgeeClass, fgeeValue, validUntil: formatDate(row.energie_gueltig_bis) }
      : null;

  const lat = row.lat_ungenaeher;
  const lon = row.lon_ungenaeher;
  const coordinates =
    typeof lat === "number" &&
    typeof lon === "number" &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    !(lat === 0 && lon === 0)
      ? { lat, lon, radius: isPositiveNumber(row.umkreis_meter) ? Math.min(row.umkreis_meter, 20000) : 500 }
      : null;

  const name = [text(row.kontakt_vorname), text(row.kontakt_name)].filter(Boolean).join(" ");
  const phone = text(row.kontakt_tel);
  const email = text(row.kontakt_email);
  const contact =
    name || phone || email
      ? {
          name: name || (text(row.kontakt_firma) ?? "Ihr Ansprechpartner"),
          company: text(row.kontakt_firma),
          phone,
          phoneHref: phone ? `tel:${phone.replace(/[^\d+]/g, "")}` : null,
          email,
        }
      : null;

  return {
    ...card,
    images: images.length > 0 ? images : [FALLBACK_IMAGE],
    gallery: gallery.length > 0 ? gallery : [{ src: FALLBACK_IMAGE, thumb: FALLBACK_IMAGE, srcSet: "", width: 1200, height: 800 }],
    subline,
    placeText,
    sublinePlaceParts,
    objectNumberText,
    objektnrExtern,
    facts,
    priceRows,
    energy,
    locationText: feedText(row.lage),
    coordinates,
    contact,
    plainDescription: feedText(row.objektbeschreibung),
    zoning,
    servicing,
    buildableUnder,
    contamination,
    lift: hasLift(row.fahrstuhl),
    heatingSystems: codeLabels(HEIZUNGSART_LABELS, row.heizungsart),
    heatingSources: codeLabels(BEFEUERUNG_LABELS, row.befeuerung),
    condition: codeLabel(ZUSTAND_LABELS, row.zustand),
    availableFrom: text(row.verfuegbar_ab),
    deposit: card.status === "RENT" ? text(row.kaution_text) : null,
    leaseTerm: card.status === "RENT" ? text(row.befristung) : null,
    monthlyCosts: monthlyCostsOf(row, card.status),
  };
}
