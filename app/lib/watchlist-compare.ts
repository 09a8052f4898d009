// "Vergleichen" on the Merkliste: 2-4 listings side by side, one row per figure, built from the
// detail view so it says what each card and detail page says.
// A row appears only for a fact that means something for the kinds compared (lib/listing-facts:
// rooms for homes only, no floor or energy figures for a plot) and that at least one listing
// states; a cell without a meaningful value is '–' with words for screen readers.
// A ✓ marks only what is better for anyone: the lower € per m² and the lower energy demand (not
// the lower price or the bigger area, which depend on what one needs). The € per m² is ranked only
// among listings of one deal and one kind (Kauf with Kauf, Wohnen with Wohnen) and of one kind of
// area; the energy demand, a figure of the building, among all buildings. A group needs
// two stated, different figures. The mark names its group when the table mixes groups.
import { floorName } from "./detail-key-facts";
import { formatArea, formatDecimal, formatEuro, isPositiveNumber } from "./format";
import { formatPerSquareMetre, type ListingKind } from "./listing-facts";
import type { DetailRow, PropertyDetailView } from "./property-view";
import { commissionFromListing, DEFAULT_CONTRACT_BP, purchaseCosts } from "./purchase-costs";

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export interface CompareColumn {
  id: number;
  href: string;
  title: string;
  location: string;
  image: string;
  offerLabel: string;
  /** The detail page's inquiry form. */
  inquiryHref: string;
}

export interface CompareRow {
  label: string;
  /** One cell per column; '–' when the listing does not say or the fact does not apply. */
  values: string[];
  /** Per column: the words a screen reader hears for a '–' ('keine Angabe'), else null. */
  missing: (string | null)[];
  /** Per column: the row's best value ('niedrigster Preis pro m²'), else null. Never colour alone. */
  best: (string | null)[];
}

/** What the compared listings mix, said above the table; null when all are of one deal and kind. */
export interface CompareMix {
  /** One line: 'Miete und Kauf gemischt.' */
  title: string;
  /** The reason in one short sentence, said beside the title on the comparison. */
  reason: string;
}

export interface CompareTable {
  columns: CompareColumn[];
  rows: CompareRow[];
  /** Rent and sale side by side: prices are ranked within each on its own. */
  mixedOffers: boolean;
  mix: CompareMix | null;
  /** Whether any cell carries a ✓ (the legend says what it means only then). */
  marked: boolean;
}

/** Why a choice cannot be compared; the Merkliste says it in German (`compareProblemMessage`). */
export type CompareProblem = "anzahl" | "ungueltig" | "verfuegbar";

/** Why a mixed comparison ranks less, in one sentence (the comparison's note). */
export const MIXED_REASON = "Preise pro m² sind nur unter gleichartigen Angeboten vergleichbar.";

/** The legend above the table, one line. */
export const BEST_LEGEND = "✓ = niedrigster Preis pro m² (nur unter Angeboten gleicher Art) und niedrigster Energiebedarf.";

/** The Merkliste's message for a choice that cannot be compared; null for an unknown code. */
export function compareProblemMessage(problem: string | null | undefined, chosen: number): string | null {
  if (problem === "ungueltig") return "Ungültige Auswahl: Bitte wählen Sie die Immobilien auf Ihrer Merkliste aus.";
  if (problem === "verfuegbar") return "Von den gewählten Immobilien sind weniger als zwei noch verfügbar. Bitte wählen Sie andere aus.";
  if (problem !== "anzahl") return null;
  if (chosen > COMPARE_MAX) return `Bitte wählen Sie höchstens ${COMPARE_MAX} Immobilien zum Vergleichen aus (gewählt: ${chosen}).`;
  if (chosen === 1)
    return `Bitte wählen Sie noch mindestens eine weitere Immobilie aus: Verglichen werden ${COMPARE_MIN} bis ${COMPARE_MAX} Immobilien.`;
  return `Bitte wählen Sie ${COMPARE_MIN} bis ${COMPARE_MAX} Immobilien zum Vergleichen aus.`;
}

