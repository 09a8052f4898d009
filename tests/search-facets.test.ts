// /immobilien: each dropdown choice says what it finds with the other filters, and an empty
// search offers its way out.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, { objektnr_intern: "F001", politischer_bezirk: "Landstraße", plz: "1030", kaufpreis: 300000, anzahl_zimmer: 3 });
  await insertProperty(db, {
    objektnr_intern: "F002",
    angebot_typ: "Miete",
    politischer_bezirk: "Favoriten",
    plz: "1100",
    kaufpreis: null,
    gesamtmietebrutto: 900,
    anzahl_zimmer: 2,
  });
  await insertProperty(db, {
    objektnr_intern: "F003",
    objektart: "Haus",
    politischer_bezirk: "Mödling",
    plz: "2340",
    kaufpreis: 850000,
    anzahl_zimmer: 5,
  });
  await insertProperty(db, {
    objektnr_intern: "F004",
    objektart: "Büro",
    angebot_typ: "Miete",
    politischer_bezirk: "Innere Stadt",
    plz: "1010",
    kaufpreis: null,
    gesamtmietebrutto: 2500,
    anzahl_zimmer: null,
  });
});

async function page(query: string) {
  const res = await worker.fetch(`/immobilien${query}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** A select's choices as the visitor sees them: the text, and whether it can be picked. */
function choices(html: string, name: string) {
  const block = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...block.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(
    (match) => `${match[2]}${match[1]?.includes("disabled") ? " [gesperrt]" : ""}${match[1]?.includes("selected") ? " [gewählt]" : ""}`,
  );
}

test("each Lage, Immobilientyp and Zimmer choice shows how many it finds; none found means it cannot be picked", async () => {
  const all = await page("");
  expect(choices(all, "location")).toEqual([
    "Alle Bezirke [gewählt]",
    "Innere Stadt (1)",
    "Landstraße (1)",
    "Favoriten (1)",
    "Mödling (1)",
  ]);
  expect(choices(all, "bedrooms")).toEqual(["Beliebig [gewählt]", "1+ (3)", "2+ (3)", "3+ (2)", "4+ (1)", "5+ (1)"]);

  const rent = await page("?status=RENT");
  expect(choices(rent, "location")).toEqual([
    "Alle Bezirke [gewählt]",
    "Innere Stadt (1)",
    "Landstraße (0) [gesperrt]",
    "Favoriten (1)",
    "Mödling (0) [gesperrt]",
  ]);
  expect(choices(rent, "propertyType")).toEqual(["Alle Typen [gewählt]", "Wohnung (1)", "Haus (0) [gesperrt]", "Büro (1)"]);
  expect(choices(rent, "bedrooms")).toEqual([
    "Beliebig [gewählt]",
    "1+ (1)",
    "2+ (1)",
    "3+ (0) [gesperrt]",
    "4+ (0) [gesperrt]",
    "5+ (0) [gesperrt]",
  ]);
});

test("a choice's own filter does not count against its neighbours, and the current choice stays pickable", async () => {
  // With Mödling chosen the other districts still say what they find (the Lage filter is left out).
  const modling = await page("?location=M%C3%B6dling");
  expect(choices(modling, "location")).toContain("Landstraße (1)");
  expect(choices(modling, "location")).toContain("Mödling (1) [gewählt]");
  expect(choices(modling, "propertyType")).toEqual(["Alle Typen [gewählt]", "Wohnung (0) [gesperrt]", "Haus (1)", "Büro (0) [gesperrt]"]);
  // Miete in Mödling finds nothing, yet Mödling stays chosen and enabled: a disabled chosen
  // option would silently leave the next search.
  const empty = await page("?status=RENT&location=M%C3%B6dling&bedrooms=5");
  expect(choices(empty, "location")).toContain("Mödling (0) [gewählt]");
  expect(choices(empty, "bedrooms")).toContain("5+ (0) [gewählt]");
});

test("an empty search offers 'Filter lockern' links that find what they promise, and a Suchauftrag for this search", async () => {
  const html = await page("?location=Favoriten&bedrooms=3");
  expect(html).toContain("Keine Immobilien gefunden");
  expect(html).toContain("Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.");
  const nav = /<nav class="search-loosen"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  expect(nav).toContain("Filter lockern");
  const links = [...nav.matchAll(/href="([^"]+)"[\s\S]*?>([\s\S]*?)<\/a>/g)].map((match) => ({
    href: (match[1] ?? "").replaceAll("&amp;", "&"),
    text: (match[2] ?? "").replace(/<[^>]+>/g, ""),
  }));
  // Without 'ab 3 Zimmer' Favoriten finds one; without Favoriten 3+ rooms find two: most first.
  expect(links.map((link) => link.text)).toEqual(["Ohne Favoriten: 2 Immobilien×", "Ohne ab 3 Zimmer: 1 Immobilie×"]);
  for (const link of links) {
    const found = await page(link.href.replace(/^\/immobilien/, "").replace(/#.*$/, ""));
    const promised = /: (\d+) Immobilie/.exec(link.text)?.[1];
    expect(found, link.href).toContain(`Gefunden: ${promised} Immobilie`);
  }
  // The search order form takes the place over from the search (ADR 0333).
  expect(html).toMatch(/<a href="\/immobilien\/suchauftrag\?location=Favoriten" class="button">Suchauftrag für diese Suche anlegen<\/a>/);
  expect(html).toContain('href="/suchauftrag/speichern?location=Favoriten&amp;bedrooms=3"');
});

test("a way out that still finds nothing is not offered, and the map view keeps its view", async () => {
  // Without Miete, Mödling with 5 rooms finds the house; without Mödling or the rooms, rentals find none there.
  const html = await page("?status=RENT&location=M%C3%B6dling&bedrooms=5&ansicht=karte");
  const nav = /<nav class="search-loosen"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
  expect(hrefs).toEqual(["/immobilien?location=M%C3%B6dling&bedrooms=5&ansicht=karte#ergebnisse"]);
  expect(html).toContain("Suchauftrag für diese Suche anlegen");
});
