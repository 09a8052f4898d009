// The facts a listing's card, detail summary, map marker and comparison show, by kind of property:
// a plot has a Grundfläche and no rooms, a warehouse or an office leads with its
// Nutzfläche and its room and bath counts stay off the line, a home shows rooms, baths and its
// Wohnfläche (else its Nutzfläche) as before. One rule, pure, for every place that shows them.
import { formatArea, formatDecimal, formatEuro, isPositiveNumber } from "./format";
import type { OfferStatus, PropertyTypeKey } from "./property-derive";

// The lift test lives with the derived columns (the "aufzug" amenity uses it too).
export { hasLift } from "./property-derive";

/** What a listing is, as far as its facts go. */
export type ListingKind = "home" | "commercial" | "land";

/** The kinds of area a listing's figure can be; only areas of one kind are compared. */
export const AREA_KINDS = ["Wohnfläche", "Nutzfläche", "Grundfläche"] as const;
export type AreaKind = (typeof AREA_KINDS)[number];

/** OpenImmo objektart elements (openimmo.xsd 1.2.7) that are land. */
const LAND_CATEGORIES = new Set(["grundstueck", "land_und_forstwirtschaft"]);
/** OpenImmo objektart elements that are business premises: rooms and baths say little there. */
const COMMERCIAL_CATEGORIES = new Set([
  "buero_praxen",
  "einzelhandel",
  "gastgewerbe",
  "hallen_lager_prod",
  "freizeitimmobilie_gewerblich",
  "zinshaus_renditeobjekt",
  "parken",
]);
const HOME_CATEGORIES = new Set(["wohnung", "zimmer", "haus", "wohnen_auf_zeit"]);

/**
 * The feed's objektart element decides (`grundstueck/WOHNEN` → land); a free label the feed may
 * send instead ('Büro / Praxis') falls back to the derived search type.
 */
export function listingKind(objektart: string | null | undefined, propertyType: PropertyTypeKey): ListingKind {
  const category = (objektart ?? "").trim().toLowerCase().split("/")[0] ?? "";
  if (LAND_CATEGORIES.has(category)) return "land";
  if (COMMERCIAL_CATEGORIES.has(category)) return "commercial";
  if (HOME_CATEGORIES.has(category)) return "home";
  if (propertyType === "land") return "land";
  if (propertyType === "office" || propertyType === "commercial") return "commercial";
  return "home";
}

export interface FactsInput {
  kind: ListingKind;
  /** The derived area column (Wohnfläche, else Nutzfläche), which the search sorts by. */
  area_value: number | null | undefined;
  wohnflaeche: number | null | undefined;
  nutzflaeche: number | null | undefined;
  anzahl_zimmer: number | null | undefined;
  anzahl_badezimmer: number | null | undefined;
}

export interface ListingFacts {
  /** The area shown, 0 without one. */
  area: number;
  areaKind: AreaKind | null;
  /** '78,5 m²' for a Wohnfläche; other kinds name themselves: '1.172,5 m² Grundfläche'. */
  areaText: string | null;
  roomsText: string | null;
  bathsText: string | null;
}

const first = (...values: (number | null | undefined)[]): number => values.find(isPositiveNumber) ?? 0;

function areaOf(input: FactsInput): { area: number; areaKind: AreaKind | null } {
  const { kind, area_value, wohnflaeche, nutzflaeche } = input;
  if (kind === "land") {
    // The feed gives a plot's size as its nutzflaeche (we keep no grundflaeche column).
    const area = first(nutzflaeche, area_value, wohnflaeche);
    return { area, areaKind: area > 0 ? "Grundfläche" : null };
  }
  if (kind === "commercial") {
    if (isPositiveNumber(nutzflaeche)) return { area: nutzflaeche, areaKind: "Nutzfläche" };
    if (isPositiveNumber(wohnflaeche)) return { area: wohnflaeche, areaKind: "Wohnfläche" };
    const area = first(area_value);
    return { area, areaKind: area > 0 ? "Nutzfläche" : null };
  }
  const area = first(area_value, wohnflaeche, nutzflaeche);
  return { area, areaKind: area > 0 ? (isPositiveNumber(wohnflaeche) ? "Wohnfläche" : "Nutzfläche") : null };
}

/** The facts line of one listing: rooms and baths for homes only, the area named by its kind. */
export function listingFacts(input: FactsInput): ListingFacts {
  const { area, areaKind } = areaOf(input);
  const home = input.kind === "home";
  return {
    area,
    areaKind,
    // Without a Wohnfläche the line says which area it shows, so a plot's 800 m² never reads as
    // living space (the 'Wohnfläche' filter ignores it).
    areaText: areaKind === null ? null : areaKind === "Wohnfläche" ? formatArea(area) : `${formatArea(area)} ${areaKind}`,
    roomsText: home && isPositiveNumber(input.anzahl_zimmer) ? `${formatDecimal(input.anzahl_zimmer, 1)} Zimmer` : null,
    bathsText: home && isPositiveNumber(input.anzahl_badezimmer) ? `${formatDecimal(input.anzahl_badezimmer, 1)} Bad` : null,
  };
}

/**
 * A plot's asking price per m² of its Grundfläche ('€ 254 / m²'), the figure plot buyers compare:
 * only for land on sale with both a price and an area, else null. Whole euros from
 * € 100 on; below, cents.
 */
export function plotPricePerSquareMetre(input: {
  kind: ListingKind;
  status: OfferStatus;
  price: number | null | undefined;
  area: number | null | undefined;
}): string | null {
  const { kind, status, price, area } = input;
  if (kind !== "land" || status !== "SALE" || !isPositiveNumber(price) || !isPositiveNumber(area)) return null;
  return formatPerSquareMetre(price, area);
}

