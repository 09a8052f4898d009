// The variable parts of the legal texts: who the broker is (also the Impressum's source), the consumer's commission, and the
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
  /** UID-Nummer (§ 5 Abs 1 Z 6 ECG); "" when the firm has none. */
  uid: string;
  /** The Gewerbebehörde that supervises the trade (§ 5 Abs 1 Z 4 ECG). */
  behoerde: string;
  /** Chamber membership and the trade's rules (§ 5 Abs 1 Z 5 ECG). */
  kammer: string;
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
  "uid",
  "behoerde",
  "kammer",
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
  uid: site.imprint.vatId,
  behoerde: site.imprint.authority,
  kammer: site.imprint.chamber,
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

/**
 * The broker's status lines of the Nebenkostenübersicht (§ 30b Abs 1 KSchG). The other side is
 * the one this listing has: a sale's Verkäufer:in, a rent's Vermieter:in (review 60: both on a sale).
 */
export function brokerStatusLines(terms: LegalTerms, status: "SALE" | "RENT"): string[] {
  const otherSide = status === "SALE" ? "Verkäufer:in" : "Vermieter:in";
  return [
    `${terms.firma} wird bei diesem Geschäft als Immobilienmakler tätig.`,
    terms.doppelmakler
      ? `Wir können nach dem Geschäftsgebrauch als Doppelmakler tätig sein, also für Sie und für die abgebende Seite (${otherSide}).`
      : "Wir sind bei diesem Geschäft nur für die abgebende Seite tätig, nicht als Doppelmakler.",
    terms.naheverhaeltnis
      ? `Wirtschaftliches oder familiäres Naheverhältnis: ${terms.naheverhaeltnis}`
      : "Ein wirtschaftliches oder familiäres Naheverhältnis zur abgebenden Seite besteht nicht.",
  ];
}

/** A legal field that still holds an example value, with the part that gives it away. */
export interface LegalPlaceholder {
  key: keyof LegalTerms;
  found: string;
}

// The example values the site ships with (site.ts) and the shapes of made-up data: "Muster…",
// a run of zeros in a number, an .example address (RFC 2606).
const PLACEHOLDER_PATTERNS = [/\bMuster\w*/i, /\b(?:FN|ATU)\s?0{5,}\w?/i, /\b0{6,}\b/, /[\w.+@-]*\.example\b/i, /\b234 56 78\b/];
const CHECKED_KEYS = ["firma", "anschrift", "telefon", "email", "register", "uid"] as const satisfies ReadonlyArray<keyof LegalTerms>;

/**
 * The fields of the broker's identity that still hold example data (review 57: "Musterplatz 1"
 * and "FN 000000x" went silently into every FAGG notice). Commission texts are not checked: their
 * defaults are real terms.
 */
export function legalPlaceholders(terms: LegalTerms): LegalPlaceholder[] {
  const found: LegalPlaceholder[] = [];
  for (const key of CHECKED_KEYS) {
    for (const pattern of PLACEHOLDER_PATTERNS) {
      const match = pattern.exec(terms[key]);
      if (match) {
        found.push({ key, found: match[0] });
        break;
      }
    }
  }
  return found;
}