const DASH = "–";
const NOT_STATED = "keine Angabe";

/** The kinds in words: the mix line and the marks' groups. */
export const KIND_LABELS: Record<ListingKind, string> = { home: "Wohnen", commercial: "Gewerbe", land: "Grundstück" };
/** A fact that does not apply to a kind, for screen readers: 'entfällt bei Gewerbe'. */
const NOT_APPLICABLE: Record<ListingKind, string> = {
  home: "entfällt bei Wohnimmobilien",
  commercial: "entfällt bei Gewerbeimmobilien",
  land: "entfällt bei Grundstücken",
};

/**
 * Word parts after which a long German compound may break ('Kauf|neben|kosten',
 * 'Brutto|monats|mieten'): a soft hyphen (U+00AD) goes before each, so a narrow column breaks
 * there with a visible hyphen, in every browser, hyphenation dictionary or not.
 */
const COMPOUND_PARTS =
  /(?<=\p{L}{3})(?=(?:neben|kosten|monats|mieten|miete|fläche|flächen|klasse|wohnung|geschoß|geschoss|halle|lager|markt|garten|terrasse|frei|rücklage|belastung|objekt|haus|lokal|gebühr))/giu;

/**
 * `text` with soft hyphens at the compound joints of its long words (13 letters and more: a
 * 'Wohnfläche' fits a phone's column whole and stays whole).
 */
export function withSoftHyphens(text: string): string {
  return text.replace(/\p{L}{13,}/gu, (word) => word.replace(COMPOUND_PARTS, "\u00ad"));
}

/** € per m², written as the detail page writes it; a rent per m² and month. */
function pricePerSquareMetre(view: PropertyDetailView): string | null {
  if (!isPositiveNumber(view.priceValue) || view.area <= 0) return null;
  const value = formatPerSquareMetre(view.priceValue, view.area);
  return view.status === "RENT" ? `${value} mtl.` : value;
}

/**
 * What a listing costs once besides its price: the Kaufnebenkosten of a purchase (estimated as on
 * the detail page), the Kaution and Ablöse of a rental.
 */
function oneOffCosts(row: DetailRow, view: PropertyDetailView): string | null {
  if (view.status === "SALE") {
    if (!isPositiveNumber(row.kaufpreis)) return null;
    const result = purchaseCosts({
      priceCents: Math.round(row.kaufpreis * 100),
      loanCents: 0,
      commission: commissionFromListing(row.aussen_courtage),
      contractBp: DEFAULT_CONTRACT_BP,
    });
    return `ca. ${formatEuro(Math.round(result.totalCents / 100))} Kaufnebenkosten`;
  }
  const stated = [row.kaution_text?.trim() ? `Kaution ${row.kaution_text.trim()}` : null];
  if (isPositiveNumber(row.abstand)) stated.push(`Ablöse ${formatEuro(row.abstand)}`);
  return joinStated(stated);
}

/**
 * What a listing costs every month besides the price: a buyer's Betriebskosten and Rücklage (what
 * two flats of one price differ in, review 58), the parts of a rent (already in its Gesamtmiete).
 */
