// The inbox's words for stored inquiries: each form kind's German label and message field
// (INQUIRY_KINDS), one label per payload field (FIELD_LABELS, shared with the office mail).
import { formatViennaDateTime } from "./admin-format";
import type { TemplateName } from "./mail-templates";

interface KindInfo {
  label: string;
  /** Payload keys that hold the customer's message, the first present one wins. */
  message: string[];
  /** System mails (sign-up verification) are not leads: the inbox lists them on their own tab. */
  system?: true;
}

export const INQUIRY_KINDS: Record<string, KindInfo> = {
  contact: { label: "Kontakt", message: ["message"] },
  property: { label: "Objektanfrage", message: ["anfrage"] },
  marketing: { label: "Vermarktung", message: ["anfrage"] },
  search_order: { label: "Suchauftrag", message: ["message", "anfrage"] },
  valuation: { label: "Bewertung", message: ["anfrage"] },
  broker: { label: "Selbstständige Makler", message: ["message"] },
  widerruf: { label: "Widerruf", message: ["vertrag"] },
  barrierefreiheit: { label: "Barriere gemeldet", message: ["nachricht"] },
  viewing: { label: "Besichtigung", message: ["ereignis"] },
  verification: { label: "Konto-Bestätigung", message: [], system: true },
  security: { label: "Sicherheitshinweis", message: [], system: true },
};

export const INQUIRY_KIND_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(INQUIRY_KINDS).map(([kind, info]) => [kind, info.label]),
);

/** Kinds that are leads (the inbox's default tab), and the system mails' kinds. */
export const LEAD_KINDS = Object.keys(INQUIRY_KINDS).filter((kind) => !INQUIRY_KINDS[kind]?.system);
export const SYSTEM_KINDS = Object.keys(INQUIRY_KINDS).filter((kind) => INQUIRY_KINDS[kind]?.system);

/**
 * One German label per payload key of every form (spec field names stay the keys), for the inbox
 * and the office mail (templates.server.ts) alike. Times are labelled without a zone: the inbox
 * shows them in Vienna time, the mail adds "(UTC)" to the raw ISO value it prints.
 */
export const FIELD_LABELS: Record<string, string> = {
  anrede: "Anrede",
  salutation: "Anrede",
  name: "Name",
  vorname: "Vorname",
  nachname: "Nachname",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail",
  tel: "Telefon",
  phone: "Telefon",
  subject: "Betreff",
  thema: "Thema",
  message: "Nachricht",
  anfrage: "Anfrage",
  nachricht: "Nachricht",
  propertyId: "Objekt-ID",
  propertyTitle: "Objekt",
  propertyType: "Immobilientyp",
  contactFeedbackEmail: "Kontaktadresse des Objekts",
  openimmoObid: "OpenImmo-ID",
  objektnrExtern: "Objektnummer",
  faggInfo: "FAGG-Information (vor dem Absenden angezeigt)",
  faggInformiertAm: "FAGG-Information angezeigt am",
  vorzeitigerBeginn: "Vorzeitiger Beginn verlangt (§ 10 FAGG)",
  vorzeitigerBeginnAm: "Vorzeitiger Beginn verlangt am",
  vorzeitigerBeginnText: "Vorzeitiger Beginn verlangt am (Wiener Zeit)",
  nebenkosten: "Nebenkostenübersicht (§ 30b KSchG)",
  sendToCustomer: "Kopie an Kunden",
  experience: "Erfahrung",
  inquiryType: "Anfragetyp",
  marketingType: "Vermarktungsart",
  usageType: "Nutzungsart",
  objectTypes: "Objektarten",
  priceMin: "Preis von",
  priceMax: "Preis bis",
  roomsMin: "Zimmer von",
  roomsMax: "Zimmer bis",
  areaMin: "Fläche von (m²)",
  areaMax: "Fläche bis (m²)",
  location: "Ort/Region",
  contactPerson: "Ansprechperson",
  privacyConsent: "Datenschutz zugestimmt",
  ereignis: "Ereignis",
  abgesagtVon: "Abgesagt von",
  termin: "Termin",
  vorherigerTermin: "Vorheriger Termin",
  adresse: "Adresse",
  treffpunkt: "Treffpunkt",
  makler: "Besichtigung mit",
  plaetze: "Art der Besichtigung",
  buchungsnummer: "Buchungsnummer",
  buchungsId: "Buchungs-ID",
  eingetragenVon: "Eingetragen von",
  wunsch: "Anliegen",
  rueckruf: "Rückruf erbeten",
  agreeToTerms: "Datenschutz zugestimmt",
  livingArea: "Wohnfläche (m²)",
  yearBuilt: "Baujahr",
  condition: "Zustand",
  totalArea: "Grundstücksfläche (m²)",
  rooms: "Zimmer",
  bedrooms: "Schlafzimmer",
  bathrooms: "Badezimmer",
  hasGarden: "Garten",
  hasBalcony: "Balkon",
  hasParking: "Parkplatz",
  postalCode: "PLZ",
  city: "Ort",
  street: "Straße",
  salesIntention: "Anliegen",
  contactPreference: "Kontaktweg",
  vertrag: "Widerrufener Vertrag / Anfrage",
  referenz: "Referenz",
  eingangsnummer: "Eingangsnummer",
  eingegangenAm: "Eingegangen am",
  eingegangenAmText: "Eingegangen am (Wiener Zeit)",
  seite: "Betroffene Seite",
  verifyUrl: "Bestätigungslink",
};

