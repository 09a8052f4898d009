// The lead forms' choices (labels, options, wizard steps) without zod: components import these on
// first load, while the zod schemas are loaded only on demand. The schema modules re-export them.

import { VIENNA_DISTRICTS } from "~/lib/radius-places";

/** Property inquiry and contact form (public-site.md section 5). */
export { ANREDE_OPTIONS } from "./anrede";

/** Search order (leads-legal-admin.md section 5 "Search order"). */
export const OBJECT_TYPES = [
  { key: "wohnung", label: "Wohnung" },
  { key: "haus", label: "Haus" },
  { key: "reihenhaus", label: "Reihenhaus" },
  { key: "doppelhaushaelfte", label: "Doppelhaushälfte" },
  { key: "garage", label: "Garage/Stellplatz" },
  { key: "buero", label: "Büro/Praxis" },
  { key: "geschaeftslokal", label: "Geschäftslokal" },
  { key: "gastronomie", label: "Gastronomie" },
  { key: "grundstueck", label: "Grundstück" },
  { key: "zinshaus", label: "Zinshaus/Renditeobjekt" },
] as const;

type ObjectTypeKey = (typeof OBJECT_TYPES)[number]["key"];

/**
 * The Objektarten that mean something for a Nutzung (review 58: a 'Wohnen' seeker saw Gastronomie
 * and Büro/Praxis): the form shows these once a Nutzung is picked, and any other that is ticked.
 * Unknown or no Nutzung: all of them.
 */
const OBJECT_TYPES_BY_USAGE: Record<string, readonly ObjectTypeKey[]> = {
  wohnen: ["wohnung", "haus", "reihenhaus", "doppelhaushaelfte", "garage", "grundstueck"],
  gewerbe: ["buero", "geschaeftslokal", "gastronomie", "garage", "grundstueck"],
  anlage: ["zinshaus", "wohnung", "haus", "buero", "geschaeftslokal", "grundstueck"],
};

export function objectTypeFits(key: ObjectTypeKey, usage: string | null | undefined): boolean {
  const fitting = usage ? OBJECT_TYPES_BY_USAGE[usage] : undefined;
  return !fitting || fitting.includes(key);
}

/** The price range's words for a deal: a purchase price, a monthly rent, or either. */
export function priceRangeLabel(deal: string | null | undefined): { label: string; unit: string } {
  if (deal === "kauf") return { label: "Kaufpreis", unit: " (€)" };
  if (deal === "miete") return { label: "Miete", unit: " (€ pro Monat)" };
  return { label: "Preis", unit: " (€)" };
}

export const MARKETING_TYPES = [
  { value: "kauf", label: "Kauf" },
  { value: "miete", label: "Miete" },
] as const;

export const USAGE_TYPES = [
  { value: "wohnen", label: "Wohnen" },
  { value: "gewerbe", label: "Gewerbe" },
  { value: "anlage", label: "Anlage" },
] as const;

export const SALUTATIONS = [
  { value: "herr", label: "Herr" },
  { value: "frau", label: "Frau" },
  { value: "divers", label: "Divers" },
] as const;

/** Valuation wizard (leads-legal-admin.md section 4). */
export const TOTAL_STEPS = 5;

export const PROPERTY_TYPES = [
  { value: "apartment", label: "Wohnung", description: "Eigentumswohnung, Dachgeschoß, Maisonette" },
  { value: "house", label: "Haus", description: "Einfamilienhaus, Reihenhaus, Doppelhaushälfte" },
  { value: "land", label: "Grundstück", description: "Bauland, Garten- oder Freizeitgrund" },
] as const;

export const CONDITIONS = ["Sehr gut", "Gut", "Mittel", "Sanierungsbedürftig"] as const;

export const SALES_INTENTIONS = [
  { value: "selling", label: "Ich möchte verkaufen", description: "Sie planen einen Verkauf in nächster Zeit." },
  { value: "curious", label: "Ich bin nur neugierig", description: "Sie möchten den Wert Ihrer Immobilie kennen." },
] as const;

export const CONTACT_PREFERENCES = [
  { value: "email", label: "E-Mail" },
  { value: "phone", label: "Telefon" },
] as const;

/**
 * The field names of each wizard step (what the step shows; all others travel as hidden
 * inputs). forms/lead-form.test.ts checks that they match the step schemas' keys.
 */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ["propertyType"],
  ["livingArea", "yearBuilt", "condition", "totalArea", "rooms", "bedrooms", "bathrooms", "hasGarden", "hasBalcony", "hasParking"],
  ["postalCode", "city", "street"],
  ["salesIntention"],
  ["firstName", "lastName", "email", "phone", "contactPreference", "agreeToTerms"],
];

/**
 * The district chips above 'Ort/Region': the whole of Vienna as one chip, Vienna's 23 districts
 * (the page folds them away) and the towns around.
 */
export const SEARCH_DISTRICTS: ReadonlyArray<{ value: string; label: string; group: "Ganz Wien" | "Wien" | "Umgebung" }> = [
  { value: "Ganz Wien", label: "Ganz Wien", group: "Ganz Wien" },
  ...VIENNA_DISTRICTS.map((name, index) => ({
    value: `Wien ${index + 1}. Bezirk (${name})`,
    label: `${index + 1}. ${name}`,
    group: "Wien" as const,
  })),
  ...["Klosterneuburg", "Korneuburg", "Mödling", "Perchtoldsdorf", "Brunn am Gebirge", "Baden"].map((name) => ({
    value: name,
    label: name,
    group: "Umgebung" as const,
  })),
];

/** The staff search profile (/admin/suchauftraege): its object types and Kauf/Miete. */
export const PROFILE_TYPES = [
  { value: "apartment", label: "Wohnung" },
  { value: "house", label: "Haus" },
  { value: "villa", label: "Villa" },
  { value: "office", label: "Büro" },
  { value: "land", label: "Grundstück" },
  { value: "commercial", label: "Gewerbe" },
] as const;

export const PROFILE_MARKETING = [
  { value: "kauf", label: "Kauf" },
  { value: "miete", label: "Miete" },
] as const;
