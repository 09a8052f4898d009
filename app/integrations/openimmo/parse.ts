// Parse an OpenImmo / justimmo XML document (DESIGN.md section 5 step 2; research/openimmo.md
// sections 1 and 2; ADR 0034). A SAX parser (saxes) fed text in chunks of any size: each
// <immobilie> is built into a small element tree when it closes and handed out, so a feed of any
// size never exists in memory as a whole. The tree has the shape the accessors below read (the
// shape fast-xml-parser gave before: text, or an object of children, `@_name` attributes and
// `#text`; repeated children as arrays). Entity expansion is off beyond the five XML entities and
// numeric character references: a DOCTYPE with an internal subset is refused (billion-laughs /
// XXE); other named entities (&nbsp;) stay as written. Roots <openimmo> (uebertragung + anbieter
// + immobilie) and <justimmo> (immobilie directly). Namespace prefixes are dropped so elements
// match by local name, as the XSD has no namespace.
import { SaxesParser } from "saxes";
import { FeedError } from "./errors";

/** A parsed element: text, or an object of children, attributes (`@_name`) and `#text`. */
export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [key: string]: XmlValue;
}

export type Transfer = "VOLL" | "TEIL";

export interface FeedObject {
  node: XmlNode;
  anbieterFirma: string | null;
  /**
   * The object was larger than the caps below: its long texts were dropped while reading, so it is
   * skipped and counted (its keys are kept, so it is not withdrawn as missing either).
   */
  oversized?: boolean;
}

/**
 * Memory caps of the parser (ASVS 5.0 V15.2.2): a single text run (text, CDATA or an attribute
 * value: anything between two '<') is cut after TEXT_RUN_CAP characters before the SAX parser sees
 * it, so one 60 MB text node no longer sits in memory several times over; an <immobilie> whose
 * input exceeds OBJECT_CAP characters keeps only short texts from then on. Either marks the object
 * oversized. Real objects are a few kilobytes of text (descriptions of 2-20 KB).
 */
export const TEXT_RUN_CAP = 512 * 1024;
export const OBJECT_CAP = 4 * 1024 * 1024;
/** Past a cap, texts up to this length are still kept, so the object's keys survive. */
const SHORT_TEXT = 512;
/** Characters kept at the end of a cut run: a closing "]]>", quote or "/>" must reach the parser. */
const RUN_TAIL = 16;

export interface ParsedFeed {
  root: "openimmo" | "justimmo";
  transfer: Transfer;
  objects: FeedObject[];
}

/** What is known once the whole document was read. */
export interface FeedSummary {
  root: "openimmo" | "justimmo";
  transfer: Transfer;
  objectCount: number;
}

/** Elements that are always arrays, even when they occur once. */
const ALWAYS_ARRAY = new Set(["immobilie", "anbieter", "anhang", "user_defined_simplefield"]);

/** Subtrees that are built; everything else outside an <immobilie> is only walked through. */
type Capture = "object" | "skipped" | "firma" | "uebertragung" | "query-result";

interface Frame {
  name: string;
  node: XmlNode;
  hasChild: boolean;
  hasAttr: boolean;
  /** Text so far: trimmed text runs and CDATA sections as written (as fast-xml-parser did). */
  text: string;
  /** The current text run, trimmed once markup other than a comment ends it. */
  run: string;
}

/**
 * Push-based feed parser: `write()` text chunks, `take()` the objects that closed meanwhile,
 * `close()` at the end for the summary. Throws FeedError ('xml', 'empty', 'no_properties').
 */
export class FeedParser {
  private readonly sax = new SaxesParser({ position: true });
  private readonly path: string[] = [];
  private readonly frames: Frame[] = [];
  private capture: { kind: Capture; depth: number } | null = null;
  private ready: FeedObject[] = [];
  private root: "openimmo" | "justimmo" | null = null;
  private umfang: string | null | undefined;
  private firma: string | null | undefined;
  private count: number | null | undefined;
  private objectCount = 0;
  private started = false;
  /** Which objects (numbered from 0) get a tree; the others are only counted (ADR 0034). */
  private readonly build: (index: number) => boolean;
  /** Characters since the last '<' (the current text run), and whether its surplus is dropped. */
  private runLength = 0;
  private dropping = false;
  private droppedTail = "";
  /** Characters fed since the current object opened; whether it went over a cap. */
  private objectChars = 0;
  private oversized = false;

