// Nebenkostenübersicht per listing (§ 30b Abs 1 KSchG; Immobilienmaklerverordnung): before a
// consumer concludes a broker contract, the broker states in writing every probable cost, the
// commission separately, and the broker's status. Pure: the detail page, mail and exposé share it.
import { formatCents, formatDecimal, formatEuro, isPositiveNumber } from "./format";
import { brokerStatusLines, type LegalTerms } from "./legal-terms";
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
  aussen_courtage: string | null;
  kaution_text: string | null;
  abstand: number | null;
}

export interface NebenkostenLine {
  label: string;
  /** The figure: an amount ('€ 10.500') or a rule ('1,2 % des Darlehens'). */
  value: string;
  note?: string;
}

export interface Nebenkostenuebersicht {
  title: string;
  lines: NebenkostenLine[];
  /** The commission on its own (§ 30b Abs 1 KSchG: "gesondert anzuführen"). */
  provision: string;
  broker: string[];
  hinweis: string;
}

const RESIDENTIAL = new Set(["apartment", "house", "villa"]);
const percent = (bp: number) => `${formatDecimal(bp / 100)} %`;

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
  const provision =
    stated === "" ? `${terms.provisionKauf} (im Inserat ohne Angabe)` : commission.bp === 0 ? `Provisionsfrei (${stated})` : stated;
  const priceCents = isPositiveNumber(listing.kaufpreis) ? Math.round(listing.kaufpreis * 100) : null;
  const lines: NebenkostenLine[] = [];
  if (priceCents === null) {
    lines.push(
      { label: `Grunderwerbsteuer (${percent(TRANSFER_TAX_BP)})`, value: `${percent(TRANSFER_TAX_BP)} des Kaufpreises` },
      { label: `Grundbuchseintragung Eigentum (${percent(LAND_REGISTRY_BP)})`, value: `${percent(LAND_REGISTRY_BP)} des Kaufpreises` },
      { label: "Maklerprovision", value: provision },
      {
        label: "Vertragserrichtung und Treuhand",
        value: `etwa ${percent(DEFAULT_CONTRACT_BP)} des Kaufpreises`,
        note: "zuzüglich USt. und Barauslagen",
      },
    );
  } else {
    const costs = purchaseCosts({ priceCents, loanCents: 0, commission, contractBp: DEFAULT_CONTRACT_BP });
    for (const line of costs.lines) {
      const label =
        line.label === "Maklerprovision"
          ? `Maklerprovision (${percent(line.bp)} inkl. USt.)`
          : line.label === "Vertragserrichtung"
            ? `Vertragserrichtung und Treuhand (etwa ${percent(line.bp)})`
            : line.label === "Grundbuchseintragung"
              ? `Grundbuchseintragung Eigentum (${percent(line.bp)})`
              : `${line.label} (${percent(line.bp)})`;
      lines.push({
        label,
        value: formatCents(line.cents),
        note:
          line.label === "Maklerprovision"
            ? provision
            : line.label === "Vertragserrichtung"
              ? "Schätzung, zuzüglich Barauslagen"
              : undefined,
      });
    }
    const total = costs.lines.reduce((sum, line) => sum + line.cents, 0);
    lines.push({ label: "Summe ohne Finanzierung", value: formatCents(total) });
  }
  lines.push({
    label: `Pfandrechtseintragung (${percent(MORTGAGE_REGISTRY_BP)})`,
    value: `${percent(MORTGAGE_REGISTRY_BP)} des Darlehens`,
    note: "nur bei Finanzierung mit Hypothek",
  });
  return {
    title: "Nebenkostenübersicht für Käufer:innen",
    lines,
    provision,
    broker: brokerStatusLines(terms, "SALE"),
    hinweis:
      "Unverbindliche Übersicht nach § 30b KSchG. Die Beträge sind gerundet; Befreiungen (etwa bei der Grundbuchseintragung für den Hauptwohnsitz) und das Honorar Ihrer Vertragserrichter:in können sie ändern.",
  };
}

function rentOverview(listing: NebenkostenListing, terms: LegalTerms): Nebenkostenuebersicht {
  const stated = (listing.aussen_courtage ?? "").replace(/\s+/g, " ").trim();
  const residential = listing.property_type !== null && RESIDENTIAL.has(listing.property_type);
  // § 17a MaklerG (Erstauftraggeberprinzip, since 1 July 2023): for a residential lease the
  // tenant pays no commission unless the broker worked for them first; only a stated commission
  // in the feed says otherwise.
  const provision = residential
    ? stated === "" || saysFree(stated)
      ? "Für Mieter:innen provisionsfrei (Erstauftraggeberprinzip, § 17a MaklerG)."
      : `Laut Inserat: ${stated}`
    : stated === ""
      ? `${terms.provisionMieteGewerbe} (im Inserat ohne Angabe)`
      : saysFree(stated)
        ? `Provisionsfrei (${stated})`
        : `Laut Inserat: ${stated}`;
  const kaution = (listing.kaution_text ?? "").trim();
  const lines: NebenkostenLine[] = [
    {
      label: "Kaution",
      value: kaution === "" ? "Laut Mietvertrag (im Inserat ohne Angabe)" : kaution,
      note: "wird am Ende der Miete zurückgezahlt",
    },
    { label: "Maklerprovision", value: provision },
  ];
  if (isPositiveNumber(listing.abstand)) lines.push({ label: "Ablöse", value: formatEuro(listing.abstand) });
  lines.push(
    residential
      ? { label: "Vertragsgebühr", value: "Keine", note: "Mietverträge über Wohnraum sind gebührenfrei (§ 33 TP 5 Abs. 4 Gebührengesetz)." }
      : {
          label: "Vertragsgebühr",
          value: "1 % der Bruttomiete der Vertragsdauer",
          note: "unbefristet: vom Dreifachen der Jahresbruttomiete; befristet: höchstens 36 Monate (§ 33 TP 5 Gebührengesetz)",
        },
  );
  if (isPositiveNumber(listing.gesamtmietebrutto)) {
    lines.push({ label: "Monatliche Miete (brutto)", value: formatEuro(listing.gesamtmietebrutto), note: "laut Inserat" });
  }
  return {
    title: "Nebenkostenübersicht für Mieter:innen",
    lines,
    provision,
    broker: brokerStatusLines(terms, "RENT"),
    hinweis: "Unverbindliche Übersicht nach § 30b KSchG. Maßgeblich sind der Mietvertrag und die Angaben im Inserat.",
  };
}

/** The overview as plain text lines (confirmation mail, inbox). */
export function nebenkostenTextLines(overview: Nebenkostenuebersicht): string[] {
  return [
    ...overview.lines.map((line) => `${line.label}: ${line.value}${line.note ? ` (${line.note})` : ""}`),
    ...overview.broker,
    overview.hinweis,
  ];
}
