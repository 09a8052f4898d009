// Maps one <immobilie> element to an immobilien row (field map: research/openimmo.md section 3).
// A bad object gives `{ ok: false }` with a reason and never stops the others.
import type { PropertySourceRow, PropertyWriteRow } from "~/db/schema";
import {
  BEBAUBAR_NACH_LABELS,
  BEFEUERUNG_LABELS,
  ERSCHLIESSUNG_LABELS,
  HEIZUNGSART_LABELS,
  knownCode,
  ZUSTAND_LABELS,
} from "~/lib/listing-facts";
import { type AmenityKey, deriveColumns } from "~/lib/property-derive";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { mapMedia, mediaColumn } from "./media";
import { at, attr, bool, child, children, number, text, udsf, type XmlNode, type XmlValue } from "./parse";

/** The immobilien row of one object: every written column (app/db/property-columns.ts). */
export type MappedRow = PropertyWriteRow;

/** What the feed says to do with the object (aktion/@aktionart, compared case-insensitively). */
export type FeedAction = "upsert" | "delete";

/**
 * Whether the feed withholds the address (objektadresse_freigeben not set) and the radius it gives
 * for the approximate position: the sync then publishes only an offset circle.
 */
export interface PositionPrivacy {
  withheld: boolean;
  radius: number | null;
}

export type MapResult =
  | { ok: true; row: MappedRow; amenities: AmenityKey[]; action: FeedAction; keys: ObjectKeys; position: PositionPrivacy }
  | { ok: false; reason: string; action: FeedAction; keys: ObjectKeys | null };

/** Upsert key in order (research §1.2): openimmo_obid, objektnr_extern, objektnr_intern. */
export interface ObjectKeys {
  obid: string | null;
  extern: string | null;
  intern: string;
}

const IMAGE_GROUPS = new Set(["TITELBILD", "BILD", "INNENANSICHTEN", "AUSSENANSICHTEN", "GRUNDRISS", "KARTEN_LAGEPLAN", "PANORAMA"]);
const NAMED: Record<string, string> = { auml: "ä", ouml: "ö", uuml: "ü", Auml: "Ä", Ouml: "Ö", Uuml: "Ü", szlig: "ß", euro: "€" };
const IMAGE_FORMAT = /(^|[./])(jpe?g|png|gif|webp|avif)$/i;

