// Kaufnebenkosten: the usual costs on top of an Austrian purchase price. Rates in hundredths of a
// percent and amounts in cents, so figures are exact (3 % + 20 % USt. is 3,6 %, not 3,5999…).

/** Grunderwerbsteuer 3,5 % (GrEStG § 7). */
export const TRANSFER_TAX_BP = 350;
/** Eintragung des Eigentumsrechts ins Grundbuch 1,1 % (GGG TP 9 b 1). */
export const LAND_REGISTRY_BP = 110;
/** Eintragung des Pfandrechts 1,2 % of the loan (GGG TP 9 b 4). */
export const MORTGAGE_REGISTRY_BP = 120;
/** Provision when the listing states none: the usual maximum, 3 % plus 20 % USt. */
export const DEFAULT_COMMISSION_BP = 360;
/** Vertragserrichtung and Treuhand until the visitor enters their own figure (net of USt.). */
export const DEFAULT_CONTRACT_BP = 150;
/** The USt. on the notary's or lawyer's fee. */
const CONTRACT_VAT = 0.2;

export interface Commission {
  bp: number;
  /** What the page says about where the rate comes from. */
  note: string;
}

/**
 * The buyer's commission from the listing's Provision text: 'provisionsfrei' → 0; the first
 * percentage, plus 20 % when the text adds USt./MwSt. ('zzgl.', 'zuzüglich', '+'); nothing stated
 * → 3 % + 20 % USt.; a text without a percentage is quoted and the usual rate is assumed.
 */
export function commissionFromListing(text: string | null | undefined): Commission {
  const stated = (text ?? "").replace(/\s+/g, " ").trim();
  if (stated === "") return { bp: DEFAULT_COMMISSION_BP, note: "Ohne eigene Angabe: gerechnet mit 3 % zzgl. 20 % USt." };
  if (/provisionsfrei|keine (käufer)?provision|ohne provision/i.test(stated)) return { bp: 0, note: `Laut Angebot: ${stated}` };
  const match = /(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|prozent)/i.exec(stated);
  if (!match?.[1]) return { bp: DEFAULT_COMMISSION_BP, note: `Laut Angebot: „${stated}“; geschätzt mit 3 % zzgl. 20 % USt.` };
  const bp = Math.round(Number(match[1].replace(",", ".")) * 100);
  const plusVat = /(zzgl\.?|zuzüglich|\+)[^%\d]{0,30}?(\d{1,2}\s*%\s*)?[^%\d]{0,30}?(ust|mwst|umsatzsteuer|mehrwertsteuer)/i.test(stated);
  // 'zzgl. gesetzl. USt.' counts as plus VAT; 'zzgl. Nebenkosten, inkl. USt.' does not.
  const vatIncluded = /inkl\.?\s*(der\s+)?(gesetzl\w*\.?\s*)?(ust|mwst|umsatzsteuer|mehrwertsteuer)/i.test(stated);
  return { bp: plusVat && !vatIncluded ? Math.round(bp * 1.2) : bp, note: `Laut Angebot: ${stated}` };
}

export interface CostLine {
  label: string;
  bp: number;
  /** What the rate applies to: the price or the loan. */
  base: "price" | "loan";
  cents: number;
  note?: string;
}

export interface PurchaseCosts {
  lines: CostLine[];
  totalCents: number;
  /** Price plus costs. */
  grandTotalCents: number;
}

/** The calculator on the detail page: its GET form's fields as the server read them, and the figures. */
export interface PurchaseCostsProps {
  action: string;
  /** Open when the URL carries the calculator's own fields (after 'Neu berechnen'). */
  open: boolean;
  /** The listing's commission, for the live recalculation. */
  commission: { bp: number; note: string };
  fields: { name: string; label: string; value: string; hint: string; error: string | null }[];
  costs: PurchaseCosts | null;
}

const share = (baseCents: number, bp: number) => Math.round((baseCents * bp) / 10_000);

export function purchaseCosts(input: { priceCents: number; loanCents: number; commission: Commission; contractBp: number }): PurchaseCosts {
  const { priceCents, loanCents, commission, contractBp } = input;
  const lines: CostLine[] = [
    { label: "Grunderwerbsteuer", bp: TRANSFER_TAX_BP, base: "price", cents: share(priceCents, TRANSFER_TAX_BP) },
    { label: "Grundbuchseintragung", bp: LAND_REGISTRY_BP, base: "price", cents: share(priceCents, LAND_REGISTRY_BP) },
    { label: "Maklerprovision", bp: commission.bp, base: "price", cents: share(priceCents, commission.bp), note: commission.note },
    // Notaries and lawyers charge 20 % USt. on their fee: the estimate holds it (review 65 A6).
    {
      label: "Vertragserrichtung",
      bp: contractBp,
      base: "price",
      cents: Math.round(share(priceCents, contractBp) * (1 + CONTRACT_VAT)),
      note: "inkl. 20\u00a0% USt.",
    },
  ];
  if (loanCents > 0)
    lines.push({ label: "Pfandrechtseintragung", bp: MORTGAGE_REGISTRY_BP, base: "loan", cents: share(loanCents, MORTGAGE_REGISTRY_BP) });
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  return { lines, totalCents, grandTotalCents: priceCents + totalCents };
}

/** Euro input as Austrians type it: '350.000', '350000', '350.000,50', '€ 1.234,5'. Null if unreadable. */
export function parseEuroCents(raw: string): number | null {
  const value = raw.replace(/[\s\u00a0€]/g, "");
  let normalised: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) normalised = value.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,12}([.,]\d{1,2})?$/.test(value)) normalised = value.replace(",", ".");
  return normalised === null ? null : Math.round(Number(normalised) * 100);
}

/** A percentage such as '1,5' or '2' (0 to 10), in hundredths of a percent. Null if unreadable. */
export function parsePercentBp(raw: string): number | null {
  const value = raw.replace(/[\s\u00a0%]/g, "");
  if (!/^\d{1,2}([.,]\d{1,2})?$/.test(value)) return null;
  const bp = Math.round(Number(value.replace(",", ".")) * 100);
  return bp <= 1000 ? bp : null;
}
