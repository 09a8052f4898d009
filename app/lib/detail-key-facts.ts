// The detail page's key facts under the price and what 'Immobilien-Details' keeps beside them:
// the figures and words a buyer decides a visit on, each said once. The
// row shows the area, Zimmer, a house's plot, € per m², a sale's monthly costs, a plot's Widmung and Erschließung,
// the Etage with or without a lift, Baujahr, Zustand, Heizung, 'verfügbar' and a rent's Kaution and
// term; the card below lists only the facts the row does not show. Pure, for the page and its tests.
import { formatArea, formatDate, formatEuro } from "./format";
import { BEFEUERUNG_LABELS } from "./listing-facts";
import { pricePerSquareMetreOf } from "./price-per-metre";
import type { PropertyDetailView } from "./property-view";

export interface KeyFact {
  label: string;
  value: string;
  /**
   * How much of a phone's row the value needs (detail.css): 'wide' words take half a row, 'long'
   * ones the whole row, so no value breaks inside itself ('Bauland-Betriebsgebiet', review 58).
   */
  size?: "wide" | "long";
  /**
   * Two words that may take two lines of a phone's third instead of half a row ('nach' over
   * 'Vereinbarung'): the three rows of figures stay above the fixed bar (detail.css).
   */
  wraps?: true;
  /** The label of the view's fact this one says already, which the details card then leaves out. */
  covers?: string;
}

/** Longest value (in characters) that fits a third of a phone's row, and half of it. */
const NARROW_MAX = 12;
const WIDE_MAX = 19;

function sized(fact: KeyFact): KeyFact {
  const length = fact.value.length;
  if (length > WIDE_MAX) return { ...fact, size: "long" };
  if (length > NARROW_MAX) return { ...fact, size: "wide" };
  return fact;
}

/**
 * The key facts in the order a buyer reads them; only what the listing has, never an empty value.
 * A rent's monthly total is its price (its badge says 'Gesamtmiete'), so only a sale adds costs.
 */
export function detailKeyFacts(property: PropertyDetailView): KeyFact[] {
  const facts: KeyFact[] = [];
  if (property.areaKind && property.area > 0)
    facts.push({ label: property.areaKind, value: formatArea(property.area), covers: property.areaKind });
  if (property.roomsText) facts.push({ label: "Zimmer", value: property.roomsText.replace(/\s*Zimmer$/, ""), covers: "Zimmer" });
  // A house buyer asks for the garden next: its plot beside the living area.
  const plot = property.facts.find((fact) => fact.label === "Grundstücksfläche");
  if (plot) facts.push({ label: "Grundstück", value: plot.value, covers: "Grundstücksfläche" });
  // '€ 7.855' over 'Kaufpreis pro m²' (the label says per m², the figure need not). No place here:
  // the subline right above says it, once.
  const perMetre = pricePerSquareMetreOf(property);
  // A rent's figure is its total over the area, named as the price badge and the cards name it
  // ('Gesamtmiete pro m²'), never the bare 'Miete pro m²' a reader takes for the net rent.
  const perMetreLabel = perMetre?.label === "Miete pro m²" && property.rentLabel ? `${property.rentLabel} pro m²` : perMetre?.label;
  if (perMetre && perMetreLabel) facts.push({ label: perMetreLabel, value: perMetre.value.replace(/ \/ m²$/, "") });
  // The cost table's figure and label, with its cents as there: monthly money is written to the cent.
  // The label says 'monthly' already ('Monatskosten brutto', 'mtl. netto'): no '/ Monat' after the
  // figure, which with the cents ran into the next column on a phone.
  if (property.monthlyCosts) facts.push({ label: property.monthlyCosts.label, value: formatEuro(property.monthlyCosts.amount) });
  // What a plot buyer decides on next.
  if (property.zoning) facts.push({ label: "Widmung", value: property.zoning, covers: "Widmung" });
  if (property.servicing) facts.push({ label: "Erschließung", value: property.servicing, covers: "Erschließung" });
  const floor = property.facts.find((fact) => fact.label === "Etage");
  // The lift qualifies the floor ('1. OG' over 'Etage, mit Lift'); on its own a yes/no is no key
  // figure ('vorhanden' over 'Lift' read backwards): a house's lift stays in the Ausstattung.
  if (floor) facts.push({ label: floorLabel(property.lift), value: floorName(floor.value), covers: "Etage" });
  // A tenant decides on the Kaution rather than the year of construction: with a Kaution, a
  // rent's Baujahr stays in 'Immobilien-Details' and the phone's key facts keep three rows.
  const built = property.facts.find((fact) => fact.label === "Baujahr");
  if (built && !(property.status === "RENT" && property.deposit)) facts.push({ label: "Baujahr", value: built.value, covers: "Baujahr" });
  if (property.condition) facts.push({ label: "Zustand", value: property.condition });
  const heating = heatingFact(property.heatingSystems, property.heatingSources);
  if (heating) facts.push(heating);
  const available = availableFact(property.availableFrom);
  if (available) facts.push(available);
  // What a tenant signs besides the rent: the Kaution and the term. The cost table states the
  // Kaution's rule; here it is the amount where the rule says so ('3 Bruttomonatsmieten').
  const deposit = depositFact(property);
  if (deposit) facts.push(deposit);
  if (property.leaseTerm) facts.push(leaseTermFact(property.leaseTerm));
  return facts.map(sized);
}