function monthlyCosts(row: DetailRow, view: PropertyDetailView): string | null {
  const part = (label: string, value: number | null | undefined) => (isPositiveNumber(value) ? `${label} ${formatEuro(value)}` : null);
  if (view.status === "SALE") {
    // The detail page's one monthly figure (view.monthlyCosts), then its net parts: the total a
    // buyer budgets first, the same number as under the price (review 59).
    if (!view.monthlyCosts) return null;
    if (view.monthlyCosts.basis === "netto") {
      // "netto" belongs to the Betriebskosten only: the Rücklage carries no USt., so a sum with it
      // is neither net nor gross and the word goes on the part it is true of.
      const amount = formatEuro(view.monthlyCosts.amount);
      const operating = row.betriebskostennetto;
      const reserve = row.reparaturruecklage_netto;
      if (!isPositiveNumber(reserve)) return `${amount} netto / Monat`;
      if (!isPositiveNumber(operating)) return `${amount} / Monat (Rücklage)`;
      return `${amount} / Monat (Betriebskosten ${formatEuro(operating)} netto, Rücklage ${formatEuro(reserve)})`;
    }
    const total = `${formatEuro(view.monthlyCosts.amount)} brutto / Monat`;
    // A gross total names every line the cost table adds up and its USt. row, so the brackets sum
    // to the figure in front of them; the Rücklage carries no USt., so it is not among the net lines.
    const taxed = joinStated([
      part("Betriebskosten", row.betriebskostennetto),
      part("Heizkosten", row.heizkostennetto),
      part("Sonstiges", row.sonstigekostennetto),
    ]);
    const remainder = view.monthlyCosts.remainder;
    const parts = joinStated([
      taxed ? `${taxed} netto` : null,
      part("Rücklage", row.reparaturruecklage_netto),
      remainder && (taxed || isPositiveNumber(row.reparaturruecklage_netto)) ? `${remainder.label} ${formatEuro(remainder.amount)}` : null,
    ]);
    return parts ? `${total} (${parts})` : total;
  }
  const parts = joinStated([part("Betriebskosten", row.betriebskostennetto), part("Heizkosten", row.heizkostennetto)]);
  return parts ? `darin ${parts}` : null;
}

const joinStated = (parts: (string | null)[]) => parts.filter(Boolean).join(", ") || null;

function energy(view: PropertyDetailView, kind: "hwb" | "fgee"): string | null {
  const value = kind === "hwb" ? view.energy?.hwbValue : view.energy?.fgeeValue;
  const grade = kind === "hwb" ? view.energy?.hwbClass : view.energy?.fgeeClass;
  if (!value && !grade) return null;
  return [value, grade ? `Klasse ${grade}` : null].filter(Boolean).join(", ");
}

/** Energy classes from best to worst (HWB and fGEE share the scale). */
const ENERGY_ORDER = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G", "H"];

function energyRank(grade: string | null | undefined): number | null {
  const index = ENERGY_ORDER.indexOf((grade ?? "").trim().toUpperCase());
  return index < 0 ? null : index;
}

/**
 * Per column the label when its figure is the best of the row: the lowest or highest among the
 * columns that state one. Nothing is marked when fewer than two columns state the figure or when
 * all stated figures are equal (a "best" among equals says nothing); ties for the best are all
 * marked.
 */
function bestOf(figures: (number | null)[], direction: "lowest" | "highest", label: string): (string | null)[] {
  const stated = figures.filter((figure): figure is number => figure !== null && Number.isFinite(figure));
  if (stated.length < 2) return figures.map(() => null);
  const target = direction === "lowest" ? Math.min(...stated) : Math.max(...stated);
  if (stated.every((figure) => figure === target)) return figures.map(() => null);
  return figures.map((figure) => (figure === target ? label : null));
}

/** `bestOf` within each group of columns on its own (`groups[i]`: column i's key; `label(key)`: its mark). */
function bestWithin(
  figures: (number | null)[],
  groups: string[],
  direction: "lowest" | "highest",
  label: (group: string) => string,
): (string | null)[] {
  const marks: (string | null)[] = figures.map(() => null);
  for (const group of new Set(groups)) {
    const ranked = bestOf(
      figures.map((figure, index) => (groups[index] === group ? figure : null)),
      direction,
      label(group),
    );
    ranked.forEach((mark, index) => {
      if (mark) marks[index] = mark;
    });
  }
  return marks;
}

const positive = (value: number | null | undefined) => (isPositiveNumber(value) ? value : null);

type Listing = { row: DetailRow; view: PropertyDetailView };

