// The variable parts of the legal texts: who the broker is, the consumer's commission, and the
// broker's status under § 30b Abs 1 KSchG (Doppelmakler, tie per § 6 Abs 4 MaklerG). Staff edit
// them in /admin/rechtliches; until then these defaults apply. Browser-safe.
import { site } from "~/lib/site";

export interface LegalTerms {
  /** The broker as the FAGG notice names them (§ 4 Abs 1 Z 2 and 3 FAGG). */
  firma: string;
  anschrift: string;
  telefon: string;
  email: string;
  /** GISA or Firmenbuch number, as staff want it shown. */
  register: string;
  /** The buyer's commission when the listing states none. */
  provisionKauf: string;
  /** The tenant's commission for business premises and other rentals outside § 17a MaklerG. */
  provisionMieteGewerbe: string;
  /** § 30b Abs 1 KSchG: whether the broker may act for both sides by custom of trade. */
  doppelmakler: boolean;
  /** § 30b Abs 1 KSchG with § 6 Abs 4 MaklerG: an economic or family tie, or "" for none. */
  naheverhaeltnis: string;
}

export const LEGAL_TERM_KEYS = [
  "firma",
  "anschrift",
  "telefon",
  "email",
  "register",
  "provisionKauf",
  "provisionMieteGewerbe",
  "doppelmakler",
  "naheverhaeltnis",
] as const satisfies ReadonlyArray<keyof LegalTerms>;

export const DEFAULT_LEGAL_TERMS: LegalTerms = {
  firma: site.legalName,
  anschrift: `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
  telefon: site.phone,
  email: site.email,
  register: `${site.imprint.companyRegister}, ${site.imprint.registerCourt}`,
  provisionKauf: "3 % des Kaufpreises zuzüglich 20 % USt.",
  provisionMieteGewerbe: "3 Bruttomonatsmieten zuzüglich 20 % USt.",
  doppelmakler: true,
  naheverhaeltnis: "",
};

/** Stored rows (key → value) over the defaults; unknown keys and empty values are ignored. */
export function legalTermsFrom(rows: ReadonlyArray<{ key: string; value: string }>): LegalTerms {
  const terms: LegalTerms = { ...DEFAULT_LEGAL_TERMS };
  for (const { key, value } of rows) {
    if (key === "doppelmakler") terms.doppelmakler = value === "1";
    else if (key === "naheverhaeltnis") terms.naheverhaeltnis = value.trim();
    else if ((LEGAL_TERM_KEYS as readonly string[]).includes(key) && value.trim() !== "") {
      (terms as unknown as Record<string, string>)[key] = value.trim();
    }
  }
  return terms;
}

/** The broker's status lines of the Nebenkostenübersicht (§ 30b Abs 1 KSchG). */
export function brokerStatusLines(terms: LegalTerms): string[] {
  return [
    `${terms.firma} wird bei diesem Geschäft als Immobilienmakler tätig.`,
    terms.doppelmakler
      ? "Wir können nach dem Geschäftsgebrauch als Doppelmakler tätig sein, also für Sie und für die abgebende Seite (Verkäufer:in oder Vermieter:in)."
      : "Wir sind bei diesem Geschäft nur für die abgebende Seite tätig, nicht als Doppelmakler.",
    terms.naheverhaeltnis
      ? `Wirtschaftliches oder familiäres Naheverhältnis: ${terms.naheverhaeltnis}`
      : "Ein wirtschaftliches oder familiäres Naheverhältnis zur abgebenden Seite besteht nicht.",
  ];
}
