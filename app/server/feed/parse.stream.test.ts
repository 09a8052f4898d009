// The streaming parser against fast-xml-parser on the whole document: for every fixture feed,
// fed in chunks of any size, each object parsed alone deep-equals the same object parsed in place.
import { readdirSync, readFileSync } from "node:fs";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { child, children, type FeedObject, FeedParser, parseFeed, text, type XmlNode } from "./parse";

const reference = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: { enabled: true, maxTotalExpansions: 1_000_000, maxExpandedLength: 60_000_000 },
  htmlEntities: { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" } as unknown as boolean,
  isArray: (name) => name === "immobilie" || name === "anbieter" || name === "anhang" || name === "user_defined_simplefield",
});

/** The objects as the former parseFeed listed them (anbieter objects, then root-level ones). */
type ParsedObject = Pick<FeedObject, "node" | "anbieterFirma">;

function referenceObjects(xml: string): ParsedObject[] {
  const doc = reference.parse(xml.replace(/^\uFEFF/, "")) as XmlNode;
  const openimmo = child(doc, "openimmo");
  if (openimmo) {
    const objects: ParsedObject[] = [];
    for (const anbieter of children(openimmo, "anbieter")) {
      const firma = text(child(anbieter, "firma"));
      for (const node of children(anbieter, "immobilie")) objects.push({ node, anbieterFirma: firma });
    }
    for (const node of children(openimmo, "immobilie")) objects.push({ node, anbieterFirma: null });
    return objects;
  }
  return children(child(doc, "justimmo"), "immobilie").map((node) => ({ node, anbieterFirma: null }));
}

function streamed(xml: string, chunkSize: number): ParsedObject[] {
  const parser = new FeedParser();
  const objects: FeedObject[] = [];
  for (let i = 0; i < xml.length; i += chunkSize) {
    parser.write(xml.slice(i, i + chunkSize));
    objects.push(...parser.take());
  }
  parser.end();
  return objects.map(({ node, anbieterFirma }) => ({ node, anbieterFirma }));
}

const fixtures = readdirSync("tests/fixtures/openimmo").filter((name) => name.endsWith(".xml"));

const tolerance: [string, string][] = [
  [
    "BOM, CRLF, CDATA and mixed content",
    '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<openimmo>\r\n<uebertragung umfang="VOLL"/>\r\n<anbieter><firma> Donau &amp; Co </firma>\r\n<immobilie>\r\n<freitexte><objekttitel><![CDATA[ Dachgeschoss <b>mit</b> Terrasse ]]></objekttitel>\r\n<objektbeschreibung>Zeile 1\r\nZeile 2 <br/> weiter <!-- Kommentar --> Ende &#13;</objektbeschreibung></freitexte>\r\n<geo><plz>1010</plz>  <ort> Wien </ort></geo><verwaltung_techn><objektnr_intern>1</objektnr_intern></verwaltung_techn>\r\n</immobilie>\r\n</anbieter>\r\n</openimmo>\r\n',
  ],
  [
    "namespaces, entities, repeated and always-array elements",
    '<justimmo xmlns="urn:x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><immobilie xsi:type="t"><oi:a xmlns:oi="urn:o" oi:k=" 1 ">v &nbsp;&#228;</oi:a><anhaenge><anhang gruppe="BILD"/><anhang><pfad>x</pfad></anhang></anhaenge><b>1</b><b>2</b><b><c>3</c></b><user_defined_simplefield feldname="x">y</user_defined_simplefield><leer/><leer2></leer2><attr k="v"> </attr></immobilie><immobilie><x>2</x></immobilie></justimmo>',
  ],
  [
    "two anbieter, objects directly under the root",
    "<openimmo><anbieter><firma>A</firma><immobilie><n>1</n></immobilie></anbieter><anbieter><immobilie><n>2</n></immobilie></anbieter><anbieter><firma><name>B</name></firma><immobilie><n>3</n></immobilie></anbieter></openimmo>",
  ],
];

describe("the streamed objects equal the former parse", () => {
  for (const name of fixtures) {
    test(`fixture ${name}, in chunks of 1, 7, 4096 characters and at once`, () => {
      const xml = readFileSync(`tests/fixtures/openimmo/${name}`, "utf8");
      const expected = referenceObjects(xml);
      expect(expected.length).toBeGreaterThan(0);
      for (const size of [1, 7, 4096, xml.length]) expect(streamed(xml, size)).toEqual(expected);
      expect(parseFeed(xml).objects.map(({ node, anbieterFirma }) => ({ node, anbieterFirma }))).toEqual(expected);
    });
  }
  for (const [name, xml] of tolerance) {
    test(`${name}, in chunks of 1, 3 and at once`, () => {
      const expected = referenceObjects(xml);
      expect(expected.length).toBeGreaterThan(0);
      for (const size of [1, 3, xml.length]) expect(streamed(xml, size)).toEqual(expected);
    });
  }
});

test("objects are handed out as each closes, before the document ends", () => {
  const parser = new FeedParser();
  parser.write('<openimmo><uebertragung umfang="TEIL"/><anbieter><firma>F</firma><immobilie><n>1</n></immobilie><immobi');
  const [first, ...rest] = parser.take();
  expect(rest).toEqual([]);
  expect(first).toMatchObject({ node: { n: "1" }, anbieterFirma: "F", xml: "<immobilie><n>1</n></immobilie>" });
  parser.write("lie><n>2</n></immobilie>");
  expect(parser.take()).toHaveLength(1);
  parser.write("</anbieter></openimmo>");
  expect(parser.end()).toEqual({ root: "openimmo", transfer: "TEIL", objectCount: 2 });
});

test("a document cut off after some objects is an XML error at the end, not a shorter feed", () => {
  const parser = new FeedParser();
  parser.write("<justimmo><immobilie><n>1</n></immobilie><immobilie><n>2</n>");
  expect(parser.take()).toHaveLength(1);
  expect(() => parser.end()).toThrow(expect.objectContaining({ name: "FeedError", code: "xml" }));
});
