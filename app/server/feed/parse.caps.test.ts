// The parser's memory caps (ASVS 5.0 V15.2.2): a huge text node, CDATA section or object is cut
// while reading, the object is marked oversized (and keeps its keys), the others are unharmed.
import { expect, test } from "vitest";
import { FeedParser, OBJECT_CAP, TEXT_RUN_CAP, text } from "./parse";

function object(n: number, description: string): string {
  return `<immobilie><freitexte><objektbeschreibung>${description}</objektbeschreibung></freitexte><verwaltung_techn><objektnr_intern>${n}</objektnr_intern></verwaltung_techn></immobilie>`;
}

/** Feed the document in 64 KB chunks, as the stream does. */
function parseInChunks(parts: (string | (() => Generator<string>))[]) {
  const parser = new FeedParser();
  const objects = [];
  const feed = (chunk: string) => {
    for (let i = 0; i < chunk.length; i += 65536) {
      parser.write(chunk.slice(i, i + 65536));
      objects.push(...parser.take());
    }
  };
  for (const part of parts) {
    if (typeof part === "string") feed(part);
    else for (const chunk of part()) feed(chunk);
  }
  const summary = parser.end();
  objects.push(...parser.take());
  return { objects, summary };
}

function* huge(size: number, unit = "x") {
  const block = unit.repeat(65536);
  for (let sent = 0; sent < size; sent += block.length) yield block;
}

const head = `<?xml version="1.0"?><openimmo><uebertragung umfang="VOLL"/><anbieter><firma>F</firma>`;
const foot = "</anbieter></openimmo>";

test("one 60 MB text node is cut while reading: the object is marked oversized, keeps its number, the others are whole", () => {
  const { objects, summary } = parseInChunks([
    head,
    object(1, "Erste"),
    "<immobilie><freitexte><objektbeschreibung>",
    () => huge(60 * 1024 * 1024),
    "</objektbeschreibung></freitexte><verwaltung_techn><objektnr_intern>2</objektnr_intern></verwaltung_techn></immobilie>",
    object(3, "Dritte"),
    foot,
  ]);
  expect(summary.objectCount).toBe(3);
  expect(objects.map((o) => o.oversized ?? false)).toEqual([false, true, false]);
  const big = objects[1]?.node;
  expect(text((big?.verwaltung_techn as Record<string, string>)?.objektnr_intern)).toBe("2");
  const description = JSON.stringify(big?.freitexte ?? "");
  expect(description.length).toBeLessThanOrEqual(TEXT_RUN_CAP + 100);
  expect(text((objects[2]?.node.freitexte as Record<string, string>)?.objektbeschreibung)).toBe("Dritte");
});

test("a huge CDATA section is cut, its end still closes it, and parsing goes on", () => {
  const { objects } = parseInChunks([
    head,
    "<immobilie><freitexte><objektbeschreibung><![CDATA[",
    () => huge(3 * TEXT_RUN_CAP, "z>"),
    "]]></objektbeschreibung></freitexte><verwaltung_techn><objektnr_intern>7</objektnr_intern></verwaltung_techn></immobilie>",
    object(8, "Danach"),
    foot,
  ]);
  expect(objects.map((o) => o.oversized ?? false)).toEqual([true, false]);
  expect(text((objects[1]?.node.freitexte as Record<string, string>)?.objektbeschreibung)).toBe("Danach");
});

test("an object of many texts over the object cap keeps only short texts and is marked oversized", () => {
  const many = Array.from({ length: Math.ceil(OBJECT_CAP / 200_000) + 2 }, () => `<zusatz>${"y".repeat(200_000)}</zusatz>`).join("");
  const { objects } = parseInChunks([
    head,
    `<immobilie><freitexte>${many}</freitexte><verwaltung_techn><objektnr_intern>9</objektnr_intern></verwaltung_techn></immobilie>`,
    foot,
  ]);
  expect(objects[0]?.oversized).toBe(true);
  expect(text((objects[0]?.node.verwaltung_techn as Record<string, string>)?.objektnr_intern)).toBe("9");
  expect(JSON.stringify(objects[0]?.node).length).toBeLessThan(OBJECT_CAP + 300_000);
});

test("an entity reference is never cut in half", () => {
  const { objects } = parseInChunks([
    head,
    `<immobilie><freitexte><objektbeschreibung>`,
    () => huge(TEXT_RUN_CAP + 10, "&amp;"),
    `</objektbeschreibung></freitexte><verwaltung_techn><objektnr_intern>5</objektnr_intern></verwaltung_techn></immobilie>`,
    foot,
  ]);
  expect(objects[0]?.oversized).toBe(true);
});