export function mapImmobilie(node: XmlNode, context: { anbieterFirma?: string | null; oversized?: boolean } = {}): MapResult {
  const techn = child(node, "verwaltung_techn");
  const aktion = attr(child(techn, "aktion"), "aktionart")?.toUpperCase() ?? "";
  const action: FeedAction = aktion === "DELETE" ? "delete" : "upsert";
  const keys = objectKeys(node);
  if (!keys) return { ok: false, reason: "Objekt ohne Objektnummer und ohne openimmo_obid", action, keys: null };
  if (action === "delete") return { ok: false, reason: "DELETE", action, keys };
  // Over the parser's memory caps (parse.ts): skipped and counted, kept as it was, not withdrawn.
  if (context.oversized) return { ok: false, reason: "Objekt zu groß (Text über den Grenzen des Feeds), übersprungen", action, keys };

  const kategorie = child(node, "objektkategorie");
  const geo = child(node, "geo");
  const kontakt = child(node, "kontaktperson");
  const preise = child(node, "preise");
  const flaechen = child(node, "flaechen");
  const ausstattung = child(node, "ausstattung");
  const zustand = child(node, "zustand_angaben");
  const epass = child(zustand, "energiepass");
  const freitexte = child(node, "freitexte");
  const objektVerwaltung = child(node, "verwaltung_objekt");

  const num = (parent: XmlValue | undefined, path: string) => nonNegative(number(text(at(parent, path))));
  const zusatz = (name: string) => zusatzkostenNetto(preise, name);

  // Offer type from vermarktungsart flags (1/0 or true/false); both KAUF and MIETE_PACHT may be set.
  const vermarktung = child(kategorie, "vermarktungsart");
  const offers: string[] = [];
  if (bool(attr(vermarktung, "KAUF"))) offers.push("Kauf");
  if (bool(attr(vermarktung, "MIETE_PACHT"))) offers.push("Miete/Pacht");
  if (bool(attr(vermarktung, "ERBPACHT"))) offers.push("Erbpacht");
  if (bool(attr(vermarktung, "LEASING"))) offers.push("Leasing");

  // justimmo has no gesamtmiete* elements: warmmiete is its gross total rent, gesamtmiete_ust its VAT.
  const warmmiete = num(preise, "warmmiete");
  const gesamtmieteUst = num(preise, "gesamtmiete_ust");
  const gesamtmietebrutto = num(preise, "gesamtmietebrutto") ?? warmmiete;
  const gesamtmietenetto =
    num(preise, "gesamtmietenetto") ?? (warmmiete !== null && gesamtmieteUst !== null ? round2(warmmiete - gesamtmieteUst) : null);
  const kaufpreis = num(preise, "kaufpreis") ?? num(node, "kaufpreis");
  if (offers.length === 0) {
    if (kaufpreis !== null) offers.push("Kauf");
    else if (gesamtmietebrutto !== null || gesamtmietenetto !== null) offers.push("Miete/Pacht");
  }
  const angebotTyp = offers.length > 0 ? offers.join(", ") : null;
  const isRentOffer = offers.some((o) => o !== "Kauf");

  const summeNetto = num(preise, "summemietenetto");
  const summeUst = number(attr(child(preise, "summemietenetto"), "summemieteust"));

  const images = pictureUrls(child(node, "anhaenge"));

  const kuecheFlags = flags(child(ausstattung, "kueche"), ["EBK", "OFFEN", "PANTRY"]);
  const fahrstuhlFlags = flags(child(ausstattung, "fahrstuhl"), ["PERSONEN", "LASTEN"]);

  // A plot's size: its nutzflaeche, else its grundstuecksflaeche (a house's grundstuecksflaeche is
  // the garden around it, never its Nutzfläche).
  const plotArea = isLandCategory(child(kategorie, "objektart")) ? num(flaechen, "grundstuecksflaeche") : null;

  const balkonFlaeche =
    num(flaechen, "balkon_terrasse_flaeche") ?? sumOrNull(num(flaechen, "balkons_flaeche"), num(flaechen, "terrassen_flaeche"));

  const row: PropertySourceRow = {
    objektnr_intern: keys.intern,
    objektnr_extern: keys.extern,
    openimmo_obid: keys.obid,
    objekttitel: text(child(freitexte, "objekttitel")) ?? text(child(node, "titel")),
    // Exporters differ in where the long text goes (OpenImmo 1.2.7 freitexte): objektbeschreibung,
    // else objekt_text (German first), else the three-line teaser dreizeiler.
    objektbeschreibung: descriptionHtml(
      text(child(freitexte, "objektbeschreibung")) ??
        text(child(node, "objektbeschreibung")) ??
        objektText(freitexte) ??
        text(child(freitexte, "dreizeiler")),
    ),
    lage: plainText(text(child(freitexte, "lage"))),
    ausstatt_beschr: descriptionHtml(text(child(freitexte, "ausstatt_beschr"))),
    sonstige_angaben: descriptionHtml(text(child(freitexte, "sonstige_angaben"))),
    // justimmo's summary list has no objektart element, only its label field.
    objektart: objektart(child(kategorie, "objektart")) ?? udsf(kategorie, "objektart_name"),
    angebot_typ: angebotTyp,
    objektstatus: objektstatus(aktion, zustand, objektVerwaltung),
    ort: text(child(geo, "ort")) ?? text(child(node, "ort")),
    politischer_bezirk: udsf(geo, "politischer_bezirk"),
    plz: text(child(geo, "plz")) ?? text(child(node, "plz")),
    bundesland: text(child(geo, "bundesland")),
    // The provider's approximate position, else the exact one: with the address withheld the sync
    // publishes only an offset circle around it (lib/approximate-position.ts).
    lat_ungenaeher: coordinate(
      udsf(geo, "ungenaue_verortung_breitengrad") ??
        attr(child(geo, "geokoordinaten"), "breitengrad") ??
        udsf(geo, "geokoordinaten_breitengrad"),
      90,
    ),
    lon_ungenaeher: coordinate(
      udsf(geo, "ungenaue_verortung_laengengrad") ??
        attr(child(geo, "geokoordinaten"), "laengengrad") ??
        udsf(geo, "geokoordinaten_laengengrad"),
      180,
    ),
    umkreis_meter: Math.round(nonNegative(number(udsf(geo, "ungenaue_verortung_radius"))) ?? 500),
    address: bool(text(child(objektVerwaltung, "objektadresse_freigeben")))
      ? joinText([text(child(geo, "strasse")), text(child(geo, "hausnummer"))])
      : null,
    titelbild_url: images[0] ?? null,
    bilder_urls: JSON.stringify(images),
    // Floor plans, videos, tours, documents; floor plans also stay in the picture list
    // above, so the photo pipeline stores them.
    medien: mediaColumn(mapMedia(node)),
    anzahl_zimmer: num(flaechen, "anzahl_zimmer"),
    anzahl_badezimmer: num(flaechen, "anzahl_badezimmer"),
    anzahl_sep_wc: num(flaechen, "anzahl_sep_wc"),
    wohnflaeche: num(flaechen, "wohnflaeche"),
    nutzflaeche: num(flaechen, "nutzflaeche") ?? plotArea,
    balkon_terrasse_flaeche: balkonFlaeche,
    loggia_flaeche: num(flaechen, "loggias_flaeche"),
    anzahl_logia: num(flaechen, "anzahl_logia") ?? num(flaechen, "anzahl_loggias"),
    anzahl_abstellraum: num(flaechen, "anzahl_abstellraum"),
    kellerflaeche: num(flaechen, "kellerflaeche"),
    grundstuecksflaeche: num(flaechen, "grundstuecksflaeche"),
    garagen_flaeche: num(flaechen, "garagen_flaeche"),
    stellplatz_flaeche: num(flaechen, "stellplatz_flaeche"),
    anzahl_stellplaetze: num(flaechen, "anzahl_stellplaetze"),
    baujahr: year(text(child(zustand, "baujahr")) ?? text(child(epass, "baujahr"))),
    etage: text(child(geo, "etage")),
    kueche: kuecheFlags.length > 0 ? kuecheFlags.join(", ") : null,
    fahrstuhl: fahrstuhlFlags.length > 0 ? fahrstuhlFlags.join(", ") : null,
    // Energy values (research §1.4): energiepass → justimmo copies under zustand_angaben → epass_* fields.
    hwbklasse: energy(zustand, "hwbklasse"),
    hwbwert: number(energy(zustand, "hwbwert")),
    fgeeklasse: energy(zustand, "fgeeklasse"),
    fgeewert: number(energy(zustand, "fgeewert")),
    energie_gueltig_bis: text(child(epass, "gueltig_bis")) ?? text(child(epass, "ea_gueltig_bis")),
    // A plot's facts: the two OpenImmo codes only when known, the texts as plain text.
    widmung: shortText(widmung(node), WIDMUNG_MAX),
    erschliessung: knownCode(ERSCHLIESSUNG_LABELS, attr(child(zustand, "erschliessung"), "erschl_attr")),
    bebaubar_nach: knownCode(BEBAUBAR_NACH_LABELS, attr(child(zustand, "bebaubar_nach"), "bebaubar_attr")),
    altlasten: shortText(text(child(zustand, "altlasten")), ALTLASTEN_MAX),
    // What decides a visit: the set heating flags and the Zustand as known codes only
    // (an unknown one is left out, never a failed object), 'verfügbar ab' as short plain text.
    heizungsart: joinedFlags(child(ausstattung, "heizungsart"), HEIZUNGSART_LABELS),
    befeuerung: joinedFlags(child(ausstattung, "befeuerung"), BEFEUERUNG_LABELS),
    zustand: knownCode(ZUSTAND_LABELS, attr(child(zustand, "zustand"), "zustand_art")),
    verfuegbar_ab: shortText(text(child(objektVerwaltung, "verfuegbar_ab")), VERFUEGBAR_AB_MAX),
    befristung: leaseTerm(child(objektVerwaltung, "max_mietdauer")),
    kaufpreis,
    gesamtmietenetto,
    gesamtmietebrutto,
    // No justimmo element; its closest value is warmmiete for rentals (research §3).
    gesamtbelastungbrutto: num(preise, "gesamtbelastungbrutto") ?? (isRentOffer ? warmmiete : null),
    heizkostennetto: num(preise, "heizkostennetto") ?? num(preise, "zusatzkosten/heizkosten/netto") ?? num(preise, "heizkosten"),
    betriebskostennetto:
      num(preise, "betriebskostennetto") ?? num(preise, "zusatzkosten/betriebskosten/netto") ?? num(preise, "nebenkosten"),
    sonstigekostennetto: num(preise, "sonstigekostennetto") ?? anyfield(preise, "sonstige_kosten") ?? zusatz("Sonstiges"),
    kaution_text: text(child(preise, "kaution_text")),
    abstand: num(preise, "abstand"),
    aussen_courtage: text(child(preise, "aussen_courtage")),
    // Closest standard element is ruecklagenetto ("reserves of a purchase object", research §3);
    // justimmo sends the monthly repair reserve as a zusatzkosten entry named Reparaturrücklage.
    reparaturruecklage_netto: num(preise, "ruecklagenetto") ?? zusatz("Reparaturrücklage"),
    // No summemietebrutto element exists: brutto = netto + @summemieteust (research §2).
    summemietenetto_brutto: summeNetto !== null ? round2(summeNetto + (summeUst ?? 0)) : null,
    monatlichekostenbrutto: num(preise, "monatlichekostenbrutto") ?? nonNegative(number(udsf(preise, "monatlichekostenbrutto"))),
    kontakt_name: text(child(kontakt, "name")),
    kontakt_vorname: text(child(kontakt, "vorname")),
    kontakt_tel: text(child(kontakt, "tel_durchw")) ?? text(child(kontakt, "tel_handy")) ?? text(child(kontakt, "tel_zentrale")),
    kontakt_email: text(child(kontakt, "email_direkt")) ?? text(child(kontakt, "email_zentrale")),
    kontakt_firma: text(child(kontakt, "firma")) ?? context.anbieterFirma ?? null,
    kontakt_url: webUrl(text(child(kontakt, "url"))),
    kontakt_feedback_email: text(child(kontakt, "email_feedback")),
  };

  const extraAmenities = explicitAmenities(node, kuecheFlags);
  const derived = deriveColumns({ ...row, extraAmenities });
  const amenities = JSON.parse(derived.amenities) as AmenityKey[];
  const full: MappedRow = { ...row, ...derived };
  const invalid = validate(full);
  if (invalid) return { ok: false, reason: invalid, action, keys };
  const position: PositionPrivacy = {
    withheld: !bool(text(child(objektVerwaltung, "objektadresse_freigeben"))),
    radius: nonNegative(number(udsf(geo, "ungenaue_verortung_radius"))) || null,
  };
  return { ok: true, row: full, amenities, action, keys, position };
}

