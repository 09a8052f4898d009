// Nebenkostenübersicht per listing (§ 30b Abs 1 KSchG; Immobilienmaklerverordnung): before a
// consumer concludes a broker contract, the broker states in writing every probable cost, the
// commission separately, and the broker's status. On the page and in the exposé it is the
// 'Einmalige Kosten' under the monthly ones. Pure: the detail page, mail and exposé share it.
import { formatCents, formatEuro, formatPercent, isPositiveNumber, keepPercentSigns } from "./format";
import { brokerStatusLines, type LegalTerms } from "./legal-terms";
import { rentNetTotal } from "./monthly-costs";
import {
  commissionFromListing,
  DEFAULT_CONTRACT_BP,
  LAND_REGISTRY_BP,
  MORTGAGE_REGISTRY_BP,
  purchaseCosts,
  TRANSFER_TAX_BP,
} from "./purchase-costs";

export interface NebenkostenListing {
  status: "SALE" | "RENT";
  property_type: string | null;
  kaufpreis: number | null;
  gesamtmietebrutto: number | null;
  /** The feed's net rent: with or without the cost lines (monthly-costs.ts, rentNetTotal). */
  gesamtmietenetto: number | null;
  betriebskostennetto?: number | null;
  heizkostennetto?: number | null;
  sonstigekostennetto?: number | null;
  aussen_courtage: string | null;
  kaution_text: string | null;
  abstand: number | null;
}

export interface NebenkostenLine {
  label: string;
  /** The figure: an amount ('€ 10.500') or a rule ('1,2 % des Darlehens'). */
  value: string;
  note?: string;
  /** A line the listing's own price rows may already state (see `besidePriceRows`). */
  key?: "kaution" | "provision" | "ablose" | "miete";
  /** A sum of the amounts above it: bold over a rule on the page. */
  total?: true;
}

export interface Nebenkostenuebersicht {
  /** The one-off costs' heading ('Einmalige Kosten'); the monthly ones stand under 'Monatliche Kosten'. */
  title: string;
  lines: NebenkostenLine[];
  /** The commission on its own (§ 30b Abs 1 KSchG: "gesondert anzuführen"). */
  provision: string;
  /** Whether the inquirer owes no commission (§ 17a MaklerG, or the listing says so). */
  free: boolean;
  broker: string[];
  hinweis: string;
}

const RESIDENTIAL = new Set(["apartment", "house", "villa"]);
/** A residential rental's commission when the feed states none or says it is free. */
const RENT_FREE = "Für Mieter:innen provisionsfrei (Erstauftraggeberprinzip, § 17a MaklerG).";
const percent = (bp: number) => formatPercent(bp / 100);
/** The heading of the one-off costs, beside 'Monatliche Kosten' (ADR 0380). */
export const ONE_OFF_TITLE = "Einmalige Kosten";

/** Whether the listing text says the tenant or buyer pays nothing. */
function saysFree(text: string): boolean {
  return /provisionsfrei|keine (mieter|käufer)?provision|ohne provision/i.test(text);
}

export function nebenkostenUebersicht(listing: NebenkostenListing, terms: LegalTerms): Nebenkostenuebersicht {
  return listing.status === "SALE" ? saleOverview(listing, terms) : rentOverview(listing, terms);
}

