// Streaming parser for OpenImmo / justimmo XML. A small scanner checks the markup's nesting and
// cuts the text at each <immobilie>, whose XML alone is parsed by fast-xml-parser, so a feed never
// exists in memory as a whole. Only the five XML entities and numeric references are expanded: a
// DOCTYPE with an internal subset is refused (billion laughs / XXE). Namespace prefixes are
// dropped, as the XSD has none.
import { XMLParser } from "fast-xml-parser";
import { FeedError } from "./errors";

/** A parsed element: text, or an object of children, attributes (`@_name`) and `#text`. */
export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [key: string]: XmlValue;
}

export type Transfer = "VOLL" | "TEIL";

export interface FeedObject {
  /**
   * The object's element as parsed by fast-xml-parser. Parsed on first access: a sync that finds
   * the same XML as at its last write skips the parse.
   */
  readonly node: XmlNode;
  /** The object's element as it stood in the feed (after the caps below). */
  xml: string;
  anbieterFirma: string | null;
  /**
   * The object was larger than the caps below: its long texts were dropped while reading, so it is
   * skipped and counted (its keys are kept, so it is not withdrawn as missing either).
   */
  oversized?: boolean;
}

/**
 * Memory caps of the parser (ASVS 5.0 V15.2.2): a single text run (text, CDATA or a
 * tag: anything between two '<') is cut after TEXT_RUN_CAP characters as it streams, so one 60 MB
 * text node is never held; once an <immobilie> has read OBJECT_CAP characters, it keeps only short
 * texts. Either marks the object oversized. Real objects are a few kilobytes of text
 * (descriptions of 2-20 KB).
 */
export const TEXT_RUN_CAP = 512 * 1024;
export const OBJECT_CAP = 4 * 1024 * 1024;
/** Past a cap, texts up to this length are still kept, so the object's keys survive. */
const SHORT_TEXT = 512;

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

/** The five XML entities and numeric references; any other reference stays as written. */
const REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return XML_ENTITIES[name] as string;
    const code = decimal ? Number(decimal) : Number.parseInt(hex as string, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** One object's XML to its tree: fast-xml-parser with the entity rule above. */
const objectParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Callbacks get a matcher instead of a path string built for every element (faster).
  jPath: false,
  isArray: (name) => ALWAYS_ARRAY.has(name),
  entityDecoder: {
    decode: decodeReferences,
    reset: () => {},
    setXmlVersion: () => {},
    setExternalEntities: () => {},
    addInputEntities: () => {},
  },
});

/** Subtrees that are parsed; everything else outside an <immobilie> is only checked for nesting. */
type Capture = "object" | "skipped" | "firma" | "uebertragung" | "query-result";

interface Captured {
  kind: Capture;
  /** Depth of the captured element (the root element has depth 0). */
  depth: number;
  /** The captured XML so far (comments and processing instructions left out). */
  xml: string;
  /** Characters read since the element opened, and since the last '<' (the current run). */
  chars: number;
  run: number;
  /** Where the current text run starts in `xml`, and whether it was cut. */
  runStart: number;
  runCut: boolean;
  oversized: boolean;
}

/** Where the scanner is between two chunks. */
type State = "text" | "tag" | "comment" | "cdata" | "pi" | "doctype";

/** Markup openings that decide what follows a '<'. */
const OPENINGS = ["<!--", "<![CDATA[", "<!DOCTYPE"];

/**
 * Push-based feed parser: `write()` text chunks, `take()` the objects that closed meanwhile,
 * `close()` at the end for the summary. Throws FeedError ('xml', 'empty', 'no_properties').
 */
export class FeedParser {
  private state: State = "text";
  /** Input kept for the next chunk: an undecided '<…' or the tail of a closing "-->", "]]>", "?>". */
  private carry = "";
  /** The tag being read: its text (cut past TEXT_RUN_CAP), open quote, and whether it was cut. */
  private tag = "";
  private quote = "";
  private tagCut = false;
  private tagLast = "";
  private readonly stack: string[] = [];
  private rootClosed = false;
  private capture: Captured | null = null;
  private ready: FeedObject[] = [];
  private root: "openimmo" | "justimmo" | null = null;
  private umfang: string | null | undefined;
  private firma: string | null | undefined;
  private count: number | null | undefined;
  private objectCount = 0;
  private started = false;
  /** Which objects (numbered from 0) are parsed; the others are only counted. */
  private readonly build: (index: number) => boolean;

