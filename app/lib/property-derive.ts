// Derived property columns, one way for the feed mapping, the seed and the view. No path
// aliases: scripts/seed.mjs imports it under Node 24.

export type OfferStatus = "RENT" | "SALE";
export type PropertyTypeKey = "apartment" | "house" | "villa" | "office" | "land" | "commercial";

/** Amenity filter options (spec section 9): key → label shown to visitors. */
export const AMENITIES = [
  { key: "garten", label: "Garten" },
  { key: "balkon", label: "Balkon" },
  { key: "terrasse", label: "Terrasse" },
  { key: "garage", label: "Garage" },
  { key: "stellplatz", label: "Parkplatz" },
  { key: "aufzug", label: "Aufzug" },
  { key: "keller", label: "Keller" },
  { key: "moebliert", label: "Möbliert" },
  { key: "haustiere", label: "Haustiere erlaubt" },
  { key: "wlan", label: "WLAN" },
  { key: "klimaanlage", label: "Klimaanlage" },
  { key: "barrierefrei", label: "Barrierefreier Zugang" },
  { key: "einbaukueche", label: "Einbauküche" },
  // ausstattung flags of the feed the detail page's Ausstattung names; the search form
  // offers only the keys above (routes/immobilien._index).
  { key: "offene_kueche", label: "Offene Küche" },
  { key: "badewanne", label: "Badewanne" },
  { key: "bad_fenster", label: "Bad mit Fenster" },
  { key: "parkett", label: "Parkettboden" },
  { key: "kamin", label: "Kamin" },
  { key: "sauna", label: "Sauna" },
  { key: "alarmanlage", label: "Alarmanlage" },
  { key: "tiefgarage", label: "Tiefgarage" },
  { key: "kabel_sat_tv", label: "Kabel-/Sat-TV" },
  { key: "wg_geeignet", label: "WG-geeignet" },
  { key: "teekueche", label: "Teeküche" },
  { key: "dv_verkabelung", label: "EDV-Verkabelung" },
  { key: "kantine", label: "Kantine/Cafeteria" },
  { key: "gastterrasse", label: "Gastterrasse" },
  { key: "laderampe", label: "Laderampe" },
  { key: "hebebuehne", label: "Hebebühne" },
  { key: "kran", label: "Kran" },
] as const;

export type AmenityKey = (typeof AMENITIES)[number]["key"];

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeKey, string> = {
  apartment: "Wohnung",
  house: "Haus",
  villa: "Villa",
  office: "Büro",
  land: "Grundstück",
  commercial: "Gewerbe",
};

/** One of the six derived type keys (the column itself has no CHECK constraint). */
export function isPropertyTypeKey(value: string): value is PropertyTypeKey {
  return Object.hasOwn(PROPERTY_TYPE_LABELS, value);
}

export interface DeriveInput {
  angebot_typ?: string | null;
  objektstatus?: string | null;
  objektart?: string | null;
  objekttitel?: string | null;
  objektbeschreibung?: string | null;
  lage?: string | null;
  plz?: string | null;
  kaufpreis?: number | null;
  gesamtmietenetto?: number | null;
  gesamtmietebrutto?: number | null;
  wohnflaeche?: number | null;
  nutzflaeche?: number | null;
  kueche?: string | null;
  fahrstuhl?: string | null;
  balkon_terrasse_flaeche?: number | null;
  kellerflaeche?: number | null;
  garagen_flaeche?: number | null;
  stellplatz_flaeche?: number | null;
  anzahl_stellplaetze?: number | null;
  /** Amenities the source states explicitly (feed flags, seed data), merged with the derived ones. */
  extraAmenities?: readonly string[];
}

export interface DerivedColumns {
  status: OfferStatus;
  property_type: PropertyTypeKey;
  price_value: number | null;
  area_value: number | null;
  amenities: string;
  district_label: string | null;
  search_text: string;
}

const positive = (value: number | null | undefined): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/**
 * Offer status (spec section 4): angebot_typ containing Miete or Pacht → rent; containing Kauf →
 * sale; otherwise rent if objektstatus is RENT or a net total rent exists, else sale.
 */
export function deriveStatus(input: Pick<DeriveInput, "angebot_typ" | "objektstatus" | "gesamtmietenetto">): OfferStatus {
  const offer = (input.angebot_typ ?? "").toLowerCase();
  if (offer.includes("miete") || offer.includes("pacht")) return "RENT";
  if (offer.includes("kauf")) return "SALE";
  if ((input.objektstatus ?? "").toUpperCase() === "RENT" || positive(input.gesamtmietenetto)) return "RENT";
  return "SALE";
}