function saleOverview(listing: NebenkostenListing, terms: LegalTerms): Nebenkostenuebersicht {
  const stated = (listing.aussen_courtage ?? "").replace(/\s+/g, " ").trim();
  const commission = commissionFromListing(stated);
  const provision = keepPercentSigns(
    stated === "" ? `${terms.provisionKauf} (unser Standardsatz)` : commission.bp === 0 ? `Provisionsfrei (${stated})` : stated,
  );
  const priceCents = isPositiveNumber(listing.kaufpreis) ? Math.round(listing.kaufpreis * 100) : null;
  const lines: NebenkostenLine[] = [];
  if (priceCents === null) {
    lines.push(
      { label: "Grunderwerbsteuer", value: `${percent(TRANSFER_TAX_BP)} des Kaufpreises` },
      { label: "Grundbuchseintragung Eigentum", value: `${percent(LAND_REGISTRY_BP)} des Kaufpreises` },
      { label: "Provision", value: provision, key: "provision" },
      {
        label: "Vertragserrichtung und Treuhand",
        value: `etwa ${percent(DEFAULT_CONTRACT_BP)} des Kaufpreises zuzüglich 20\u00a0% USt.`,
        note: "zuzüglich Barauslagen",
      },
    );
  } else {
    const costs = purchaseCosts({ priceCents, loanCents: 0, commission, contractBp: DEFAULT_CONTRACT_BP });
    for (const line of costs.lines) {
      // The commission in one row: its amount, the rule it follows as the row's small print.
      if (line.label === "Maklerprovision") {
        lines.push({ label: "Provision", value: formatCents(line.cents), key: "provision", note: provision });
        continue;
      }
      const label =
        line.label === "Vertragserrichtung"
          ? `Vertragserrichtung und Treuhand (etwa ${percent(line.bp)})`
          : line.label === "Grundbuchseintragung"
            ? `Grundbuchseintragung Eigentum (${percent(line.bp)})`
            : `${line.label} (${percent(line.bp)})`;
      lines.push({
        label,
        value: formatCents(line.cents),
        note: line.label === "Vertragserrichtung" ? "Schätzung inkl. 20\u00a0% USt., zuzüglich Barauslagen" : undefined,
      });
    }
    const total = costs.lines.reduce((sum, line) => sum + line.cents, 0);
    lines.push(
      { label: "Kaufnebenkosten gesamt", value: formatCents(total), total: true },
      // What the purchase takes in all, the figure a buyer plans with.
      { label: "Kaufpreis samt Nebenkosten", value: formatCents(priceCents + total), total: true },
    );
  }
  // The rate once, in the value: the amount depends on a loan the page does not know.
  lines.push({
    label: "Pfandrechtseintragung",
    value: `${percent(MORTGAGE_REGISTRY_BP)} des Darlehens`,
    note: "nur bei Finanzierung mit Hypothek",
  });
  return {
    title: ONE_OFF_TITLE,
    lines,
    provision,
    free: commission.bp === 0,
    broker: brokerStatusLines(terms, "SALE"),
    hinweis:
      "Unverbindliche Nebenkostenübersicht nach §\u00a030b KSchG. Die Beträge sind gerundet; gesetzliche Befreiungen und das Honorar Ihrer Vertragserrichter:in können die Beträge ändern.",
  };
}

function rentOverview(listing: NebenkostenListing, terms: LegalTerms): Nebenkostenuebersicht {
  const stated = (listing.aussen_courtage ?? "").replace(/\s+/g, " ").trim();
  const residential = listing.property_type !== null && RESIDENTIAL.has(listing.property_type);
  // § 17a MaklerG (Erstauftraggeberprinzip, since 1 July 2023): for a residential lease the
  // tenant pays no commission unless the broker worked for them first; only a stated commission
  // in the feed says otherwise.
  const free = (residential && stated === "") || saysFree(stated);
  const rule = keepPercentSigns(stated === "" ? terms.provisionMieteGewerbe : stated);
  // The commission's base is the Gesamtmiete without USt. (§ 24 ImmMV), not the bare rent.
  const base = rentNetTotal({
    gesamtmietenetto: listing.gesamtmietenetto,
    gesamtmietebrutto: listing.gesamtmietebrutto,
    betriebskostennetto: listing.betriebskostennetto ?? null,
    heizkostennetto: listing.heizkostennetto ?? null,
    sonstigekostennetto: listing.sonstigekostennetto ?? null,
  });
  const cents = free ? null : rentCommissionCents(rule, base);
  const provision = keepPercentSigns(
    residential && free
      ? RENT_FREE
      : free
        ? `Provisionsfrei (${stated})`
        : `${rule}${stated === "" ? " (unser Standardsatz)" : ""}${cents === null ? "" : `, das sind ${formatCents(cents)}`}`,
  );
  const kaution = (listing.kaution_text ?? "").trim();
  const lines: NebenkostenLine[] = [
    {
      label: "Kaution",
      value: kaution === "" ? "Laut Mietvertrag, auf Anfrage" : kaution,
      note: "wird am Ende der Miete zurückgezahlt",
      key: "kaution",
    },
    cents === null
      ? { label: "Provision", value: provision, key: "provision" }
      : { label: "Provision", value: formatCents(cents), key: "provision", note: rentCommissionNote(rule, base ?? 0) },
  ];
  if (isPositiveNumber(listing.abstand)) lines.push({ label: "Ablöse", value: formatEuro(listing.abstand), key: "ablose" });
  lines.push(
    residential
      ? { label: "Vertragsgebühr", value: "Keine", note: "Mietverträge über Wohnraum sind gebührenfrei (§ 33 TP 5 Abs. 4 Gebührengesetz)." }
      : {
          label: "Vertragsgebühr",
          value: "1\u00a0% der Bruttomiete der Vertragsdauer",
          note: "unbefristet: vom Dreifachen der Jahresbruttomiete; befristet: von der Bruttomiete der Laufzeit, höchstens vom Achtzehnfachen der Jahresbruttomiete (§ 33 TP 5 Gebührengesetz)",
        },
  );
  if (isPositiveNumber(listing.gesamtmietebrutto)) {
    lines.push({ label: "Monatliche Miete (brutto)", value: formatEuro(listing.gesamtmietebrutto), note: "laut Angebot", key: "miete" });
  }
  return {
    title: ONE_OFF_TITLE,
    lines,
    provision,
    free,
    broker: brokerStatusLines(terms, "RENT"),
    hinweis: "Unverbindliche Nebenkostenübersicht nach §\u00a030b KSchG. Maßgeblich ist der Mietvertrag.",
  };
}

