// Parse an OpenImmo / justimmo XML document (DESIGN.md section 5 step 2; research/openimmo.md
// sections 1 and 2). Pure. Entity expansion is off beyond the five XML entities and numeric
// character references: a DOCTYPE that declares entities is refused (billion-laughs / XXE).
// Roots <openimmo> (uebertragung + anbieter + immobilie) and <justimmo> (immobilie directly).
// Namespace prefixes are dropped so elements match by local name, as the XSD has no namespace.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { FeedError } from "./errors";

/** A parsed element: text, or an object of children, attributes (`@_name`) and `#text`. */
export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [key: string]: XmlValue;
}

export type Transfer = "VOLL" | "TEIL";

export interface ParsedFeed {
  root: "openimmo" | "justimmo";
  transfer: Transfer;
  objects: { node: XmlNode; anbieterFirma: string | null }[];
}

const XML_ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: { enabled: true, maxTotalExpansions: 1_000_000, maxExpandedLength: 60_000_000 },
  // An object here replaces the named-entity table (only the five XML ones) and turns numeric
  // character references (&#13;, &#228;) on; HTML names such as &nbsp; stay as written.
  // The typings say boolean; the parser accepts an entity table (OrderedObjParser, v5.12).
  htmlEntities: XML_ENTITIES as unknown as boolean,
  isArray: (name) => name === "immobilie" || name === "anbieter" || name === "anhang" || name === "user_defined_simplefield",
});

export function parseFeed(input: string): ParsedFeed {
  const xml = input.replace(/^\uFEFF/, "");
  if (xml.trim() === "") throw new FeedError("empty");
  if (/<!DOCTYPE[^>]*\[/i.test(xml) || /<!ENTITY/i.test(xml)) throw new FeedError("xml", "DOCTYPE with entity declarations");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedError("xml", `${valid.err.msg} (line ${valid.err.line})`);
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch (error) {
    throw new FeedError("xml", error instanceof Error ? error.message : undefined);
  }
  const openimmo = child(doc, "openimmo");
  if (openimmo) {
    const umfang = attr(child(openimmo, "uebertragung"), "umfang");
    const objects: ParsedFeed["objects"] = [];
    for (const anbieter of children(openimmo, "anbieter")) {
      const firma = text(child(anbieter, "firma"));
      for (const node of children(anbieter, "immobilie")) objects.push({ node, anbieterFirma: firma });
    }
    // Some exporters put <immobilie> directly under the root: accept it.
    for (const node of children(openimmo, "immobilie")) objects.push({ node, anbieterFirma: null });
    if (objects.length === 0) throw new FeedError("no_properties");
    // No umfang attribute counts as a full transfer (DESIGN.md section 5 step 5).
    return { root: "openimmo", transfer: umfang?.toUpperCase() === "TEIL" ? "TEIL" : "VOLL", objects };
  }
  const justimmo = child(doc, "justimmo");
  if (justimmo) {
    const objects = children(justimmo, "immobilie").map((node) => ({ node, anbieterFirma: null }));
    if (objects.length === 0) throw new FeedError("no_properties");
    // The justimmo API has no delete messages: a list is the whole stock (research §1.3) unless
    // query-result/count says this is only one page of it (limit/offset), then nothing is withdrawn.
    const total = number(text(child(child(justimmo, "query-result"), "count")));
    return { root: "justimmo", transfer: total !== null && total > objects.length ? "TEIL" : "VOLL", objects };
  }
  throw new FeedError("xml", "root is neither <openimmo> nor <justimmo>");
}

// ---- tolerant accessors (elements may be text, an object, or repeated) ----

function isNode(value: XmlValue | undefined): value is XmlNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** First child element with this local name (a repeated element yields its first occurrence). */
export function child(node: XmlValue | undefined, name: string): XmlValue | undefined {
  if (!isNode(node)) return undefined;
  const value = node[name];
  return Array.isArray(value) ? value[0] : value;
}

/** All child elements with this name that are elements (objects), in document order. */
export function children(node: XmlValue | undefined, name: string): XmlNode[] {
  if (!isNode(node)) return [];
  const value = node[name];
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (isNode(item) ? item : { "#text": typeof item === "string" ? item : "" }));
}

/** Follow a slash path of first children. */
export function at(node: XmlValue | undefined, path: string): XmlValue | undefined {
  let current: XmlValue | undefined = node;
  for (const part of path.split("/")) current = child(current, part);
  return current;
}

/** Trimmed text content (mixed content: the element's own text), or null when empty. */
export function text(value: XmlValue | undefined): string | null {
  if (value === undefined) return null;
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) return text(value[0]);
  const own = value["#text"];
  if (own === undefined) return null;
  return text(own);
}

export function attr(value: XmlValue | undefined, name: string): string | null {
  if (!isNode(value)) return null;
  const found = value[`@_${name}`];
  return typeof found === "string" ? found.trim() || null : null;
}

/** `user_defined_simplefield[@feldname=name]` under a node (text, trailing newlines trimmed). */
export function udsf(node: XmlValue | undefined, name: string): string | null {
  for (const field of children(node, "user_defined_simplefield")) {
    if (attr(field, "feldname")?.toLowerCase() === name.toLowerCase()) return text(field);
  }
  return null;
}

/**
 * A number from feed text: units and currency dropped ('85 m²', '2,00 €'), German decimal comma
 * and thousands dots ('1.234,56'). A single dot is a decimal point as the XSD writes decimals
 * ('0.96', '13333.33'); several dots are thousands separators ('1.234.567').
 */
export function number(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /-?\d[\d.,'\s]*/.exec(value.replace(/\u00a0/g, " "));
  if (!match) return null;
  // Separators are judged before trailing ones are dropped: '5.000,-' is German notation.
  let token = match[0].replace(/[\s']/g, "");
  const lastComma = token.lastIndexOf(",");
  const lastDot = token.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    token = lastComma > lastDot ? token.replace(/\./g, "").replace(",", ".") : token.replace(/,/g, "");
  } else if (lastComma >= 0) {
    token = /^-?\d{1,3}(,\d{3}){2,}$/.test(token) ? token.replace(/,/g, "") : token.replace(/,/g, ".");
  } else if ((token.match(/\./g) ?? []).length > 1) {
    token = token.replace(/\./g, "");
  }
  const parsed = Number(token.replace(/[.,]+$/, ""));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Booleans as 1/0, true/false, ja/nein (research §1.5). */
export function bool(value: string | null | undefined): boolean | null {
  if (value === null || value === undefined) return null;
  const v = value.trim().toLowerCase();
  if (v === "1" || v === "true" || v === "ja" || v === "yes") return true;
  if (v === "0" || v === "false" || v === "nein" || v === "no") return false;
  return null;
}