/** Keys of an object; objektnr_intern derived when the feed has none. */
export function objectKeys(node: XmlNode): ObjectKeys | null {
  const techn = child(node, "verwaltung_techn");
  const obid = text(child(techn, "openimmo_obid"));
  const extern = text(child(techn, "objektnr_extern")) ?? text(child(node, "objektnummer"));
  const intern = text(child(techn, "objektnr_intern")) ?? text(child(node, "id"));
  const base = intern ?? extern ?? obid;
  if (!base) return null;
  return { obid, extern, intern: intern ?? deriveObjektnrIntern(base) };
}

/**
 * objektnr_intern is the public URL key (NOT NULL UNIQUE). Without one in the feed it is derived
 * from objektnr_extern (else the obid): URL-safe characters kept, and when anything had to be
 * replaced a short stable hash of the original is appended so that 'O-7/1' and 'O-7-1' differ.
 */
export function deriveObjektnrIntern(source: string): string {
  const slug = source
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  if (slug === source.trim() && slug) return slug;
  return `${slug || "objekt"}-${fnv1a(source.trim())}`;
}

function fnv1a(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

function validate(row: MappedRow): string | null {
  if (row.objektnr_intern.length > 100) return "Objektnummer zu lang";
  if (!row.objekttitel && !row.objektbeschreibung && !row.ort) return "Objekt ohne Titel, Beschreibung und Ort";
  return null;
}

/** e.g. 'wohnung/ETAGE', 'buero_praxen/PRAXIS', 'haus' (element name + its *typ attribute). */
function objektart(value: XmlValue | undefined): string | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  for (const [name, element] of Object.entries(value)) {
    if (name.startsWith("@_") || name === "#text" || name === "subobjektart" || name.startsWith("user_defined")) continue;
    const el = Array.isArray(element) ? element[0] : element;
    const typ =
      el && typeof el === "object" && !Array.isArray(el)
        ? Object.entries(el).find(([k]) => k.startsWith("@_") && k.endsWith("typ"))?.[1]
        : undefined;
    return typeof typ === "string" && typ.trim() ? `${name}/${typ.trim()}` : name;
  }
  return null;
}

