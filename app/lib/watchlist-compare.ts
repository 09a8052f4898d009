// "Vergleichen" on the Merkliste: 2-4 listings side by side, one row per figure, built from the
// detail view so it says what each detail page says. The best value per row is marked in words;
// a rent/sale mix says why prices are not ranked.
// Areas are compared like with like: every area cell names its kind (Wohnfläche, Nutzfläche for
// an office or a shop, Grundfläche for a plot: lib/listing-facts), and the "größte …" mark and the lowest price per m²
// are found only among listings whose area is of the same kind, so an office's Nutzfläche never
// "wins" against a flat's Wohnfläche; the mark says which kind it ranks.
import { formatArea, formatDecimal, formatEuro, isPositiveNumber } from "./format";
import { AREA_KINDS } from "./listing-facts";
import type { AreaKind, DetailRow, PropertyDetailView } from "./property-view";
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
  /** One cell per column; '–' when the listing does not say. */
  values: string[];
  /** Per column: the row's best value ('niedrigster Preis'), else null. Never colour alone. */
  best: (string | null)[];
}

export interface CompareTable {
  columns: CompareColumn[];
  rows: CompareRow[];
  /** Rent and sale side by side: prices and € per m² are shown but not ranked. */
  mixedOffers: boolean;
}

/** Why a choice cannot be compared; the Merkliste says it in German (`compareProblemMessage`). */
export type CompareProblem = "anzahl" | "ungueltig" | "verfuegbar";

export const MIXED_OFFERS_NOTE =
  "Sie vergleichen Miet- und Kaufobjekte: Miete ist ein Monatsbetrag, der Kaufpreis einmalig. Preise und € pro m² werden deshalb nicht als bester Wert markiert.";

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

/** € per m²: sale price per m², rent per m² and month. */
function pricePerSquareMetre(view: PropertyDetailView): string {
  if (!isPositiveNumber(view.priceValue) || view.area <= 0) return DASH;
  const value = view.priceValue / view.area;
  return view.status === "RENT" ? `${formatEuro(value)} / m² mtl.` : `${formatEuro(Math.round(value))} / m²`;
}

/** Sale: the estimated Kaufnebenkosten; rent: the monthly costs the feed states. */
function costs(row: DetailRow, view: PropertyDetailView): string {
  if (view.status === "SALE") {
    if (!isPositiveNumber(row.kaufpreis)) return DASH;
    const result = purchaseCosts({
      priceCents: Math.round(row.kaufpreis * 100),
      loanCents: 0,
      commission: commissionFromListing(row.aussen_courtage),
      contractBp: DEFAULT_CONTRACT_BP,
    });
    return `ca. ${formatEuro(Math.round(result.totalCents / 100))} Kaufnebenkosten`;
  }
  const monthly = [
    ["Betriebskosten", row.betriebskostennetto],
    ["Heizkosten", row.heizkostennetto],
  ] as const;
  const stated = monthly.filter(([, value]) => isPositiveNumber(value)).map(([label, value]) => `${label} ${formatEuro(value ?? 0)}`);
  const deposit = row.kaution_text?.trim();
  if (deposit) stated.push(`Kaution ${deposit}`);
  return stated.length > 0 ? stated.join(", ") : DASH;
}

function energy(view: PropertyDetailView, kind: "hwb" | "fgee"): string {
  const value = kind === "hwb" ? view.energy?.hwbValue : view.energy?.fgeeValue;
  const grade = kind === "hwb" ? view.energy?.hwbClass : view.energy?.fgeeClass;
  if (!value && !grade) return DASH;
  return [value, grade ? `Klasse ${grade}` : null].filter(Boolean).join(", ");
}

/** Energy classes from best to worst (HWB and fGEE share the scale). */
const ENERGY_ORDER = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G", "H"];

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

const positive = (value: number | null | undefined) => (isPositiveNumber(value) ? value : null);

/**
 * `bestOf` within each kind of area on its own: a figure is ranked only against figures of the
 * same kind, and the mark names the kind it was ranked in (`label(kind)`).
 */
