// "Vergleichen" on the Merkliste (ADR 0156): 2-4 listings side by side, one row per figure a buyer
// or tenant weighs (price, € per m², area, rooms, floor, HWB/fGEE, Provision, costs). Pure: built
// from the detail view so that the comparison says exactly what each detail page says.
import { formatAmount, formatDecimal, isPositiveNumber } from "./format";
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
}

export interface CompareRow {
  label: string;
  /** One cell per column; '–' when the listing does not say. */
  values: string[];
}

const DASH = "–";

/** € per m²: sale price per m², rent per m² and month. */
function pricePerSquareMetre(view: PropertyDetailView): string {
  if (!isPositiveNumber(view.priceValue) || view.area <= 0) return DASH;
  const value = view.priceValue / view.area;
  return view.status === "RENT" ? `€ ${formatDecimal(value, 2)} / m² mtl.` : `€ ${formatAmount(Math.round(value))} / m²`;
}

/** Sale: the estimated Kaufnebenkosten (ADR 0045); rent: the monthly costs the feed states. */
function costs(row: DetailRow, view: PropertyDetailView): string {
  if (view.status === "SALE") {
    if (!isPositiveNumber(row.kaufpreis)) return DASH;
    const result = purchaseCosts({
      priceCents: Math.round(row.kaufpreis * 100),
      loanCents: 0,
      commission: commissionFromListing(row.aussen_courtage),
      contractBp: DEFAULT_CONTRACT_BP,
    });
    return `ca. € ${formatAmount(Math.round(result.totalCents / 100))} Kaufnebenkosten`;
  }
  const monthly = [
    ["Betriebskosten", row.betriebskostennetto],
    ["Heizkosten", row.heizkostennetto],
  ] as const;
  const stated = monthly.filter(([, value]) => isPositiveNumber(value)).map(([label, value]) => `${label} € ${formatAmount(value ?? 0)}`);
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

export function compareTable(listings: { row: DetailRow; view: PropertyDetailView }[]): { columns: CompareColumn[]; rows: CompareRow[] } {
  const columns = listings.map(({ view }) => ({
    id: view.id,
    href: view.href,
    title: view.title,
    location: view.location,
    image: view.thumbnail,
    offerLabel: view.offerLabel,
  }));
  const cell = (pick: (entry: { row: DetailRow; view: PropertyDetailView }) => string | null | undefined) =>
    listings.map((entry) => pick(entry)?.trim() || DASH);
  const provision = (row: DetailRow) => row.aussen_courtage?.replace(/\s+/g, " ").trim() || "provisionsfrei";
  const rows: CompareRow[] = [
    { label: "Preis", values: cell(({ view }) => view.priceText) },
    { label: "Preis pro m²", values: cell(({ view }) => pricePerSquareMetre(view)) },
    { label: "Fläche", values: cell(({ view }) => view.areaText) },
    { label: "Zimmer", values: cell(({ view }) => (view.bedrooms > 0 ? formatDecimal(view.bedrooms, 1) : null)) },
    { label: "Etage", values: cell(({ row }) => row.etage) },
    { label: "HWB", values: cell(({ view }) => energy(view, "hwb")) },
    { label: "fGEE", values: cell(({ view }) => energy(view, "fgee")) },
    { label: "Provision", values: cell(({ row }) => provision(row)) },
    { label: "Kosten", values: cell(({ row, view }) => costs(row, view)) },
  ];
  return { columns, rows };
}