/** 'Wien N. Bezirk' from a Vienna postal code 1XX0 with XX in 01..23 (spec section 9). */
export function districtLabelFromPlz(plz: string | null | undefined): string | null {
  const match = /^1([0-2]\d)0$/.exec((plz ?? "").trim());
  if (!match?.[1]) return null;
  const district = Number(match[1]);
  if (district < 1 || district > 23) return null;
  return `Wien ${district}. Bezirk`;
}

/** Map the feed's objektart (element name, subtype, free label) to the six search types. */
export function derivePropertyType(objektart: string | null | undefined): PropertyTypeKey {
  const value = (objektart ?? "").toLowerCase();
  // The OpenImmo element name comes first ("wohnung/PENTHOUSE" is a flat, not a house).
  if (/^(wohnung|zimmer)\b/.test(value)) return "apartment";
  if (/villa/.test(value)) return "villa";
  if (/grundst|baugrund|land_und_forst/.test(value)) return "land";
  if (/buero|büro|praxis|office/.test(value)) return "office";
  if (/einzelhandel|gastgewerbe|hallen|lager|gewerbe|geschäft|geschaeft|zinshaus|rendite|commercial/.test(value)) return "commercial";
  if (/haus|house/.test(value)) return "house";
  return "apartment";
}

/** Area shown and filtered on: wohnflaeche, else nutzflaeche, else null (spec section 3). */
export function deriveArea(input: Pick<DeriveInput, "wohnflaeche" | "nutzflaeche">): number | null {
  if (positive(input.wohnflaeche)) return input.wohnflaeche;
  if (positive(input.nutzflaeche)) return input.nutzflaeche;
  return null;
}

/** Price that filters and sorts: gross total rent for rentals, purchase price for sales. */
export function derivePriceValue(
  status: OfferStatus,
  input: Pick<DeriveInput, "kaufpreis" | "gesamtmietebrutto" | "gesamtmietenetto">,
): number | null {
  if (status === "RENT") {
    if (positive(input.gesamtmietebrutto)) return input.gesamtmietebrutto;
    if (positive(input.gesamtmietenetto)) return input.gesamtmietenetto;
    return null;
  }
  return positive(input.kaufpreis) ? input.kaufpreis : null;
}

/**
 * Derived amenities (spec section 9): built-in kitchen, balcony/terrace area > 0, cellar area > 0,
 * lift 'ja', garage area > 0; plus parking spaces and whatever the source states explicitly.
 */
export function deriveAmenities(input: DeriveInput): AmenityKey[] {
  const found = new Set<string>(input.extraAmenities ?? []);
  const kitchen = (input.kueche ?? "").toLowerCase();
  // A Teeküche (the feed's PANTRY) alone is no Einbauküche: an office would show both chips.
  const pantryOnly = kitchen === "teeküche" || kitchen === "pantry";
  if (kitchen && !pantryOnly && kitchen !== "nein" && kitchen !== "0" && kitchen !== "false") found.add("einbaukueche");
  if (positive(input.balkon_terrasse_flaeche)) found.add("balkon");
  if (positive(input.kellerflaeche)) found.add("keller");
  if (hasLift(input.fahrstuhl) === true) found.add("aufzug");
  if (positive(input.garagen_flaeche)) found.add("garage");
  if (positive(input.stellplatz_flaeche) || positive(input.anzahl_stellplaetze)) found.add("stellplatz");
  const known = new Set<string>(AMENITIES.map((a) => a.key));
  return AMENITIES.map((a) => a.key).filter((key) => found.has(key) && known.has(key));
}

/**
 * Whether the building has a lift: the feed's fahrstuhl flags ('PERSONEN', 'LASTEN'), or the
 * seed's 'ja' / 'nein'. Null when nothing is known (the feed has no flag for 'no lift').
 */
export function hasLift(value: string | null | undefined): boolean | null {
  const lift = (value ?? "").trim().toLowerCase();
  if (!lift) return null;
  if (lift === "ja" || lift === "true" || lift === "1" || lift.includes("personen") || lift.includes("lasten")) return true;
  if (lift === "nein" || lift === "false" || lift === "0") return false;
  return null;
}

/** Plain text of an HTML fragment: tags dropped, common entities and &#13; decoded. */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#13;/g, "\n")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Lower-cased text the keyword filter searches: title, description and location text. */
export function deriveSearchText(input: Pick<DeriveInput, "objekttitel" | "objektbeschreibung" | "lage">): string {
  return [input.objekttitel, htmlToText(input.objektbeschreibung), htmlToText(input.lage)]
    .filter(Boolean)
    .join("\n")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export function deriveColumns(input: DeriveInput): DerivedColumns {
  const status = deriveStatus(input);
  return {
    status,
    property_type: derivePropertyType(input.objektart),
    price_value: derivePriceValue(status, input),
    area_value: deriveArea(input),
    amenities: JSON.stringify(deriveAmenities(input)),
    district_label: districtLabelFromPlz(input.plz),
    search_text: deriveSearchText(input),
  };
}