/**
 * The Kaution as a figure, as the portals give it: 'N Bruttomonatsmieten' (or 'N BMM') times the
 * gross monthly rent the price shows, rounded to the euro; any other wording as the feed writes it.
 */
function depositFact(property: PropertyDetailView): KeyFact | null {
  if (!property.deposit) return null;
  const months = /^(\d{1,2})\s*(?:bruttomonatsmieten?|bmm)\.?$/i.exec(property.deposit.trim())?.[1];
  const gross = property.rentLabel === "Gesamtmiete" ? property.priceValue : null;
  if (months && gross && gross > 0) return { label: "Kaution", value: formatEuro(Math.round(Number(months) * gross)) };
  return { label: "Kaution", value: property.deposit };
}

/** '5 Jahre' over 'Befristung' (a third of a phone's row), else 'unbefristet' over 'Mietvertrag'. */
function leaseTermFact(term: string): KeyFact {
  const limited = /^(\d+ \S+) befristet$/.exec(term)?.[1];
  return limited ? { label: "Befristung", value: limited } : { label: "Mietvertrag", value: term };
}

/** 'Etage, mit Lift' or 'Etage, kein Lift' where the lift is known, else 'Etage'. */
function floorLabel(lift: boolean | null): string {
  if (lift === true) return "Etage, mit Lift";
  if (lift === false) return "Etage, kein Lift";
  return "Etage";
}

/**
 * The feed's floor number as a floor ('1' → '1. OG', '0' → 'EG', '-1' → '1. UG'), so the figure
 * reads on its own (review 60: '1' over 'Etage, ohne Lift'); words ('DG') as the feed writes them.
 */
export function floorName(value: string): string {
  const trimmed = value.trim();
  if (!/^-?\d{1,3}$/.test(trimmed)) return trimmed;
  const floor = Number(trimmed);
  if (floor === 0) return "EG";
  return floor > 0 ? `${floor}. OG` : `${-floor}. UG`;
}

/**
 * The heating under the label 'Heizung' (review 60: 'Gas' over 'Zentralheizung' read backwards):
 * what it runs on ('Gas', 'Fernwärme'), else the system ('Etagenheizung'). The system beside a
 * source goes to the details card (detailCardFacts).
 */
function heatingFact(systems: string[], allSources: string[]): KeyFact | null {
  // Electric hot water is a Befeuerung code but says nothing of what heats the rooms.
  const sources = allSources.filter((source) => source !== BEFEUERUNG_LABELS["WASSER-ELEKTRO"]);
  if (systems.length === 0 && sources.length === 0) return null;
  const district = systems.includes("Fernwärme") || sources.includes("Fernwärme");
  const otherSystems = systems.filter((system) => system !== "Fernwärme");
  const source = district ? "Fernwärme" : sources[0];
  return { label: "Heizung", value: source ?? otherSystems.join(", ") };
}

/** The heating systems the key fact leaves out because it names the source ('Zentralheizung' beside 'Gas'). */
function heatingSystemsBesideSource(property: PropertyDetailView, keyFacts: readonly KeyFact[]): string[] {
  const heating = keyFacts.find((fact) => fact.label === "Heizung");
  if (!heating) return [];
  const systems = property.heatingSystems.filter((system) => system !== "Fernwärme");
  // Without a source the key fact is the systems themselves (heatingFact): nothing is left over.
  if (heating.value === systems.join(", ")) return [];
  return systems.filter((system) => system !== heating.value);
}