/** '€ 254 / m²': whole euros from € 100 on; below, cents (a plot's and a home's price per m²). */
export function formatPerSquareMetre(price: number, area: number): string {
  const perMetre = price / area;
  return `${formatEuro(perMetre >= 100 ? Math.round(perMetre) : Math.round(perMetre * 100) / 100)} / m²`;
}

/**
 * zustand_angaben/erschliessung@erschl_attr (OpenImmo 1.2.5 and later, "Optionen nicht
 * kombinierbar") in words, for a plot's facts.
 */
export const ERSCHLIESSUNG_LABELS: Readonly<Record<string, string>> = {
  VOLLERSCHLOSSEN: "voll erschlossen",
  TEILERSCHLOSSEN: "teilweise erschlossen",
  UNERSCHLOSSEN: "nicht erschlossen",
  ORTSUEBLICHERSCHLOSSEN: "ortsüblich erschlossen",
};

/**
 * zustand_angaben/bebaubar_nach@bebaubar_attr in words. The codes name German law (§ 34 and § 35
 * BauGB); the words say what they mean without the paragraph, which an Austrian reader would not
 * look up in the BauGB.
 */
export const BEBAUBAR_NACH_LABELS: Readonly<Record<string, string>> = {
  B_PLAN: "Bebauungsplan",
  BAULAND_OHNE_B_PLAN: "Bauland ohne Bebauungsplan",
  "34_NACHBARSCHAFT": "Nachbarbebauung",
  "35_AUSSENGEBIET": "Außenbereich",
  BAUERWARTUNGSLAND: "Bauerwartungsland",
  "KEIN BAULAND": "kein Bauland",
  LAENDERSPEZIFISCH: "nach Landesrecht",
};

/** 'kein_bauland', ' B-Plan ' → 'KEIN_BAULAND', 'B_PLAN': spaces, '-' and '_' are one separator. */
const codeKey = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s_-]+/g, "_");

/**
 * The OpenImmo code as the XSD writes it ('KEIN BAULAND' keeps its space) when `value` is one of
 * `labels`, else null: the feed import stores known codes only.
 */
export function knownCode(labels: Readonly<Record<string, string>>, value: string | null | undefined): string | null {
  if (!value) return null;
  const key = codeKey(value);
  return Object.keys(labels).find((code) => codeKey(code) === key) ?? null;
}

/** A stored code in words ('VOLLERSCHLOSSEN' → 'voll erschlossen'); an unknown or empty one → null. */
export function codeLabel(labels: Readonly<Record<string, string>>, value: string | null | undefined): string | null {
  const code = knownCode(labels, value);
  return code === null ? null : (labels[code] ?? null);
}

/**
 * ausstattung/heizungsart flags (OpenImmo 1.2.7, combinable) in words, for the detail page's
 * Heizung.
 */
export const HEIZUNGSART_LABELS: Readonly<Record<string, string>> = {
  OFEN: "Ofenheizung",
  ETAGE: "Etagenheizung",
  ZENTRAL: "Zentralheizung",
  FERN: "Fernwärme",
  FUSSBODEN: "Fußbodenheizung",
};

/** ausstattung/befeuerung flags (combinable): what the heating burns or draws on. */
export const BEFEUERUNG_LABELS: Readonly<Record<string, string>> = {
  OEL: "Öl",
  GAS: "Gas",
  ELEKTRO: "Strom",
  ALTERNATIV: "alternative Energie",
  SOLAR: "Solar",
  ERDWAERME: "Erdwärme",
  LUFTWP: "Wärmepumpe",
  FERN: "Fernwärme",
  BLOCK: "Blockheizkraftwerk",
  "WASSER-ELEKTRO": "Warmwasser elektrisch",
  PELLET: "Pellets",
  KOHLE: "Kohle",
  HOLZ: "Holz",
  FLUESSIGGAS: "Flüssiggas",
};

/** zustand_angaben/zustand@zustand_art ("Optionen nicht kombinierbar") in words. */
export const ZUSTAND_LABELS: Readonly<Record<string, string>> = {
  ERSTBEZUG: "Erstbezug",
  TEIL_VOLLRENOVIERUNGSBED: "renovierungsbedürftig",
  NEUWERTIG: "neuwertig",
  TEIL_VOLLSANIERT: "saniert",
  TEIL_VOLLRENOVIERT: "renoviert",
  TEIL_SANIERT: "teilsaniert",
  VOLL_SANIERT: "vollsaniert",
  SANIERUNGSBEDUERFTIG: "sanierungsbedürftig",
  BAUFAELLIG: "baufällig",
  NACH_VEREINBARUNG: "nach Vereinbarung",
  MODERNISIERT: "modernisiert",
  GEPFLEGT: "gepflegt",
  ROHBAU: "Rohbau",
  ENTKERNT: "entkernt",
  ABRISSOBJEKT: "Abrissobjekt",
  PROJEKTIERT: "in Planung",
};

/**
 * Several stored codes ('FERN, FUSSBODEN') in words, in the order of `labels`; unknown codes are
 * left out, none known → [].
 */
export function codeLabels(labels: Readonly<Record<string, string>>, value: string | null | undefined): string[] {
  const codes = new Set((value ?? "").split(",").map((part) => knownCode(labels, part)));
  return Object.keys(labels)
    .filter((code) => codes.has(code))
    .map((code) => labels[code] ?? code);
}
