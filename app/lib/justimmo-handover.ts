// A lead as handed to the broker's CRM, justimmo, as pure functions: which leads go, the
// OpenImmo-Feedback XML (version 1.2.5, with the mandatory oobj_id and wunsch DETAIL /
// BESICHTIGUNG / ANRUF) and the fields of the API v1 call objekt/anfrage. No I/O.
import { XMLBuilder } from "fast-xml-parser";
import type { CrmWunsch } from "~/db/schema";

/** The only mail domain the Feedback XML goes to: justimmo's per-listing feedback inboxes. */
export const JUSTIMMO_FEEDBACK_DOMAIN = "oi-feedback.justimmo.at";

export const CRM_WUNSCH: readonly CrmWunsch[] = ["DETAIL", "BESICHTIGUNG", "ANRUF"];

/**
 * The feed's `kontaktperson/email_feedback`, if it is a plain address at oi-feedback.justimmo.at
 * (lower-cased), else null. Feed data is untrusted: a look-alike domain, a subdomain, a second
 * address, a display name or anything with spaces or line breaks is refused.
 */
export function justimmoFeedbackAddress(value: string | null | undefined): string | null {
  const address = (value ?? "").trim().toLowerCase();
  if (address.length > 254) return null;
  const match = /^([a-z0-9][a-z0-9._+-]{0,63})@([a-z0-9.-]+)$/.exec(address);
  if (!match || match[2] !== JUSTIMMO_FEEDBACK_DOMAIN) return null;
  return address;
}

/** The hand-over's `wunsch`, chosen by the form that stored the lead; null: the lead stays ours. */
export function handoverWunsch(payload: Record<string, unknown>): CrmWunsch | null {
  const wunsch = payload.wunsch;
  return typeof wunsch === "string" && (CRM_WUNSCH as readonly string[]).includes(wunsch) ? (wunsch as CrmWunsch) : null;
}