const MONTHS = ["jänner", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"];

/**
 * A day as the feed may write it ('1. Februar 2027', '1. Januar 2027', '2027-02-01', '01.02.2027')
 * in the site's one format, '01.02.2027'; null for anything else ('Ende 2027').
 */
function shortDate(text: string): string | null {
  const long = /^(\d{1,2})\.\s*([a-zäöü]+)\s+(\d{4})$/i.exec(text.trim());
  if (!long) return formatDate(text);
  const month = MONTHS.indexOf(long[2]?.toLowerCase().replace(/^januar$/, "jänner") ?? "");
  if (month < 0) return null;
  return formatDate(`${long[1]}.${month + 1}.${long[3]}`);
}

/**
 * Under 'Verfügbar': 'sofort', 'nach Vereinbarung'; a date under 'Verfügbar ab' ('01.02.2027',
 * the site's date format, a column wide: 'ab 1. Februar 2027' took two and left a gap beside it).
 */
function availableFact(text: string | null): KeyFact | null {
  if (!text) return null;
  if (/^(ab\s+)?(sofort|frei|bezugsfertig)(\s+verfügbar)?$/i.test(text)) return { label: "Verfügbar", value: "sofort" };
  if (/^(nach\s+)?vereinbarung$/i.test(text)) return { label: "Verfügbar", value: "nach Vereinbarung", wraps: true };
  // A date, or the feed's own words ('Ende 2027', 'nach Fertigstellung') as it writes them.
  const date = text.replace(/^ab\s+/i, "");
  const day = shortDate(date);
  if (day) return { label: "Verfügbar ab", value: day };
  return { label: "Verfügbar", value: /^\d/.test(date) ? `ab ${date}` : text };
}

/**
 * 'Immobilien-Details' without what the key facts say already (review 58): the view's facts the
 * row does not cover (Badezimmer, Nutzfläche beside a Wohnfläche, Balkon/Terrasse, Keller …).
 */
export function detailCardFacts(property: PropertyDetailView, keyFacts: readonly KeyFact[]): PropertyDetailView["facts"] {
  const covered = new Set(keyFacts.map((fact) => fact.covers).filter(Boolean));
  const facts = property.facts.filter((fact) => !covered.has(fact.label));
  const systems = heatingSystemsBesideSource(property, keyFacts);
  return systems.length > 0 ? [...facts, { label: "Heizungsart", value: systems.join(", ") }] : facts;
}

/** '181,5 m²' → 181.5; the facts carry formatted areas. */
function areaOf(facts: PropertyDetailView["facts"], label: string): { text: string; value: number } | null {
  const text = facts.find((fact) => fact.label === label)?.value;
  if (!text) return null;
  const value = Number.parseFloat(text.replace(/[^\d,]/g, "").replace(",", "."));
  return Number.isFinite(value) && value > 0 ? { text, value } : null;
}

/**
 * A home with a Nutzfläche larger than its Wohnfläche: which area the € per m² uses, that in the
 * Austrian sense (§ 2 Abs 7 WEG, § 17 MRG) balconies, terraces and cellars are no part of the
 * Nutzfläche, and the extra areas the listing states on their own. Null otherwise.
 */
export function areaNote(property: PropertyDetailView): string | null {
  if (property.kind !== "home") return null;
  const living = areaOf(property.facts, "Wohnfläche");
  const usable = areaOf(property.facts, "Nutzfläche");
  if (!living || !usable || usable.value <= living.value) return null;
  const stated = ["Balkon/Terrasse", "Loggia", "Kellerfläche"]
    .map((label) => ({ label, area: areaOf(property.facts, label) }))
    .filter((item) => item.area !== null)
    .map((item) => `${item.label} ${item.area?.text}`);
  const basis = property.priceValue ? `Der Preis pro m² rechnet mit der Wohnfläche (${living.text}). ` : "";
  const apart = stated.length > 0 ? ` Gesondert angegeben: ${stated.join(", ")}.` : "";
  return `${basis}Balkone, Terrassen und Keller zählen nicht zur Nutzfläche (§\u00a02 Abs\u00a07 WEG); die Aufstellung der Nutzfläche (${usable.text}) senden wir Ihnen gern auf Anfrage.${apart}`;
}