function objektstatus(aktion: string, zustand: XmlValue | undefined, verwaltung: XmlValue | undefined): string | null {
  if (aktion === "REFERENZ") return "referenz";
  return (
    attr(child(zustand, "verkaufstatus"), "stand")?.toLowerCase() ??
    text(child(verwaltung, "status")) ??
    udsf(verwaltung, "ji_objektstatus")
  );
}

/** Longest Widmung and Altlasten text kept: a fact, not a second description. */
const WIDMUNG_MAX = 200;
const ALTLASTEN_MAX = 500;
/** 'verfügbar ab' is a date or a word ('sofort'), never a paragraph. */
const VERFUEGBAR_AB_MAX = 60;
/** A lease term in words ('befristet bis Ende 2028'), never a paragraph. */
const LEASE_TERM_MAX = 40;

/**
 * The Widmung: no OpenImmo element carries it, and no justimmo field name for it is documented,
 * so only a user_defined_simplefield named plainly "widmung" counts (under zustand_angaben, where
 * the XSD puts a plot's state, or under the object itself). Nothing is read from the description.
 */
function widmung(node: XmlNode): string | null {
  return udsf(child(node, "zustand_angaben"), "widmung") ?? udsf(node, "widmung");
}

const TERM_UNITS: Record<string, [string, string]> = {
  TAG: ["Tag", "Tage"],
  WOCHE: ["Woche", "Wochen"],
  MONAT: ["Monat", "Monate"],
  JAHR: ["Jahr", "Jahre"],
};