/** A row's definition: which kinds it means something for, each column's value and figure to rank. */
interface RowSpec {
  label: string;
  kinds: readonly ListingKind[];
  value: (listing: Listing) => string | null | undefined;
  rank?: {
    figure: (listing: Listing) => number | null;
    /** Ranked instead when a listing of the group states no figure (energy: the class). */
    fallback?: (listing: Listing) => number | null;
    direction: "lowest" | "highest";
    mark: string;
    /** Per-area figures: ranked only within one kind of area, the mark naming it when needed. */
    byArea?: boolean;
    /**
     * A figure of the building itself (energy demand in kWh/m²a): ranked across Kauf and Miete and
     * across kinds of building, since neither changes what it means.
     */
    ofBuilding?: boolean;
  };
}

const ALL_KINDS = ["home", "commercial", "land"] as const;
const BUILDINGS = ["home", "commercial"] as const;
const provision = (row: DetailRow) => row.aussen_courtage?.replace(/\s+/g, " ").trim() || "provisionsfrei";

/** Balkon/Terrasse and Loggia, each with its area, as the detail page's facts name them. */
function outdoor(row: DetailRow): string | null {
  const parts = [
    ["Balkon/Terrasse", row.balkon_terrasse_flaeche],
    ["Loggia", row.loggia_flaeche],
  ] as const;
  const stated = parts.filter(([, area]) => isPositiveNumber(area)).map(([label, area]) => `${label} ${formatArea(area ?? 0)}`);
  return stated.length > 0 ? stated.join(", ") : null;
}

const ROWS: RowSpec[] = [
  {
    label: "Preis",
    kinds: ALL_KINDS,
    // No ✓: a lower price is not a better offer when the sizes differ; the € per m² row ranks.
    // A rent says which total it is ('Gesamtmiete € 888,39 / Monat'), as on the cards.
    value: ({ view }) => (view.rentLabel ? `${view.rentLabel} ${view.priceText}` : view.priceText),
  },
  {
    label: "Preis pro m²",
    kinds: ALL_KINDS,
    value: ({ view }) => pricePerSquareMetre(view),
    rank: {
      figure: ({ view }) => (isPositiveNumber(view.priceValue) && view.area > 0 ? view.priceValue / view.area : null),
      direction: "lowest",
      mark: "niedrigster Preis pro m²",
      byArea: true,
    },
  },
  {
    label: "Fläche",
    kinds: ALL_KINDS,
    value: ({ view }) => (view.areaKind ? `${formatArea(view.area)} ${view.areaKind}` : null),
    // No ✓: bigger is not better for everyone (it costs more); the figure speaks for itself.
  },
  {
    // The card's rule (lib/listing-facts): rooms for homes only, so a warehouse's rooms never show.
    label: "Zimmer",
    kinds: ["home"],
    value: ({ view }) => (view.roomsText ? formatDecimal(view.bedrooms, 1) : null),
  },
  // '2. OG', 'EG' as the detail page's key facts write it, not the feed's bare '2'.
  { label: "Etage", kinds: BUILDINGS, value: ({ row }) => row.etage && floorName(row.etage) },
  {
    label: "HWB",
    kinds: BUILDINGS,
    value: ({ view }) => energy(view, "hwb"),
    // The lower demand in kWh/m²a when every listing of the group states one, else the better class.
    rank: {
      figure: ({ row }) => positive(row.hwbwert),
      fallback: ({ view }) => energyRank(view.energy?.hwbClass),
      direction: "lowest",
      mark: "niedrigster HWB",
      ofBuilding: true,
    },
  },
  {
    label: "fGEE",
    kinds: BUILDINGS,
    value: ({ view }) => energy(view, "fgee"),
    rank: {
      figure: ({ row }) => positive(row.fgeewert),
      fallback: ({ view }) => energyRank(view.energy?.fgeeClass),
      direction: "lowest",
      mark: "niedrigster fGEE",
      ofBuilding: true,
    },
  },
  // Facts the detail page shows too, each only when a listing states it (no ✓: newer or larger is
  // not better for everyone).
  { label: "Baujahr", kinds: BUILDINGS, value: ({ row }) => (isPositiveNumber(row.baujahr) ? String(Math.trunc(row.baujahr)) : null) },
  // What decides a visit, as the detail page's key facts say it.
  { label: "Zustand", kinds: BUILDINGS, value: ({ view }) => view.condition },
  {
    label: "Heizung",
    kinds: BUILDINGS,
    value: ({ view }) =>
      [...view.heatingSources, ...view.heatingSystems].filter((part, index, all) => all.indexOf(part) === index).join(", ") || null,
  },
  { label: "Lift", kinds: BUILDINGS, value: ({ view }) => (view.lift === null ? null : view.lift ? "ja" : "nein") },
  { label: "Verfügbar", kinds: ALL_KINDS, value: ({ view }) => view.availableFrom },
  { label: "Freiflächen", kinds: BUILDINGS, value: ({ row }) => outdoor(row) },
  {
    label: "Stellplätze",
    kinds: BUILDINGS,
    value: ({ row }) => (isPositiveNumber(row.anzahl_stellplaetze) ? formatDecimal(row.anzahl_stellplaetze, 1) : null),
  },
  // Bezirk/Ort as the detail page's subline writes it ('1030 Wien, Landstraße').
  { label: "Lage", kinds: ALL_KINDS, value: ({ view }) => view.placeText },
  { label: "Provision", kinds: ALL_KINDS, value: ({ row }) => provision(row) },
  // Once and every month apart: a purchase's Nebenkosten and a rent's Kaution are not what a month
  // costs, and a mixed table compared them in one row (review 58).
  { label: "Einmalig", kinds: ALL_KINDS, value: ({ row, view }) => oneOffCosts(row, view) },
  { label: "Monatlich", kinds: ALL_KINDS, value: ({ row, view }) => monthlyCosts(row, view) },
];

