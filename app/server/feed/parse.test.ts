import { describe, expect, test } from "vitest";
import { FeedError } from "./errors";
import { bool, FeedParser, number, parseFeed, text } from "./parse";

function feedError(fn: () => unknown): FeedError {
  try {
    fn();
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error("no error thrown");
}

describe("parseFeed", () => {
  test("both roots; umfang decides VOLL/TEIL; no attribute means a full transfer", () => {
    const obj = "<immobilie><verwaltung_techn><objektnr_intern>1</objektnr_intern></verwaltung_techn></immobilie>";
    expect(parseFeed(`<openimmo><uebertragung umfang="TEIL"/><anbieter>${obj}</anbieter></openimmo>`).transfer).toBe("TEIL");
    expect(parseFeed(`<openimmo><uebertragung umfang="teil"/><anbieter>${obj}</anbieter></openimmo>`).transfer).toBe("TEIL");
    expect(parseFeed(`<openimmo><uebertragung/><anbieter>${obj}${obj}</anbieter><anbieter>${obj}</anbieter></openimmo>`)).toMatchObject({
      transfer: "VOLL",
    });
    expect(parseFeed(`<openimmo><anbieter>${obj}${obj}</anbieter><anbieter>${obj}</anbieter></openimmo>`).objects).toHaveLength(3);
    expect(parseFeed(`<justimmo>${obj}</justimmo>`)).toMatchObject({ root: "justimmo", transfer: "VOLL" });
  });

  test("a justimmo list page that holds fewer objects than query-result/count withdraws nothing (TEIL)", () => {
    const obj = "<immobilie><id>1</id></immobilie>";
    expect(parseFeed(`<justimmo><query-result><count>250</count></query-result>${obj}</justimmo>`).transfer).toBe("TEIL");
    expect(parseFeed(`<justimmo><query-result><count>1</count></query-result>${obj}</justimmo>`).transfer).toBe("VOLL");
  });

  test("only the five XML entities and numeric references are expanded", () => {
    const feed = parseFeed("<justimmo><immobilie><titel>A &amp; B &lt;i&gt; &#228;&#xE4; &nbsp;&#13;</titel></immobilie></justimmo>");
    expect(text(feed.objects[0]?.node.titel)).toBe("A & B <i> ää &nbsp;");
  });

  test("a DOCTYPE declaring entities is refused (no entity expansion attacks)", () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE justimmo [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><justimmo><immobilie><titel>&b;</titel></immobilie></justimmo>';
    expect(feedError(() => parseFeed(bomb)).code).toBe("xml");
    const xxe =
      '<!DOCTYPE justimmo [<!ENTITY x SYSTEM "file:///etc/passwd">]><justimmo><immobilie><titel>&x;</titel></immobilie></justimmo>';
    expect(feedError(() => parseFeed(xxe)).code).toBe("xml");
  });

  test("malformed XML, empty input, other roots and feeds without objects are errors", () => {
    expect(feedError(() => parseFeed("<openimmo><anbieter></openimmo>")).code).toBe("xml");
    expect(feedError(() => parseFeed("not xml at all")).code).toBe("xml");
    expect(feedError(() => parseFeed("\uFEFF  \r\n")).code).toBe("empty");
    expect(feedError(() => parseFeed("<rss><channel/></rss>")).code).toBe("xml");
    expect(feedError(() => parseFeed('<openimmo><uebertragung umfang="VOLL"/></openimmo>')).code).toBe("no_properties");
    expect(feedError(() => parseFeed("<justimmo><query-result><count>0</count></query-result></justimmo>")).code).toBe("no_properties");
  });
});

describe("number and bool", () => {
  test.each([
    ["450000", 450000],
    ["277000.00", 277000],
    ["0.96", 0.96],
    ["2,00 €", 2],
    ["1.234,56", 1234.56],
    ["16.200,00 € inkl. 20% USt.", 16200],
    ["85 m²", 85],
    ["ca. 120,5 m2", 120.5],
    ["€ 5.000,-", 5000],
    ["1.234.567", 1234567],
    ["1,234,567", 1234567],
    ["-3", -3],
    ["", null],
    ["auf Anfrage", null],
  ])("number(%j) = %j", (input, expected) => {
    expect(number(input)).toBe(expected);
  });

  test("booleans as 1/0, true/false, ja/nein", () => {
    expect([bool("1"), bool("true"), bool("TRUE"), bool("ja")]).toEqual([true, true, true, true]);
    expect([bool("0"), bool("false"), bool("nein")]).toEqual([false, false, false]);
    expect([bool(""), bool(null), bool("vielleicht")]).toEqual([null, null, null]);
  });
});

describe("the scanner that cuts the feed at each <immobilie>", () => {
  const inChunksOf = (xml: string, size: number) => {
    const parser = new FeedParser();
    const objects = [];
    for (let i = 0; i < xml.length; i += size) {
      parser.write(xml.slice(i, i + size));
      objects.push(...parser.take());
    }
    const summary = parser.end();
    return { objects: [...objects, ...parser.take()], summary };
  };

  test("'>' inside quotes and '<immobilie>' inside, comments, CDATA and processing instructions are not markup", () => {
    const xml =
      '<?xml version="1.0"?><?pi a > b?><!DOCTYPE openimmo SYSTEM "openimmo.dtd"><openimmo><!-- <immobilie> --><anbieter><firma a="x > y">F</firma>' +
      '<immobilie><titel k="a > b">A<!-- </immobilie> --><![CDATA[ <immobilie></immobilie> ]]></titel></immobilie></anbieter></openimmo>';
    for (const size of [1, 2, 5, 13, xml.length]) {
      const { objects, summary } = inChunksOf(xml, size);
      expect(summary.objectCount).toBe(1);
      expect(objects[0]?.anbieterFirma).toBe("F");
      expect(objects[0]?.node.titel).toEqual({ "#text": "A <immobilie></immobilie> ", "@_k": "a > b" });
    }
  });

  test("elements that do not nest, text or elements after the root, and a document cut inside markup are XML errors", () => {
    const obj = "<immobilie><id>1</id></immobilie>";
    for (const xml of [
      `<openimmo><anbieter>${obj}</firma></anbieter></openimmo>`,
      `<openimmo><anbieter>${obj}</anbieter></openimmo>text`,
      `<justimmo>${obj}</justimmo><justimmo>${obj}</justimmo>`,
      `<justimmo>${obj}</justimmo><!-- open`,
      `<justimmo>${obj}</justimmo`,
      `<justimmo><immobilie><id a="1" a="2">1</id></immobilie></justimmo>`,
      `<justimmo><immobilie><id>1 & 2</id></immobilie></justimmo>`,
      `<justimmo><immobilie><id a="<">1</id></immobilie></justimmo>`,
      `<justimmo><immobilie><id a=1>1</id></immobilie></justimmo>`,
      `<justimmo><immobilie><1d>1</1d></immobilie></justimmo>`,
    ]) {
      expect(feedError(() => parseFeed(xml)).code, xml).toBe("xml");
    }
  });

  test("objects the caller does not want are only counted, and still checked for nesting", () => {
    const obj = (n: number) => `<immobilie><id>${n}</id></immobilie>`;
    const parser = new FeedParser({ build: (index) => index >= 2 });
    parser.write(`<justimmo>${obj(0)}${obj(1)}${obj(2)}</justimmo>`);
    expect(parser.take().map((o) => text(o.node.id))).toEqual(["2"]);
    expect(parser.end().objectCount).toBe(3);
    const broken = new FeedParser({ build: () => false });
    expect(feedError(() => broken.write("<justimmo><immobilie><id>1</x></immobilie>")).code).toBe("xml");
  });
});