  constructor({ build = () => true }: { build?: (index: number) => boolean } = {}) {
    this.build = build;
    const sax = this.sax;
    sax.on("error", (error) => {
      // An HTML entity name such as &nbsp; is kept as written; anything else is malformed XML.
      if (error.message.endsWith("undefined entity.")) return;
      throw new FeedError("xml", error.message);
    });
    sax.on("doctype", (doctype) => {
      if (doctype.includes("[") || /<!ENTITY/i.test(doctype)) throw new FeedError("xml", "DOCTYPE with entity declarations");
    });
    sax.on("opentag", (tag) => this.open(localName(tag.name), tag.attributes as Record<string, string>));
    sax.on("closetag", () => this.close());
    sax.on("text", (text) => {
      const frame = this.frames.at(-1);
      if (frame && this.keepText(frame, text)) frame.run += text;
    });
    sax.on("cdata", (cdata) => {
      const frame = this.frames.at(-1);
      if (!frame) return;
      endRun(frame);
      if (this.keepText(frame, cdata)) frame.text += cdata;
    });
  }

  write(chunk: string): void {
    let text = chunk;
    if (!this.started) {
      // A BOM and blank lines before the XML declaration are tolerated.
      text = text.replace(/^[\uFEFF\s]+/, "");
      if (text === "") return;
      this.started = true;
    }
    this.sax.write(this.capRuns(text));
  }

  /**
   * The chunk as the SAX parser may see it: each run between two '<' at most TEXT_RUN_CAP
   * characters (its head, then its last RUN_TAIL characters), counted across chunks.
   */
  private capRuns(chunk: string): string {
    if (this.capture?.kind === "object") this.objectChars += chunk.length;
    if (this.objectChars > OBJECT_CAP) this.oversized = true;
    let out = "";
    let from = 0;
    while (from < chunk.length) {
      const lt = chunk.indexOf("<", from);
      const end = lt === -1 ? chunk.length : lt;
      const piece = chunk.slice(from, end);
      if (this.dropping) {
        this.droppedTail = (this.droppedTail + piece).slice(-RUN_TAIL);
      } else if (this.runLength + piece.length > TEXT_RUN_CAP) {
        const room = TEXT_RUN_CAP - this.runLength;
        out += safeCut(piece.slice(0, room));
        this.dropping = true;
        this.droppedTail = piece.slice(room).slice(-RUN_TAIL);
        this.oversized = true;
      } else {
        out += piece;
      }
      this.runLength += piece.length;
      if (lt === -1) break;
      if (this.dropping) out += this.droppedTail;
      this.dropping = false;
      this.droppedTail = "";
      this.runLength = 0;
      out += "<";
      from = lt + 1;
    }
    return out;
  }

  /** Inside an oversized object only short texts are kept (enough for its keys). */
  private keepText(frame: Frame, text: string): boolean {
    if (!this.oversized || this.capture?.kind !== "object") return true;
    return frame.text.length + frame.run.length + text.length <= SHORT_TEXT;
  }

  /** The objects that closed since the last call, in document order. */
  take(): FeedObject[] {
    const out = this.ready;
    this.ready = [];
    return out;
  }

  /** End of input: checks the document is complete and returns what the whole feed said. */
  end(): FeedSummary {
    if (!this.started) throw new FeedError("empty");
    this.sax.close();
    if (!this.root) throw new FeedError("xml", "root is neither <openimmo> nor <justimmo>");
    if (this.objectCount === 0) throw new FeedError("no_properties");
    if (this.root === "openimmo") {
      // No umfang attribute counts as a full transfer (DESIGN.md section 5 step 5).
      return { root: "openimmo", transfer: this.umfang?.toUpperCase() === "TEIL" ? "TEIL" : "VOLL", objectCount: this.objectCount };
    }
    // The justimmo API has no delete messages: a list is the whole stock (research §1.3) unless
    // query-result/count says this is only one page of it (limit/offset), then nothing is withdrawn.
    const total = this.count ?? null;
    return { root: "justimmo", transfer: total !== null && total > this.objectCount ? "TEIL" : "VOLL", objectCount: this.objectCount };
  }