/**
 * max_mietdauer in words: 'unbefristet' as justimmo writes it, a number with its max_dauer unit as
 * '5 Jahre befristet' (a number without a known unit is not guessed), other words as short text.
 */
function leaseTerm(value: XmlValue | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  if (/^unbefristet$/i.test(raw)) return "unbefristet";
  const amount = /^\d{1,3}$/.test(raw) ? Number(raw) : null;
  if (amount !== null) {
    const unit = TERM_UNITS[(attr(value, "max_dauer") ?? "").toUpperCase()];
    return unit && amount > 0 ? `${amount} ${unit[amount === 1 ? 0 : 1]} befristet` : null;
  }
  return shortText(raw, LEASE_TERM_MAX);
}

/** Plain text of a short fact, cut at a word before `max` characters. */
function shortText(value: string | null, max: number): string | null {
  const plain = plainText(value);
  if (!plain || plain.length <= max) return plain;
  const cut = plain.slice(0, max - 2);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** objektart is a plot: grundstueck or land_und_forstwirtschaft (openimmo.xsd 1.2.7). */
function isLandCategory(value: XmlValue | undefined): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return "grundstueck" in value || "land_und_forstwirtschaft" in value;
}

function energy(zustand: XmlValue | undefined, name: string): string | null {
  return text(at(zustand, `energiepass/${name}`)) ?? text(child(zustand, name)) ?? udsf(zustand, `epass_${name}`);
}

/** Attribute flags set to true (1/true), e.g. kueche EBK="1" OFFEN="true" → ['EBK', 'OFFEN']. */
function flags(value: XmlValue | undefined, names: string[]): string[] {
  return names.filter((name) => bool(attr(value, name)) === true);
}

/** The flags of `value` that are set and named in `labels`, joined like fahrstuhl ('FERN, FUSSBODEN'); none → null. */
function joinedFlags(value: XmlValue | undefined, labels: Readonly<Record<string, string>>): string | null {
  const set = flags(value, Object.keys(labels));
  return set.length > 0 ? set.join(", ") : null;
}

/**
 * Amenities the feed states explicitly, merged with the derived ones by deriveColumns: the
 * ausstattung flags the sample feeds carry (research/openimmo.md, fixtures/openimmo).
 */