/** Stored codes shown in words. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  salesIntention: { selling: "Möchte verkaufen", curious: "Nur neugierig" },
  contactPreference: { email: "E-Mail", phone: "Telefon" },
  marketingType: { kauf: "Kauf", miete: "Miete" },
  usageType: { wohnen: "Wohnen", gewerbe: "Gewerbe", anlage: "Anlage" },
  salutation: { herr: "Herr", frau: "Frau", divers: "Divers" },
  wunsch: { DETAIL: "Details zum Objekt", BESICHTIGUNG: "Besichtigung", ANRUF: "Rückruf" },
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function fieldValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Ja" : "Nein";
  if (typeof value === "number") return new Intl.NumberFormat("de-AT").format(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => fieldValue(key, item)).filter((item): item is string => item !== null);
    return items.length > 0 ? items.join("\n") : null;
  }
  if (typeof value === "string") {
    if (ISO_TIME.test(value)) return formatViennaDateTime(value) ?? value;
    return VALUE_LABELS[key]?.[value] ?? value;
  }
  return JSON.stringify(value);
}

export interface InquiryFieldView {
  key: string;
  label: string;
  value: string;
}

/** Where the message of a kind we do not know may stand. */
const FALLBACK_MESSAGE_KEYS = ["message", "anfrage", "nachricht"];

/** Every payload key that can hold a message, of any kind: the inbox reads only these (listInquiries). */
export const MESSAGE_KEYS = [...new Set([...Object.values(INQUIRY_KINDS).flatMap((info) => info.message), ...FALLBACK_MESSAGE_KEYS])];

function recordOf(payload: unknown): Record<string, unknown> {
  return payload && typeof payload === "object" && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

/**
 * The key that holds the customer's message: the kind's own keys first, then the keys any form
 * uses for a message. A lead whose message stands under another form's key (entered or imported
 * by hand, an older form) showed "keine eigene Nachricht" above a "Nachricht" row with the text;
 * now the text is the message, shown once, at the top. System mails have none.
 */
function messageKeyOf(kind: string, record: Record<string, unknown>): string | undefined {
  const info = INQUIRY_KINDS[kind];
  if (info?.system) return undefined;
  return [...(info?.message ?? []), ...FALLBACK_MESSAGE_KEYS].find(
    (key) => typeof record[key] === "string" && String(record[key]).trim() !== "",
  );
}

/** The customer's message in a stored payload (the first non-empty message key of its kind), or null. */
export function inquiryMessageOf(kind: string, payload: unknown): string | null {
  const record = recordOf(payload);
  const key = messageKeyOf(kind, record);
  return key ? String(record[key]) : null;
}

/**
 * A stored payload for the detail view: the customer's message on its own, and every other
 * field labelled in German (unknown keys keep their name, so nothing stored is hidden).
 */
export function inquiryFieldsOf(kind: string, payload: unknown): { message: string | null; fields: InquiryFieldView[] } {
  const record = recordOf(payload);
  const messageKey = messageKeyOf(kind, record);
  const fields: InquiryFieldView[] = [];
  for (const [key, raw] of Object.entries(record)) {
    if (key === messageKey) continue;
    const value = fieldValue(key, raw);
    if (value !== null) fields.push({ key, label: FIELD_LABELS[key] ?? key, value });
  }
  return { message: messageKey ? String(record[messageKey]) : null, fields };
}

const TEMPLATE_LABELS: Record<TemplateName, string> = {
  internal: "Benachrichtigung ans Büro",
  customer: "Eingangsbestätigung",
  "inquiry-confirmation": "Eingangsbestätigung",
  "withdrawal-receipt": "Widerrufsbestätigung",
  verification: "Bestätigungsmail",
  "security-notice": "Sicherheitshinweis",
  "password-reset": "Link zum Zurücksetzen des Passworts",
};

/** An inquiry's delivery state in one word for the list. */
export const DELIVERY_STATE_LABELS: Record<string, string> = {
  queued: "Wartet auf Versand",
  sending: "Wird gesendet",
  sent: "Zugestellt",
  failed: "Fehlgeschlagen",
};

/**
 * One e-mail's delivery in plain words, e.g. "Benachrichtigung ans Büro:
 * zugestellt an office@example.at am 25.11.2026 um 00:38".
 */
export function deliveryLine(email: {
  template: string;
  recipient: string;
  state: string;
  attempts: number;
  lastError: string | null;
  sentAt?: string | null;
  updatedAt?: string | null;
}): string {
  const what = (TEMPLATE_LABELS as Record<string, string>)[email.template] ?? "E-Mail";
  const tries = email.attempts === 1 ? "1 Versuch" : `${email.attempts} Versuchen`;
  switch (email.state) {
    case "sent": {
      const when = formatViennaDateTime(email.sentAt ?? email.updatedAt, " um ");
      return `${what}: zugestellt an ${email.recipient}${when ? ` am ${when}` : ""}`;
    }
    case "failed":
      return `${what}: nicht zugestellt an ${email.recipient} nach ${tries}${email.lastError ? ` (${email.lastError})` : ""}`;
    case "sending":
      return `${what}: wird gerade an ${email.recipient} gesendet`;
    default:
      return `${what}: wartet auf Versand an ${email.recipient}${email.attempts > 0 ? ` (bisher ${email.attempts === 1 ? "1 Versuch" : `${email.attempts} Versuche`})` : ""}`;
  }
}