/**
 * What a set of listings mixes: 'Miete und Kauf gemischt.', 'Wohnen und Gewerbe gemischt.', with
 * the reasons; null when all are of one deal and one kind. The comparison and the Merkliste say it.
 */
export function compareMix(items: { status: string; kind: ListingKind }[]): CompareMix | null {
  const offersMixed = new Set(items.map((item) => item.status)).size > 1;
  const distinct = ALL_KINDS.filter((kind) => items.some((item) => item.kind === kind));
  const kindsMixed = distinct.length > 1;
  if (!offersMixed && !kindsMixed) return null;
  const names = distinct.map((kind) => KIND_LABELS[kind]);
  const kindWords = names.length > 2 ? `${names.slice(0, -1).join(", ")} und ${names.at(-1)}` : names.join(" und ");
  const parts = [offersMixed ? "Miete und Kauf" : null, kindsMixed ? kindWords : null].filter(Boolean);
  return {
    title: `${parts.join(", ")} gemischt.`,
    reason: MIXED_REASON,
  };
}

/** A part of a mixed list that compares like with like: 'Nur Kaufangebote vergleichen' and its ids. */
export interface CompareSubset {
  label: string;
  ids: number[];
}

const OFFER_GROUPS = [
  { status: "SALE", label: "Nur Kaufangebote vergleichen" },
  { status: "RENT", label: "Nur Mietangebote vergleichen" },
] as const;
const KIND_GROUPS: Record<ListingKind, string> = {
  home: "Nur Wohnimmobilien vergleichen",
  commercial: "Nur Gewerbeimmobilien vergleichen",
  land: "Nur Grundstücke vergleichen",
};

/**
 * For a list that mixes rent and sale or kinds of property: the parts of one deal and of one kind
 * that hold two to four listings, each a comparison of its own.
 */