function explicitAmenities(node: XmlNode, kuecheFlags: string[]): AmenityKey[] {
  const ausstattung = child(node, "ausstattung");
  const flaechen = child(node, "flaechen");
  const found: AmenityKey[] = [];
  const yes = (path: string) => bool(text(at(ausstattung, path))) === true;
  const positive = (path: string) => (number(text(at(flaechen, path))) ?? 0) > 0;
  if (kuecheFlags.includes("EBK")) found.push("einbaukueche");
  if (positive("anzahl_balkone") || positive("anzahl_balkons") || positive("balkons_flaeche")) found.push("balkon");
  if (positive("anzahl_terrassen") || positive("terrassen_flaeche")) found.push("terrasse");
  if (yes("gartennutzung") || positive("gartenflaeche")) found.push("garten");
  if (positive("anzahl_garagen")) found.push("garage");
  if (positive("anzahl_keller") || ["JA", "TEIL"].includes(attr(child(ausstattung, "unterkellert"), "keller")?.toUpperCase() ?? ""))
    found.push("keller");
  if (["VOLL", "TEIL"].includes(attr(child(ausstattung, "moebliert"), "moeb")?.toUpperCase() ?? "")) found.push("moebliert");
  if (bool(text(at(node, "verwaltung_objekt/haustiere"))) === true) found.push("haustiere");
  if (yes("klimatisiert")) found.push("klimaanlage");
  if (yes("barrierefrei") || yes("rollstuhlgerecht")) found.push("barrierefrei");
  if (yes("breitband_zugang") || yes("wlan")) found.push("wlan");
  if (kuecheFlags.includes("OFFEN")) found.push("offene_kueche");
  const bad = child(ausstattung, "bad");
  if (bool(attr(bad, "WANNE")) === true) found.push("badewanne");
  if (bool(attr(bad, "FENSTER")) === true) found.push("bad_fenster");
  if (bool(attr(child(ausstattung, "boden"), "PARKETT")) === true) found.push("parkett");
  if (yes("kamin")) found.push("kamin");
  if (yes("sauna")) found.push("sauna");
  if (bool(attr(child(ausstattung, "sicherheitstechnik"), "ALARMANLAGE")) === true) found.push("alarmanlage");
  // stellplatzart: the kind of parking the object offers; a garage is a garage, the rest a space.
  const parking = flags(child(ausstattung, "stellplatzart"), ["GARAGE", "TIEFGARAGE", "CARPORT", "FREIPLATZ", "PARKHAUS", "DUPLEX"]);
  if (parking.includes("GARAGE")) found.push("garage");
  if (parking.includes("TIEFGARAGE")) found.push("tiefgarage");
  if (parking.some((kind) => kind !== "GARAGE")) found.push("stellplatz");
  if (yes("kabel_sat_tv")) found.push("kabel_sat_tv");
  if (yes("wg_geeignet")) found.push("wg_geeignet");
  if (yes("teekueche")) found.push("teekueche");
  if (yes("dv_verkabelung")) found.push("dv_verkabelung");
  if (yes("kantine_cafeteria")) found.push("kantine");
  if (yes("gastterrasse")) found.push("gastterrasse");
  if (yes("rampe")) found.push("laderampe");
  if (yes("hebebuehne")) found.push("hebebuehne");
  if (yes("kran")) found.push("kran");
  return found;
}

/**
 * Picture URLs, title image first, then the rest in feed order; only picture groups (or no group,
 * as justimmo sends ordinary photos) and only absolute web URLs: bare file names from a ZIP push
 * feed have no public address here. http is upgraded to https (the detail page's CSP and the
 * sanitiser accept https images only).
 */
function pictureUrls(anhaenge: XmlValue | undefined): string[] {
  const title: string[] = [];
  const rest: string[] = [];
  for (const anhang of children(anhaenge, "anhang")) {
    const gruppe = attr(anhang, "gruppe")?.toUpperCase() ?? null;
    if (gruppe !== null && !IMAGE_GROUPS.has(gruppe)) continue;
    const url = webUrl(text(at(anhang, "daten/pfad")), true);
    if (!url) continue;
    const format = text(child(anhang, "format"));
    // No group (justimmo's photos) or PANORAMA (also a tour page): pictures only.
    if ((gruppe === null || gruppe === "PANORAMA") && !IMAGE_FORMAT.test(format ?? new URL(url).pathname)) continue;
    (gruppe === "TITELBILD" ? title : rest).push(url);
  }
  return [...new Set([...title, ...rest])];
}