function bestPerKind(
  figures: (number | null)[],
  kinds: (AreaKind | null)[],
  direction: "lowest" | "highest",
  label: (kind: AreaKind) => string,
): (string | null)[] {
  const marks: (string | null)[] = figures.map(() => null);
  for (const kind of AREA_KINDS) {
    const ranked = bestOf(
      figures.map((figure, index) => (kinds[index] === kind ? figure : null)),
      direction,
      label(kind),
    );
    ranked.forEach((mark, index) => {
      if (mark) marks[index] = mark;
    });
  }
  return marks;
}

function energyRank(grade: string | null | undefined): number | null {
  const index = ENERGY_ORDER.indexOf((grade ?? "").trim().toUpperCase());
  return index < 0 ? null : index;
}

export function compareTable(listings: { row: DetailRow; view: PropertyDetailView }[]): CompareTable {
  const columns = listings.map(({ view }) => ({
    id: view.id,
    href: view.href,
    title: view.title,
    location: view.location,
    image: view.thumbnail,
    offerLabel: view.offerLabel,
    inquiryHref: `${view.href}#anfrage`,
  }));
  const mixedOffers = new Set(listings.map(({ view }) => view.status)).size > 1;
  const views = listings.map(({ view }) => view);
  const none = views.map(() => null);
  const kinds = views.map((view) => view.areaKind);
  const oneKind = new Set(kinds.filter(Boolean)).size <= 1;
  // Prices are ranked only among offers of one kind: a monthly rent is not "cheaper" than a price.
  const price = mixedOffers
    ? none
    : bestOf(
        views.map((view) => positive(view.priceValue)),
        "lowest",
        "niedrigster Preis",
      );
  const perSquareMetre = mixedOffers
    ? none
    : bestPerKind(
        views.map((view) => (isPositiveNumber(view.priceValue) && view.area > 0 ? view.priceValue / view.area : null)),
        kinds,
        "lowest",
        (kind) => (oneKind ? "niedrigster Preis pro m²" : `niedrigster Preis pro m² ${kind}`),
      );
  const cell = (pick: (entry: { row: DetailRow; view: PropertyDetailView }) => string | null | undefined) =>
    listings.map((entry) => pick(entry)?.trim() || DASH);
  const provision = (row: DetailRow) => row.aussen_courtage?.replace(/\s+/g, " ").trim() || "provisionsfrei";
  const rows: CompareRow[] = [
    { label: "Preis", values: cell(({ view }) => view.priceText), best: price },
    { label: "Preis pro m²", values: cell(({ view }) => pricePerSquareMetre(view)), best: perSquareMetre },
    {
      label: "Fläche",
      values: listings.map(({ view }, index) => (kinds[index] ? `${formatArea(view.area)} ${kinds[index]}` : DASH)),
      best: bestPerKind(
        views.map((view) => positive(view.area)),
        kinds,
        "highest",
        (kind) => `größte ${kind}`,
      ),
    },
    {
      label: "Zimmer",
      values: cell(({ view }) => (view.bedrooms > 0 ? formatDecimal(view.bedrooms, 1) : null)),
      best: bestOf(
        views.map((view) => positive(view.bedrooms)),
        "highest",
        "meiste Zimmer",
      ),
    },
    { label: "Etage", values: cell(({ row }) => row.etage), best: none },
    {
      label: "HWB",
      values: cell(({ view }) => energy(view, "hwb")),
      // A lower rank is a better class.
      best: bestOf(
        views.map((view) => energyRank(view.energy?.hwbClass)),
        "lowest",
        "beste Energieklasse",
      ),
    },
    {
      label: "fGEE",
      values: cell(({ view }) => energy(view, "fgee")),
      best: bestOf(
        views.map((view) => energyRank(view.energy?.fgeeClass)),
        "lowest",
        "beste Energieklasse",
      ),
    },
    { label: "Provision", values: cell(({ row }) => provision(row)), best: none },
    { label: "Kosten", values: cell(({ row, view }) => costs(row, view)), best: none },
  ];
  return { columns, rows, mixedOffers };
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