/** The interested person as both channels send them. */
export interface HandoverPerson {
  anrede: string | null;
  vorname: string | null;
  nachname: string | null;
  email: string | null;
  tel: string | null;
  /** The request in words: the visitor's message, or the booked viewing's time. */
  anfrage: string;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The person and the request from a stored lead. The property inquiry keeps first and last name
 * apart; a viewing booking has one name field, split at its first space (a single word is the
 * surname, which justimmo's contact needs more than a first name).
 */
export function handoverPersonOf(
  kind: string,
  payload: Record<string, unknown>,
  sender: { name: string | null; email: string | null; phone: string | null },
): HandoverPerson {
  if (kind === "viewing") {
    const name = text(payload.name) ?? sender.name ?? "";
    const space = name.indexOf(" ");
    const request = [text(payload.ereignis), text(payload.termin)].filter(Boolean).join(": ");
    const previous = text(payload.vorherigerTermin);
    const number = text(payload.buchungsnummer);
    return {
      anrede: null,
      vorname: space > 0 ? name.slice(0, space) : null,
      nachname: (space > 0 ? name.slice(space + 1) : name) || null,
      email: text(payload.email) ?? sender.email,
      tel: text(payload.tel) ?? sender.phone,
      anfrage: [request + (previous ? ` (vorher: ${previous})` : ""), number ? `Buchungsnummer ${number}` : null]
        .filter(Boolean)
        .join(". "),
    };
  }
  const callback = payload.rueckruf === true;
  const message = text(payload.anfrage) ?? text(payload.message) ?? "";
  return {
    anrede: text(payload.anrede),
    vorname: text(payload.vorname),
    nachname: text(payload.nachname) ?? sender.name,
    email: text(payload.email) ?? sender.email,
    tel: text(payload.tel) ?? text(payload.phone) ?? sender.phone,
    anfrage: callback ? `Bitte um Rückruf. ${message}`.trim() : message,
  };
}

/** The listing as justimmo knows it: `oobj_id` is justimmo's object id, our objektnr_intern. */
export interface HandoverListing {
  objektnrIntern: string;
  title: string | null;
  /** The listing page on our site. */
  exposeUrl: string;
  angebotTyp: string | null;
  ort: string | null;
}

export interface FeedbackDocument {
  senderName: string;
  date: Date;
  wunsch: CrmWunsch;
  listing: HandoverListing;
  person: HandoverPerson;
}

// XML 1.0 allows tab, line feed and carriage return among the control characters, nothing else.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g;

function xmlText(value: string | null | undefined, max: number): string | undefined {
  const clean = (value ?? "").replace(XML_INVALID, "").trim().slice(0, max);
  return clean === "" ? undefined : clean;
}

const viennaDate = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", day: "2-digit", month: "2-digit", year: "numeric" });

/** `DD.MM.YYYY` in Vienna, as the standard's examples write `sender/datum`. */
function feedbackDate(date: Date): string {
  const parts = Object.fromEntries(viennaDate.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

/**
 * The OpenImmo-Feedback document. fast-xml-parser's builder escapes every value (& < > " '), so
 * a visitor's text cannot end an element; characters XML 1.0 forbids are dropped first. Elements
 * follow the schema's order; empty values are left out rather than sent as empty elements.
 */
export function buildOpenImmoFeedbackXml(doc: FeedbackDocument): string {
  const { listing, person } = doc;
  const vermarktung = /kauf/i.test(listing.angebotTyp ?? "") ? "KAUF" : /miet|pacht/i.test(listing.angebotTyp ?? "") ? "MIETE_PACHT" : null;
  const builder = new XMLBuilder({ format: true, ignoreAttributes: false, suppressEmptyNode: true });
  return builder.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    openimmo_feedback: {
      version: "1.2.5",
      sender: {
        name: xmlText(doc.senderName, 200),
        datum: feedbackDate(doc.date),
      },
      objekt: {
        oobj_id: xmlText(listing.objektnrIntern, 100),
        expose_url: xmlText(listing.exposeUrl, 500),
        vermarktungsart: vermarktung ?? undefined,
        bezeichnung: xmlText(listing.title, 300),
        ort: xmlText(listing.ort, 100),
        interessent: {
          anrede: xmlText(person.anrede, 20),
          vorname: xmlText(person.vorname, 100),
          nachname: xmlText(person.nachname, 100),
          tel: xmlText(person.tel, 40),
          email: xmlText(person.email, 254),
          // A callback is asked by phone; everything else answered by e-mail.
          bevorzugt: doc.wunsch === "ANRUF" ? "TEL" : "EMAIL",
          wunsch: doc.wunsch,
          anfrage: xmlText(person.anfrage, 5000),
        },
      },
    },
  });
}

/**
 * The form fields of justimmo's objekt/anfrage (justimmo/php-sdk RealtyInquiryRequest names them).
 * No newsletter fields: no form of ours asks for newsletter consent, and justimmo would take
 * `newsletter[]` with `doubleoptin_completed` as a registration. `anrede_id` needs
 * justimmo's own ids and is left out; the message carries the request.
 */
export function justimmoInquiryFields(listing: HandoverListing, person: HandoverPerson, wunsch: CrmWunsch): URLSearchParams {
  const fields = new URLSearchParams();
  const set = (name: string, value: string | null | undefined, max: number) => {
    const clean = (value ?? "").replace(XML_INVALID, "").trim().slice(0, max);
    if (clean !== "") fields.set(name, clean);
  };
  set("objekt_id", listing.objektnrIntern, 100);
  set("vorname", person.vorname, 100);
  set("nachname", person.nachname, 100);
  set("email", person.email, 254);
  set("tel", person.tel, 40);
  const label = wunsch === "BESICHTIGUNG" ? "Besichtigung" : wunsch === "ANRUF" ? "Rückruf" : "Anfrage";
  set("message", `${label} über die Website (${listing.exposeUrl}): ${person.anfrage}`, 5000);
  set("culture", "de", 5);
  return fields;
}