/** An absolute http(s) URL; a bare host gets https:// (justimmo omits the scheme in kontakt/url). */
function webUrl(value: string | null, imagesOnly = false): string | null {
  if (!value) return null;
  let candidate = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(candidate)) {
    if (imagesOnly || !/^[\w-]+(\.[\w-]+)+(\/|$)/.test(candidate)) return null;
    candidate = `https://${candidate}`;
  }
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (imagesOnly) url.protocol = "https:";
    return url.toString();
  } catch {
    return null;
  }
}

/** Feed HTML arrives entity-escaped (justimmo) or as CDATA; plain text gets paragraphs. Sanitised. */
function descriptionHtml(raw: string | null): string | null {
  if (!raw) return null;
  // &#13; arrives decoded as CR; justimmo sometimes escapes twice (&amp;uuml; → &uuml;).
  const value = raw.replace(/\r/g, "").replace(/&(auml|ouml|uuml|Auml|Ouml|Uuml|szlig|euro);/g, (_, name: string) => NAMED[name] ?? "");
  const html = /<\/?[a-z][^>]*>/i.test(value)
    ? value
    : value
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) =>
          paragraph
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
            .join("<br>"),
        )
        .filter(Boolean)
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join("");
  return sanitizeHtml(html) || null;
}

/**
 * `freitexte/objekt_text` ("Beschreibung in anderer Sprache", repeatable, with a W3C `lang`): the
 * German one (de, de-AT, ...) first, then one without `lang`, then any other language rather than
 * no description at all.
 */
function objektText(freitexte: XmlValue | undefined): string | null {
  const texts = children(freitexte, "objekt_text")
    .map((node) => ({ lang: attr(node, "lang")?.toLowerCase() ?? "", value: text(node) }))
    .filter((entry): entry is { lang: string; value: string } => entry.value !== null);
  const german = texts.find((entry) => entry.lang === "de" || entry.lang.startsWith("de-") || entry.lang.startsWith("de_"));
  return (german ?? texts.find((entry) => entry.lang === "") ?? texts[0])?.value ?? null;
}

function plainText(value: string | null): string | null {
  if (!value) return null;
  return (
    value
      .replace(/<[^>]*>/g, " ")
      .replace(/\r/g, "")
      .replace(/[ \t]+/g, " ")
      .trim() || null
  );
}

function anyfield(parent: XmlValue | undefined, name: string): number | null {
  for (const field of children(parent, "user_defined_anyfield")) {
    const value = nonNegative(number(text(child(field, name))));
    if (value !== null) return value;
  }
  return null;
}

/** justimmo `preise/zusatzkosten/*` entry with this <name> → its netto amount. */
function zusatzkostenNetto(preise: XmlValue | undefined, name: string): number | null {
  const block = child(preise, "zusatzkosten");
  if (!block || typeof block !== "object" || Array.isArray(block)) return null;
  for (const [key, value] of Object.entries(block)) {
    if (key.startsWith("@_")) continue;
    for (const entry of Array.isArray(value) ? value : [value]) {
      if (text(child(entry, "name"))?.toLowerCase() === name.toLowerCase()) return nonNegative(number(text(child(entry, "netto"))));
    }
  }
  return null;
}

function coordinate(value: string | null, limit: number): number | null {
  const n = number(value);
  return n !== null && Math.abs(n) <= limit && n !== 0 ? n : null;
}

function year(value: string | null): number | null {
  const match = /\b(1[5-9]\d\d|20\d\d)\b/.exec(value ?? "");
  return match ? Number(match[1]) : null;
}

function nonNegative(value: number | null): number | null {
  return value !== null && value >= 0 ? value : null;
}

function sumOrNull(a: number | null, b: number | null): number | null {
  return a === null && b === null ? null : (a ?? 0) + (b ?? 0);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function joinText(parts: (string | null)[]): string | null {
  const joined = parts.filter(Boolean).join(" ").trim();
  return joined || null;
}