/** "3 Bruttomonatsmieten zzgl. 20 % USt." or "2 BMM": the months, and whether USt. comes on top. */
function rentCommissionMonths(rule: string): { months: number; plusVat: boolean } | null {
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:brutto-?monatsmiete[n]?|bmm)\b/i.exec(rule);
  if (!match?.[1]) return null;
  return { months: Number(match[1].replace(",", ".")), plusVat: /zzgl|zuzüglich|\+\s*(?:20|ust|mwst)/i.test(rule) && !/inkl/i.test(rule) };
}

/**
 * The commission in cents: months × Bruttomonatsmietzins, plus 20 % USt. where stated. The
 * Bruttomietzins a commission is measured on excludes the rent's own USt. (§ 24 ImmMV), so the base
 * is the Gesamtmiete netto; without one there is no figure, only the rule.
 */
export function rentCommissionCents(rule: string, netRent: number | null): number | null {
  const parsed = rentCommissionMonths(rule);
  if (!parsed || !isPositiveNumber(netRent)) return null;
  const net = Math.round(parsed.months * netRent * 100);
  return parsed.plusVat ? net + Math.round(net * 0.2) : net;
}

/** How the figure is made: '3 Bruttomonatsmieten zzgl. 20 % USt.: 3 × € 3.186,53 Gesamtmiete ohne USt. + 20 % USt.' */
function rentCommissionNote(rule: string, netRent: number): string {
  const parsed = rentCommissionMonths(rule);
  const months = String(parsed?.months ?? "").replace(".", ",");
  return `${rule}: ${months} × ${formatEuro(netRent)} Gesamtmiete ohne USt.${parsed?.plusVat ? " + 20\u00a0% USt." : ""}`;
}

/** A row of the listing's own price table (lib/property-view), as far as this module reads it. */
interface StatedRow {
  label: string;
  value: string;
  group: "price" | "monthly" | "once";
}

/**
 * The price rows and the overview as one costs block (detail page, exposé), each figure once and
 * under one of two heads (ADR 0380): the price rows keep the price and the monthly costs; every
 * one-off cost (Kaution, Ablöse, Provision, the Kaufnebenkosten, the Vertragsgebühr) is a line of
 * the overview, 'Einmalige Kosten'. The monthly rent leaves the overview where monthly rows show
 * it. A rent's commission reads short ('provisionsfrei', the § 17a reason as its small print, no
 * 'Laut Angebot:' on the listing itself); the mail and the FAGG notice keep the full wording.
 */
export function besidePriceRows<Row extends StatedRow>(
  rows: Row[],
  overview: Nebenkostenuebersicht,
): { rows: Row[]; overview: Nebenkostenuebersicht } {
  const monthly = rows.some((row) => row.group === "monthly");
  // A sale's Ablöse is only a price row; a rent's is a line of the overview already.
  const ablose = rows.find((row) => row.group === "once" && row.label === "Ablöse");
  const hasAblose = overview.lines.some((line) => line.key === "ablose");
  const lines = overview.lines.flatMap((line): NebenkostenLine[] => {
    if (line.key === "miete" && monthly) return [];
    // On the page the Kaution is its rule alone; the mail keeps that it comes back.
    if (line.key === "kaution") return [{ ...line, note: undefined }];
    if (line.key === "provision" && line.value === overview.provision) return [shortProvision(line)];
    return [line];
  });
  return {
    rows: rows.filter((row) => row.group !== "once"),
    overview: {
      ...overview,
      lines: ablose && !hasAblose ? [{ label: "Ablöse", value: ablose.value, key: "ablose" }, ...lines] : lines,
    },
  };
}

/** The commission as a cost row says it: the rule short, its legal reason as small print. */
function shortProvision(line: NebenkostenLine): NebenkostenLine {
  if (line.value === RENT_FREE) return { ...line, value: "provisionsfrei", note: "Erstauftraggeberprinzip, § 17a MaklerG" };
  return { ...line, value: line.value.replace(/^Laut Angebot: /, "") };
}

/** The overview as plain text lines (confirmation mail, inbox). */
export function nebenkostenTextLines(overview: Nebenkostenuebersicht): string[] {
  return [
    ...overview.lines.map((line) => `${line.label}: ${line.value}${line.note ? ` (${line.note})` : ""}`),
    ...overview.broker,
    overview.hinweis,
  ];
}