export function compareSubsets(items: { id: number; status: string; kind: ListingKind }[]): CompareSubset[] {
  const subsets: CompareSubset[] = [];
  const add = (label: string, ids: number[]) => {
    if (ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX && ids.length < items.length) subsets.push({ label, ids });
  };
  for (const group of OFFER_GROUPS)
    add(
      group.label,
      items.filter((item) => item.status === group.status).map((item) => item.id),
    );
  for (const kind of ALL_KINDS)
    add(
      KIND_GROUPS[kind],
      items.filter((item) => item.kind === kind).map((item) => item.id),
    );
  return subsets;
}

/**
 * A row's figures to rank, per column (null where the row does not apply). With a fallback, a
 * group in which some listing lacks the figure is ranked by the fallback for all of its listings.
 */
function figuresOf(listings: Listing[], applies: boolean[], groups: string[], rank: NonNullable<RowSpec["rank"]>): (number | null)[] {
  const figures = listings.map((listing, index) => (applies[index] ? rank.figure(listing) : null));
  const { fallback } = rank;
  if (!fallback) return figures;
  return listings.map((listing, index) => {
    if (!applies[index]) return null;
    const group = groups[index];
    const whole = listings.every((_, other) => groups[other] !== group || !applies[other] || figures[other] !== null);
    return whole ? (figures[index] ?? null) : fallback(listing);
  });
}

export function compareTable(listings: Listing[]): CompareTable {
  const columns = listings.map(({ view }) => ({
    id: view.id,
    href: view.href,
    title: view.title,
    location: view.location,
    image: view.thumbnail,
    offerLabel: view.offerLabel,
    inquiryHref: `${view.href}#anfrage`,
  }));
  const views = listings.map(({ view }) => view);
  const kinds = views.map((view) => view.kind);
  const mixedOffers = new Set(views.map((view) => view.status)).size > 1;
  const kindsMixed = new Set(kinds).size > 1;
  // A ✓ ranks only listings of one deal and one kind; the mark says which when the table mixes them.
  const groups = views.map((view) => `${view.offerLabel}|${KIND_LABELS[view.kind]}`);
  const groupWords = (group: string) => {
    const [offer, kind] = group.split("|");
    const words = [mixedOffers ? offer : null, kindsMixed ? kind : null].filter(Boolean);
    return words.length > 0 ? ` (${words.join(", ")})` : "";
  };
  // Groups whose listings state areas of more than one kind: their € per m² marks name the area.
  const manyAreas = new Set(
    groups.filter((group) => new Set(views.filter((_, index) => groups[index] === group).map((view) => view.areaKind)).size > 1),
  );
  const rows: CompareRow[] = [];
  for (const spec of ROWS) {
    // A fact for none of the kinds compared has no row.
    if (!kinds.some((kind) => spec.kinds.includes(kind))) continue;
    const applies = kinds.map((kind) => spec.kinds.includes(kind));
    const stated = listings.map((listing, index) => (applies[index] ? spec.value(listing)?.trim() || null : null));
    // Nobody states it: a row of dashes says nothing.
    if (stated.every((value) => value === null)) continue;
    const rank = spec.rank;
    // A building's own figure is ranked among all buildings: one group, no group words in its mark.
    const rankGroups = rank?.ofBuilding ? groups.map(() => "|") : groups;
    const best = rank
      ? bestWithin(
          figuresOf(listings, applies, rankGroups, rank),
          rankGroups.map((group, index) => (rank.byArea ? `${group}|${views[index]?.areaKind}` : group)),
          rank.direction,
          (key) => {
            const [offer = "", kind = "", area = ""] = key.split("|");
            if (!rank.byArea) return `${rank.mark}${groupWords(`${offer}|${kind}`)}`;
            // € per m² names its area only when its group has several kinds.
            const named = manyAreas.has(`${offer}|${kind}`) ? `${rank.mark} ${area}` : rank.mark;
            return `${named}${groupWords(`${offer}|${kind}`)}`;
          },
        )
      : views.map(() => null);
    rows.push({
      label: spec.label,
      values: stated.map((value) => value ?? DASH),
      missing: stated.map((value, index) => (value !== null ? null : applies[index] ? NOT_STATED : NOT_APPLICABLE[kinds[index] ?? "home"])),
      best,
    });
  }
  const marked = rows.some((row) => row.best.some(Boolean));
  return { columns, rows, mixedOffers, mix: compareMix(views), marked };
}

