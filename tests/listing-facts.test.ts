// What a card and the detail page's first screen say about a listing, by kind (ADR 0321): a plot's
// Grundfläche, a warehouse's Nutzfläche without rooms, a flat's rooms and Wohnfläche.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "F100",
    objekttitel: "Baugrundstück in Korneuburg",
    objektart: "grundstueck/WOHNEN",
    ort: "Korneuburg",
    plz: "2100",
    politischer_bezirk: "Korneuburg",
    wohnflaeche: null,
    nutzflaeche: 1172.5,
    anzahl_zimmer: null,
    anzahl_badezimmer: null,
    kaufpreis: 420000,
  });
  await insertProperty(db, {
    objektnr_intern: "F200",
    objekttitel: "Lagerhalle mit Büro in Baden",
    objektart: "hallen_lager_prod/LAGERFLAECHEN",
    ort: "Baden",
    plz: "2500",
    politischer_bezirk: "Baden",
    wohnflaeche: null,
    nutzflaeche: 1550.5,
    anzahl_zimmer: 3,
    anzahl_badezimmer: 2,
    kaufpreis: 1900000,
  });
  await insertProperty(db, { objektnr_intern: "F300", objekttitel: "Altbauwohnung mit Balkon", wohnflaeche: 78.5, anzahl_zimmer: 3 });
  await insertProperty(db, {
    objektnr_intern: "F400",
    objekttitel: "Wohnung mit eigenem Foto",
    titelbild_url: "/images/properties/altbau-2.webp",
    bilder_urls: JSON.stringify(["/images/properties/altbau-2.webp"]),
  });
  await insertProperty(db, { objektnr_intern: "F500", objekttitel: "Wohnung noch ohne Foto", titelbild_url: null, bilder_urls: "[]" });
});

/** The card titled `title` on a page. */
function cardOf(html: string, title: string): string {
  const start = html.indexOf(`<h3 class="property-card-title">${title}</h3>`);
  const open = html.lastIndexOf("<article", start);
  return start < 0 || open < 0 ? "" : html.slice(open, html.indexOf("</article>", start));
}

/** The facts line of the card titled `title` on `page`. */
function cardFacts(html: string, title: string): string[] {
  const card = new RegExp(`<h3 class="property-card-title">${title}</h3>[\\s\\S]*?</article>`).exec(html)?.[0] ?? "";
  const list = /<ul class="property-card-facts">([\s\S]*?)<\/ul>/.exec(card)?.[1] ?? "";
  return [...list.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1] ?? "");
}

test("a plot's card says Grundfläche, a warehouse's Nutzfläche without rooms, a flat's rooms and area", async () => {
  const html = await (await worker.fetch("/immobilien")).text();
  // A card's title leaves out the place its place line names (ADR 0363).
  expect(cardFacts(html, "Baugrundstück")).toEqual(["1.172,5\u00a0m² Grundfläche"]);
  expect(cardFacts(html, "Lagerhalle mit Büro")).toEqual(["1.550,5\u00a0m² Nutzfläche"]);
  expect(cardFacts(html, "Altbauwohnung mit Balkon")).toEqual(["3 Zimmer", "1 Bad", "78,5\u00a0m²"]);
});

test("a plot's detail page names its Grundfläche in the key facts and the details, never a Nutzfläche", async () => {
  const html = await (await worker.fetch("/immobilien/F100")).text();
  const keyFacts = (/<ul class="detail-keyfacts"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").replace(/<(?!\/?li)[^>]*>/g, "");
  expect(keyFacts).toContain("1.172,5\u00a0m² Grundfläche");
  expect(keyFacts).not.toContain("Zimmer");
  expect(html).toContain("Grundfläche");
  expect(html).not.toContain("Nutzfläche");
});

test("a warehouse's detail page leads with its Nutzfläche and leaves rooms out of the key facts", async () => {
  const html = await (await worker.fetch("/immobilien/F200")).text();
  // Figures over their labels (ADR 0334): tags other than <li> taken out.
  const keyFacts = (/<ul class="detail-keyfacts"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "").replace(/<(?!\/?li)[^>]*>/g, "");
  expect(keyFacts).toMatch(/^<li>1\.550,5\u00a0m² Nutzfläche<\/li>/);
  expect(keyFacts).not.toContain("Zimmer");
});

test("a card without photos says 'Foto folgt' over the stand-in picture; a card with its own photo does not", async () => {
  const html = await (await worker.fetch("/immobilien")).text();
  const without = cardOf(html, "Wohnung noch ohne Foto");
  expect(without).toContain('<span class="property-card-nophoto">');
  expect(without).toContain("Foto folgt");
  // The stand-in keeps the picture's box (CLS 0): the same img with its size.
  expect(without).toMatch(/<img src="\/images\/fallback\.webp" width="640" height="480"/);
  const own = cardOf(html, "Wohnung mit eigenem Foto");
  expect(own).toContain("altbau-2-sm.webp");
  expect(own).not.toContain("Foto folgt");
});