  private open(name: string, attributes: Record<string, string>): void {
    const parent = this.path.at(-1);
    const depth = this.path.length;
    this.path.push(name);
    if (depth === 0) {
      if (name !== "openimmo" && name !== "justimmo") throw new FeedError("xml", "root is neither <openimmo> nor <justimmo>");
      this.root = name;
      return;
    }
    if (this.capture?.kind === "skipped") return;
    if (!this.capture) {
      const kind = captureKind(this.root, this.path, parent);
      if (!kind) return;
      if (kind === "object" && !this.build(this.objectCount)) {
        this.capture = { kind: "skipped", depth };
        return;
      }
      this.capture = { kind, depth };
      if (kind === "object") {
        this.objectChars = 0;
        this.oversized = false;
      }
    }
    const frame = this.frames.at(-1);
    if (frame) {
      endRun(frame);
      frame.hasChild = true;
    }
    const node: XmlNode = {};
    let hasAttr = false;
    for (const [key, value] of Object.entries(attributes)) {
      if (key === "xmlns" || key.startsWith("xmlns:")) continue;
      node[`@_${localName(key)}`] = value.trim();
      hasAttr = true;
    }
    this.frames.push({ name, node, hasChild: false, hasAttr, text: "", run: "" });
  }

  private close(): void {
    const depth = this.path.length - 1;
    const name = this.path.pop();
    if (name === "anbieter" && depth === 1) this.firma = undefined;
    const capture = this.capture;
    if (!capture) return;
    if (capture.kind === "skipped") {
      if (depth === capture.depth) {
        this.capture = null;
        this.objectCount++;
      }
      return;
    }
    const frame = this.frames.pop() as Frame;
    endRun(frame);
    const value: XmlValue =
      !frame.hasChild && !frame.hasAttr ? frame.text : frame.text === "" ? frame.node : { ...frame.node, "#text": frame.text };
    const parent = this.frames.at(-1);
    if (parent) {
      addChild(parent.node, frame.name, value);
      return;
    }
    this.capture = null;
    if (capture.kind === "object") {
      this.objectCount++;
      const object: FeedObject = { node: isNode(value) ? value : { "#text": value as string }, anbieterFirma: this.firma ?? null };
      if (this.oversized) object.oversized = true;
      this.ready.push(object);
      this.oversized = false;
    } else if (capture.kind === "firma") {
      // The first <firma> of an <anbieter> names it (child() reads the first one too).
      if (this.firma === undefined) this.firma = text(value);
    } else if (capture.kind === "uebertragung") {
      if (this.umfang === undefined) this.umfang = attr(value, "umfang");
    } else if (this.count === undefined) {
      this.count = number(text(child(value, "count")));
    }
  }
}

/** Parse a whole document held as text (tests, small feeds): the same parser, fed at once. */
export function parseFeed(input: string): ParsedFeed {
  const parser = new FeedParser();
  parser.write(input);
  const objects = parser.take();
  const summary = parser.end();
  return { root: summary.root, transfer: summary.transfer, objects: [...objects, ...parser.take()] };
}

function captureKind(root: string | null, path: string[], parent: string | undefined): Capture | null {
  const name = path.at(-1);
  if (path.length === 2) {
    if (name === "immobilie") return "object";
    if (root === "openimmo" && name === "uebertragung") return "uebertragung";
    if (root === "justimmo" && name === "query-result") return "query-result";
    return null;
  }
  if (path.length === 3 && root === "openimmo" && parent === "anbieter") {
    if (name === "immobilie") return "object";
    if (name === "firma") return "firma";
  }
  return null;
}

/** A head cut inside an entity reference ("&am") would be malformed: cut before the '&'. */
function safeCut(head: string): string {
  const amp = head.lastIndexOf("&");
  return amp !== -1 && head.indexOf(";", amp) === -1 ? head.slice(0, amp) : head;
}

function endRun(frame: Frame): void {
  if (frame.run === "") return;
  frame.text += frame.run.replace(EDGE_SPACE, "");
  frame.run = "";
}

/**
 * Whitespace at the edges of a text run, except CR: the parser turns every literal CR (CRLF) into
 * LF, so a CR left here was written as &#13;, which the former parser kept (it trimmed before
 * decoding references).
 */
const EDGE_SPACE = /^[^\S\r]+|[^\S\r]+$/g;

function addChild(node: XmlNode, name: string, value: XmlValue): void {
  // An element's own value is never an array, so an array here is one this function made.
  const existing = node[name];
  if (existing === undefined) node[name] = ALWAYS_ARRAY.has(name) ? [value] : value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
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