  constructor({ build = () => true }: { build?: (index: number) => boolean } = {}) {
    this.build = build;
  }

  write(chunk: string): void {
    let input = this.carry + chunk;
    this.carry = "";
    if (!this.started) {
      // A BOM and blank lines before the XML declaration are tolerated.
      input = input.replace(/^[\uFEFF\s]+/, "");
      if (input === "") return;
      this.started = true;
    }
    this.scan(input);
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
    if (this.state !== "text" || this.carry !== "") throw new FeedError("xml", "the document ends inside markup");
    if (!this.root) throw new FeedError("xml", "root is neither <openimmo> nor <justimmo>");
    if (!this.rootClosed) throw new FeedError("xml", `unclosed element <${this.stack.at(-1)}>`);
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

  private scan(input: string): void {
    const length = input.length;
    let at = 0;
    while (at < length) {
      switch (this.state) {
        case "text": {
          const lt = input.indexOf("<", at);
          const end = lt === -1 ? length : lt;
          if (end > at) this.text(input, at, end);
          if (lt === -1) return;
          const next = input[lt + 1];
          const head = input.slice(lt, lt + 9);
          if (next === undefined || (next === "!" && head.length < 9 && OPENINGS.some((opening) => opening.startsWith(head)))) {
            this.carry = input.slice(lt);
            return;
          }
          this.markup();
          if (head.startsWith("<!--")) {
            this.state = "comment";
            at = lt + 4;
          } else if (head.startsWith("<![CDATA[")) {
            this.state = "cdata";
            this.append("<![CDATA[");
            at = lt + 9;
          } else if (head.startsWith("<!DOCTYPE")) {
            this.state = "doctype";
            at = lt + 9;
          } else if (next === "?") {
            this.state = "pi";
            at = lt + 2;
          } else if (next === "!") {
            throw new FeedError("xml", `unexpected markup ${head}`);
          } else {
            this.state = "tag";
            this.tag = "<";
            this.tagCut = false;
            at = lt + 1;
          }
          break;
        }
        case "comment":
          at = this.skipTo(input, at, "-->");
          break;
        case "pi":
          at = this.skipTo(input, at, "?>");
          break;
        case "cdata": {
          const end = input.indexOf("]]>", at);
          if (end === -1) {
            // "]]" may be the start of the end marker: keep it for the next chunk.
            const keep = Math.max(at, length - 2);
            this.text(input, at, keep);
            this.carry = input.slice(keep);
            return;
          }
          this.text(input, at, end);
          this.append("]]>");
          this.state = "text";
          at = end + 3;
          break;
        }
        case "doctype": {
          const gt = input.indexOf(">", at);
          const body = input.slice(at, gt === -1 ? length : gt);
          if (body.includes("[") || body.includes("<")) throw new FeedError("xml", "DOCTYPE with entity declarations");
          if (gt === -1) return;
          this.state = "text";
          at = gt + 1;
          break;
        }
        case "tag":
          at = this.readTag(input, at);
          break;
      }
    }
  }

  /** Past the end marker of a comment or processing instruction, or keep its possible start. */
  private skipTo(input: string, at: number, marker: string): number {
    const end = input.indexOf(marker, at);
    if (end === -1) {
      this.carry = input.slice(Math.max(at, input.length - marker.length + 1));
      return input.length;
    }
    this.state = "text";
    return end + marker.length;
  }

  /** Read a tag up to its '>' (quoted values may hold '>'); a tag past the run cap loses its attributes. */
  private readTag(input: string, from: number): number {
    let at = from;
    const length = input.length;
    while (at < length) {
      if (this.quote !== "") {
        const close = input.indexOf(this.quote, at);
        if (close === -1) {
          at = length;
          break;
        }
        this.quote = "";
        at = close + 1;
        continue;
      }
      const char = input[at] as string;
      if (char === '"' || char === "'") this.quote = char;
      else if (char === ">") break;
      at++;
    }
    this.addTagText(input.slice(from, at));
    if (at === length) return length;
    this.state = "text";
    this.onTag(this.tag);
    return at + 1;
  }

  private addTagText(piece: string): void {
    if (piece === "") return;
    this.tagLast = (this.tagLast + piece).slice(-1);
    if (this.capture) this.capture.chars += piece.length;
    if (this.tagCut) return;
    if (this.tag.length + piece.length > TEXT_RUN_CAP) {
      this.tagCut = true;
      return;
    }
    this.tag += piece;
  }

  private onTag(raw: string): void {
    if (raw[1] === "/") {
      this.close(raw.slice(2).trim());
      return;
    }
    const name = /^<([^\s/>]+)/.exec(raw)?.[1];
    if (!name) throw new FeedError("xml", `malformed tag ${raw.slice(0, 40)}`);
    if (!this.tagCut) checkTag(raw, name);
    const selfClosing = this.tagLast === "/";
    this.tagLast = "";
    if (this.tagCut && this.capture) this.capture.oversized = true;
    const tag = this.tagCut ? `<${name}${selfClosing ? "/" : ""}>` : `${raw}>`;
    this.open(name, tag);
    if (selfClosing) this.close(name, false);
  }

  private open(name: string, tag: string): void {
    if (this.rootClosed) throw new FeedError("xml", "content after the root element");
    const local = localName(name);
    const parent = this.stack.at(-1);
    const depth = this.stack.length;
    this.stack.push(local);
    if (depth === 0) {
      if (local !== "openimmo" && local !== "justimmo") throw new FeedError("xml", "root is neither <openimmo> nor <justimmo>");
      this.root = local;
      return;
    }
    if (this.capture) {
      this.append(tag);
      return;
    }
    const kind = captureKind(this.root, this.stack, parent);
    if (!kind) return;
    if (kind === "object" && !this.build(this.objectCount)) {
      this.capture = { kind: "skipped", depth, xml: "", chars: 0, run: 0, runStart: 0, runCut: false, oversized: false };
      return;
    }
    this.capture = { kind, depth, xml: tag, chars: tag.length, run: 0, runStart: tag.length, runCut: false, oversized: false };
  }

  private close(name: string, write = true): void {
    if (!XML_NAME.test(name)) throw new FeedError("xml", `malformed closing tag </${name.slice(0, 40)}>`);
    const local = localName(name);
    const open = this.stack.pop();
    if (open !== local) throw new FeedError("xml", `closing tag </${local}> does not match <${open ?? ""}>`);
    const depth = this.stack.length;
    if (depth === 0) this.rootClosed = true;
    if (local === "anbieter" && depth === 1) this.firma = undefined;
    const capture = this.capture;
    if (!capture) return;
    if (write) this.append(`</${name}>`);
    if (depth !== capture.depth) return;
    this.capture = null;
    if (capture.kind === "skipped") {
      this.objectCount++;
      return;
    }
    checkReferences(capture.xml);
    if (capture.kind === "object") {
      this.objectCount++;
      const object = lazyObject(capture.xml, local, this.firma ?? null);
      if (capture.oversized) object.oversized = true;
      this.ready.push(object);
      return;
    }
    const value = parseElement(capture.xml, local);
    if (capture.kind === "firma") {
      // The first <firma> of an <anbieter> names it (child() reads the first one too).
      if (this.firma === undefined) this.firma = text(value);
    } else if (capture.kind === "uebertragung") {
      if (this.umfang === undefined) this.umfang = attr(value, "umfang");
    } else if (this.count === undefined) {
      this.count = number(text(child(value, "count")));
    }
  }

  /** Every '<' ends the current text run. */
  private markup(): void {
    if (!this.capture) return;
    this.capture.run = 0;
    this.capture.runStart = this.capture.xml.length;
    this.capture.runCut = false;
  }

  private append(piece: string): void {
    if (this.capture && this.capture.kind !== "skipped") this.capture.xml += piece;
  }

  /** Text or CDATA content: kept inside a capture within the caps, otherwise only checked. */
  private text(input: string, from: number, to: number): void {
    const capture = this.capture;
    if (!capture) {
      if (this.stack.length === 0 && input.slice(from, to).trim() !== "") throw new FeedError("xml", "text outside the root element");
      return;
    }
    if (capture.kind === "skipped") return;
    const length = to - from;
    capture.chars += length;
    if (capture.chars > OBJECT_CAP && capture.kind === "object") capture.oversized = true;
    const limit = capture.oversized ? SHORT_TEXT : TEXT_RUN_CAP;
    const room = limit - capture.run;
    capture.run += length;
    if (length <= room) {
      capture.xml += input.slice(from, to);
      return;
    }
    capture.oversized = true;
    if (capture.runCut) return;
    // Cut the run once, never inside an entity reference ("&am" would be malformed).
    capture.runCut = true;
    const run = capture.xml.slice(capture.runStart) + input.slice(from, from + Math.max(room, 0));
    capture.xml = capture.xml.slice(0, capture.runStart) + safeCut(run);
  }
}

/** XML names (ASCII letters, digits, '_', '-', '.', ':' and any non-ASCII letter). */
const XML_NAME = /^[A-Za-z_:\u00C0-\uFFFF][\w.:\-\u00B7\u00C0-\uFFFF]*$/;
/** What may follow the name in a start tag: attributes with quoted values, an optional '/'. */
const ATTRIBUTES = /^(?:\s+[A-Za-z_:\u00C0-\uFFFF][\w.:\-\u00B7\u00C0-\uFFFF]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*\/?$/;
const ATTRIBUTE_NAME = /([^\s=]+)\s*=/g;
/** An '&' that does not start a well-formed reference. */
const BARE_AMPERSAND = /&(?!(?:[A-Za-z_:][\w.:-]*|#\d+|#x[0-9a-fA-F]+);)/;

/** A start tag is well-formed: a name, then attributes with quoted values, each named once. */
function checkTag(raw: string, name: string): void {
  if (!XML_NAME.test(name)) throw new FeedError("xml", `malformed tag ${raw.slice(0, 40)}`);
  const rest = raw.slice(name.length + 1);
  if (rest === "" || rest === "/") return;
  if (!ATTRIBUTES.test(rest)) throw new FeedError("xml", `malformed attributes in <${name}>`);
  if (rest.indexOf("=") === rest.lastIndexOf("=")) return;
  const seen = new Set<string>();
  for (const match of rest.matchAll(ATTRIBUTE_NAME)) {
    const attribute = match[1] as string;
    if (seen.has(attribute)) throw new FeedError("xml", `attribute ${attribute} twice in <${name}>`);
    seen.add(attribute);
  }
}

/** CDATA sections, which may hold any '&'. */
const CDATA = /<!\[CDATA\[[\s\S]*?\]\]>/g;

/** An element's XML, checked by the scanner, to its tree. */
/** Text and attribute values hold '&' only as a reference ("&amp;", "&#228;", or a named one kept as written). */
function checkReferences(xml: string): void {
  // Checked on the whole element, as a reference may span two chunks.
  if (!xml.includes("&")) return;
  const outsideCdata = xml.includes("<![CDATA[") ? xml.replace(CDATA, "") : xml;
  if (BARE_AMPERSAND.test(outsideCdata)) throw new FeedError("xml", "'&' that starts no reference");
}

function parseElement(xml: string, name: string): XmlValue {
  const doc = objectParser.parse(xml) as XmlNode;
  const value = doc[name] as XmlValue;
  return Array.isArray(value) ? (value[0] as XmlValue) : value;
}

/** A feed object whose element is parsed the first time its node is read. */
function lazyObject(xml: string, name: string, anbieterFirma: string | null): FeedObject {
  let node: XmlNode | undefined;
  return {
    xml,
    anbieterFirma,
    get node() {
      if (node === undefined) {
        const value = parseElement(xml, name);
        node = isNode(value) ? value : { "#text": value as string };
      }
      return node;
    },
  };
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