const CHOSEN_ID = /^[1-9]\d{0,9}$/;

/**
 * The Merkliste's URL after a choice that cannot be compared: the valid ids chosen (so their
 * boxes stay ticked) and the problem's code; the page turns it into its message.
 */
export function readCompareChoice(params: URLSearchParams): { chosen: number[]; notice: string | null } {
  const chosen = [
    ...new Set(
      params
        .getAll("id")
        .slice(0, 20)
        .filter((value) => CHOSEN_ID.test(value))
        .map(Number),
    ),
  ];
  return { chosen, notice: compareProblemMessage(params.get("hinweis"), chosen.length) };
}

/** Back to the list the choice came from (`back`: its path and query) with the problem noted. */
export function compareProblemPath(back: string, problem: CompareProblem, chosen: number[]): string {
  const target = new URL(back, "http://same.invalid");
  target.searchParams.delete("id");
  target.searchParams.delete("hinweis");
  for (const id of chosen) target.searchParams.append("id", String(id));
  target.searchParams.set("hinweis", problem);
  return `${target.pathname}${target.search}#vergleichen`;
}

/** The leading comparison of a mixed list: its largest part of one deal and one kind. */
export interface LikeGroup {
  /** '2 Wohnimmobilien zur Miete vergleichen'. */
  label: string;
  ids: number[];
}

const GROUP_NOUNS: Record<ListingKind, string> = { home: "Wohnimmobilien", commercial: "Gewerbeimmobilien", land: "Grundstücke" };

/**
 * For a list that mixes deals or kinds: its largest group of listings with the same Vermarktungsart
 * (Kauf/Miete) and the same class (Wohnen/Gewerbe/Grund), at most four in the list's order; null
 * when nothing is mixed or no group holds two. Ties go to the group whose first listing comes first
 * in the list (the order the visitor sees), so the choice is stable.
 */
export function largestLikeGroup(items: { id: number; status: string; kind: ListingKind }[]): LikeGroup | null {
  const groups = new Map<string, { status: string; kind: ListingKind; ids: number[] }>();
  for (const item of items) {
    const key = `${item.status}|${item.kind}`;
    const group = groups.get(key) ?? { status: item.status, kind: item.kind, ids: [] };
    group.ids.push(item.id);
    groups.set(key, group);
  }
  if (groups.size < 2) return null;
  // Map keeps insertion order: the first-seen group wins a tie (sort is stable).
  const [largest] = [...groups.values()].sort((a, b) => b.ids.length - a.ids.length);
  if (!largest || largest.ids.length < COMPARE_MIN) return null;
  const ids = largest.ids.slice(0, COMPARE_MAX);
  const deal = largest.status === "RENT" ? "zur Miete" : "zum Kauf";
  return { label: `${ids.length} ${GROUP_NOUNS[largest.kind]} ${deal} vergleichen`, ids };
}

/**
 * A mixed list's like-with-like comparisons: the largest group of one deal and one kind leads
 * (`largestLikeGroup`), then the parts of one deal or of one kind that differ from it.
 */
export function likeWithLike(items: { id: number; status: string; kind: ListingKind }[]): {
  lead: LikeGroup | null;
  others: CompareSubset[];
} {
  if (!compareMix(items)) return { lead: null, others: [] };
  const lead = largestLikeGroup(items);
  const same = (ids: number[]) => lead !== null && ids.length === lead.ids.length && ids.every((id, index) => lead.ids[index] === id);
  return { lead, others: compareSubsets(items).filter((subset) => !same(subset.ids)) };
}
