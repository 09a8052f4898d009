// /immobilien: every filter of spec section 7 call 1 and section 5, with its bad values.
import { beforeAll, expect, test } from "vitest";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  await insertProperty(db, {
    objektnr_intern: "S001",
    objekttitel: "Altbau mit Balkon",
    politischer_bezirk: "Landstraße",
    plz: "1030",
    kaufpreis: 300000,
    anzahl_zimmer: 3,
    anzahl_badezimmer: 1,
    wohnflaeche: 80,
    baujahr: 1990,
    balkon_terrasse_flaeche: 5,
  });
  await insertProperty(db, {
    objektnr_intern: "S002",
    objekttitel: "Neubau-Mietwohnung",
    angebot_typ: "Miete",
    politischer_bezirk: "Favoriten",
    plz: "1100",
    kaufpreis: null,
    gesamtmietebrutto: 900,
    anzahl_zimmer: 2,
    wohnflaeche: 55,
    baujahr: 2010,
    fahrstuhl: "ja",
    balkon_terrasse_flaeche: 4,
  });
  await insertProperty(db, {
    objektnr_intern: "S003",
    objekttitel: "Einfamilienhaus mit Garten",
    objektart: "Haus",
    politischer_bezirk: "Mödling",
    plz: "2340",
    ort: "Mödling",
    kaufpreis: 850000,
    anzahl_zimmer: 5,
    anzahl_badezimmer: 2,
    wohnflaeche: 160,
    baujahr: 1975,
    garagen_flaeche: 20,
    extraAmenities: ["garten"],
  });
  await insertProperty(db, {
    objektnr_intern: "S004",
    objekttitel: "Büro in der City",
    objektart: "Büro",
    angebot_typ: "Miete",
    politischer_bezirk: "Innere Stadt",
    plz: "1010",
    lage: "Wenige Schritte zum Stephansdom.",
    kaufpreis: null,
    gesamtmietebrutto: 2500,
    anzahl_zimmer: null,
    wohnflaeche: null,
    nutzflaeche: 120,
    baujahr: 1900,
  });
  await insertProperty(db, {
    objektnr_intern: "S005",
    objekttitel: "Zurückgezogene Wohnung",
    politischer_bezirk: "Döbling",
    objektart: "Penthouse",
    active: 0,
  });
  await insertProperty(db, {
    objektnr_intern: "S006",
    objekttitel: "Kleine Garçonnière 100% renoviert",
    objektart: " ",
    kaufpreis: null,
    anzahl_zimmer: 1,
    wohnflaeche: 45,
    baujahr: null,
  });
});

async function search(query: string) {
  const res = await worker.fetch(`/immobilien${query}`);
  const html = await res.text();
  const ids = [...html.matchAll(/href="\/immobilien\/(S\d{3})"/g)].map((match) => match[1]);
  const count = /Gefunden: (\d+) Immobilien/.exec(html)?.[1];
  return { status: res.status, html, ids, count: count === undefined ? null : Number(count) };
}

const ALL = ["S006", "S004", "S003", "S002", "S001"];

test("without filters every active property shows, newest object number first", async () => {
  const result = await search("");
  expect(result.status).toBe(200);
  expect(result.count).toBe(5);
  expect(result.ids).toEqual(ALL);
  expect(result.html).toContain("Immobiliensuche");
  expect(result.html).toContain("Standardsuche");
  expect(result.html).toContain("Erweiterte Suche");
  expect(result.html).toContain('placeholder="Suchbegriff eingeben..."');
  expect(result.html).toContain("Immobilien anzeigen");
  expect(result.html).toContain("Entdecken Sie unsere exklusiven Immobilien in den besten Lagen von Wien und Umgebung.");
});

test("the withdrawn property is never listed and its values are not offered", async () => {
  const result = await search("?location=Döbling");
  expect(result.count).toBe(0);
  expect(result.html).toContain("Keine Immobilien gefunden");
  expect(result.html).toContain("Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.");
  expect(result.html).not.toContain(">Penthouse<");
});

test("type and location options come from active data: distinct, ordered, blanks removed", async () => {
  const { html } = await search("");
  const select = (name: string) => {
    const block = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
    // The hits beside each choice (' (2)') are search-facets.test.ts's subject.
    return [...block.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]?.replace(/ \(\d+\)$/, ""));
  };
  // Grouped (ADR 0177): Wohnen, Haus, Gewerbe; Vienna's districts by number, then Lower Austria.
  expect(select("propertyType")).toEqual(["Alle Typen", "Wohnung", "Haus", "Büro"]);
  expect(select("location")).toEqual(["Alle Bezirke", "Innere Stadt", "Landstraße", "Favoriten", "Mödling"]);
  expect(html).toContain('<optgroup label="Wien"><option value="Innere Stadt">');
  expect(html).toContain('<optgroup label="Niederösterreich"><option value="Mödling">');
  // Kauf or Miete is the toggle's, not a select of the panel (ADR 0333).
  expect(html).not.toContain('name="status"');
  expect(select("bedrooms")).toEqual(["Beliebig", "1+", "2+", "3+", "4+", "5+"]);
  expect(select("bathrooms")).toEqual(["Beliebig", "1+", "2+", "3+"]);
});

test("keyword searches title, description and location text, trimmed and case-insensitive", async () => {
  expect((await search("?keyword=STEPHANSDOM")).ids).toEqual(["S004"]);
  expect((await search("?keyword=%20%20garten%20")).ids).toEqual(["S003"]);
  expect((await search("?keyword=ruhiger")).count).toBe(5);
  expect((await search("?keyword=%20%20")).ids).toEqual(ALL);
  // LIKE wildcards are literal characters.
  expect((await search("?keyword=100%25")).ids).toEqual(["S006"]);
  expect((await search("?keyword=_")).count).toBe(0);
  const long = await search(`?keyword=${"a".repeat(5000)}`);
  expect(long.status).toBe(200);
  expect(long.count).toBe(0);
});

test("property type filters by the data's objektart, by the derived key, and all_types means none", async () => {
  expect((await search("?propertyType=Haus")).ids).toEqual(["S003"]);
  expect((await search("?propertyType=office")).ids).toEqual(["S004"]);
  expect((await search("?propertyType=all_types")).ids).toEqual(ALL);
});

test("location filters on the political district; all_districts means none", async () => {
  expect((await search("?location=Landstra%C3%9Fe")).ids).toEqual(["S006", "S001"]);
  expect((await search("?location=all_districts")).ids).toEqual(ALL);
});

test("status RENT and SALE filter by offer; all_status and unknown values mean none", async () => {
  expect((await search("?status=RENT")).ids).toEqual(["S004", "S002"]);
  expect((await search("?status=SALE")).ids).toEqual(["S006", "S003", "S001"]);
  expect((await search("?status=all_status")).ids).toEqual(ALL);
  expect((await search("?status=rent")).ids).toEqual(ALL);
  expect((await search("?status=RENT&status=SALE")).ids).toEqual(ALL);
});

test("price bounds apply to rent for RENT, to purchase price for SALE, to either without status", async () => {
  expect((await search("?status=RENT&priceMin=1000")).ids).toEqual(["S004"]);
  expect((await search("?status=SALE&priceMax=400000")).ids).toEqual(["S001"]);
  expect((await search("?priceMin=500000")).ids).toEqual(["S003"]);
  expect((await search("?priceMin=500&priceMax=3000")).ids).toEqual(["S004", "S002"]);
  for (const bad of ["abc", "-5", "0", "1e99", "99999999999999999999", "12abc"]) {
    const result = await search(`?priceMin=${bad}`);
    expect(result.status, bad).toBe(200);
    expect(result.ids, bad).toEqual(ALL);
  }
});

test("rooms and bathrooms are lower bounds; any_* sentinels and bad values mean none", async () => {
  expect((await search("?bedrooms=3")).ids).toEqual(["S003", "S001"]);
  expect((await search("?bathrooms=2")).ids).toEqual(["S003"]);
  expect((await search("?bedrooms=any_bedrooms&bathrooms=any_bathrooms")).ids).toEqual(ALL);
  expect((await search("?bedrooms=0&bathrooms=-1")).ids).toEqual(ALL);
  expect((await search("?bedrooms=drei")).ids).toEqual(ALL);
});

test("living area is a range on wohnflaeche only: a Nutzfläche never answers 'Wohnfläche' (ADR 0013)", async () => {
  // S004 has no wohnflaeche and a nutzflaeche of 120.
  expect((await search("?livingAreaMin=100")).ids).toEqual(["S003"]);
  expect((await search("?livingAreaMax=60")).ids).toEqual(["S006", "S002"]);
  expect((await search("?livingAreaMin=50&livingAreaMax=90")).ids).toEqual(["S002", "S001"]);
  expect((await search("?livingAreaMin=-10&livingAreaMax=viel")).ids).toEqual(ALL);
});

test("year built is a range between 1800 and the current year; values outside are ignored", async () => {
  expect((await search("?yearBuiltMin=2000")).ids).toEqual(["S002"]);
  expect((await search("?yearBuiltMax=1950")).ids).toEqual(["S004"]);
  expect((await search("?yearBuiltMin=1970&yearBuiltMax=1995")).ids).toEqual(["S003", "S001"]);
  expect((await search("?yearBuiltMin=1700")).ids).toEqual(ALL);
  expect((await search("?yearBuiltMax=3000")).ids).toEqual(ALL);
  expect((await search("?yearBuiltMin=19x0")).ids).toEqual(ALL);
});

test("amenities filter through immobilien_amenities, all selected ones required; unknown keys ignored", async () => {
  expect((await search("?amenities=garten")).ids).toEqual(["S003"]);
  expect((await search("?amenities=balkon")).ids).toEqual(["S002", "S001"]);
  expect((await search("?amenities=balkon&amenities=aufzug")).ids).toEqual(["S002"]);
  expect((await search("?amenities=garage&amenities=garten")).ids).toEqual(["S003"]);
  expect((await search("?amenities=whirlpool")).ids).toEqual(ALL);
});

test("filters combine, and the form keeps their values", async () => {
  const result = await search("?status=SALE&location=Landstra%C3%9Fe&bedrooms=2&keyword=balkon&amenities=balkon&yearBuiltMin=1980");
  expect(result.ids).toEqual(["S001"]);
  // The deal rides along as a hidden field (the toggle shows it, ADR 0333).
  expect(result.html).toContain('<input type="hidden" name="status" value="SALE"/>');
  expect(result.html).toMatch(/name="keyword"[^>]*value="balkon"/);
  expect(result.html.match(/<input type="checkbox"[^>]*value="balkon"[^>]*>/)?.[0]).toContain("checked");
});

test("sorting by price and area, ascending or descending, keeps properties without value last", async () => {
  expect((await search("?sortBy=price&sortOrder=asc")).ids).toEqual(["S002", "S004", "S001", "S003", "S006"]);
  expect((await search("?sortBy=price&sortOrder=desc")).ids).toEqual(["S003", "S001", "S004", "S002", "S006"]);
  expect((await search("?sortBy=area&sortOrder=desc")).ids).toEqual(["S003", "S004", "S001", "S002", "S006"]);
  expect((await search("?sortBy=objektnr&sortOrder=asc")).ids).toEqual([...ALL].reverse());
  expect((await search("?sortBy=nonsense&sortOrder=sideways")).ids).toEqual(ALL);
});

test("cards show type and offer badges, location, price text, facts and energy values", async () => {
  const { html } = await search("");
  expect(html).toContain("€\u00a0900 / Monat");
  // The rent says which total it is: heard before the figure, seen after its € per m²
  // ('€ 16,36 / m² Gesamtmiete', ADR 0372), where it no longer reads as the per-m² figure's name.
  expect(html).toContain('<span class="visually-hidden">Gesamtmiete </span>€\u00a0900 / Monat');
  expect(html).toMatch(/\/ m²<span class="property-card-rentlabel" aria-hidden="true">Gesamtmiete<\/span><\/span><\/p>/);
  expect(html).toContain(">Miete<");
  expect(html).toContain("Wien 10. Bezirk");
  expect(html).toContain("2 Zimmer");
  expect(html).toContain("1 Bad");
  expect(html).toContain("55\u00a0m²");
  expect(html).toContain("HWB 50\u00a0kWh/m²a");
  expect(html).toContain("fGEE 0,90");
  const sale = await search("?keyword=garçonnière");
  expect(sale.html).toContain("Preis auf Anfrage");
  expect(sale.html).toContain(">Kauf<");
});

test("Alle | Kaufen | Mieten set the status filter; a filtered search shows no offer badge", async () => {
  const mixed = await search("?sortBy=price&sortOrder=asc");
  expect(mixed.html).toContain('class="property-badge property-badge-offer');
  const nav = (html: string) => html.match(/<nav class="results-offer"[\s\S]*?<\/nav>/)?.[0] ?? "";
  // Each link keeps the other filters, goes back to page 1 and lands on the results.
  expect(nav(mixed.html)).toContain('href="/immobilien?status=SALE&amp;sort=preis-aufsteigend#ergebnisse"');
  expect(nav(mixed.html)).toContain('href="/immobilien?status=RENT&amp;sort=preis-aufsteigend#ergebnisse"');
  expect(nav(mixed.html)).toMatch(/aria-current="page"[^>]*>Alle</);
  const rent = await search("?status=RENT&ansicht=karte");
  expect(rent.html).not.toContain("property-badge-offer");
  expect(nav(rent.html)).toMatch(/aria-current="page"[^>]*>Mieten</);
  // In the Karte view the choice stays on the map.
  expect(nav(rent.html)).toContain('href="/immobilien?ansicht=karte#ergebnisse"');
  expect(nav(rent.html)).toContain('href="/immobilien?status=SALE&amp;ansicht=karte#ergebnisse"');
});

test("Kauf/Miete is the segment's, no chip (review 59); chips and 'Filter (n)' count the panel's filters (ADR 0333)", async () => {
  const chipsOf = (html: string) => html.match(/<nav class="search-chips"[\s\S]*?<\/nav>/)?.[0] ?? "";
  const only = await search("?status=SALE");
  expect(chipsOf(only.html)).toBe("");
  expect(only.html).not.toContain("Filter (1)");
  const two = await search("?status=RENT&bedrooms=2&priceMax=2000");
  const chips = chipsOf(two.html);
  expect(chips).not.toMatch(/>Miete</);
  // The room chip's link keeps the Miete filter; 'Alle Filter zurücksetzen' lifts every chip's
  // filter and keeps Miete.
  expect(chips).toContain('href="/immobilien?status=RENT&amp;priceMax=2000#ergebnisse"');
  expect(chips).toMatch(/<a[^>]*href="\/immobilien\?status=RENT#ergebnisse"[^>]*>Alle Filter zurücksetzen</);
  expect(two.html).toContain("Filter (2)");
});

test("a search answers with a Server-Timing header and never a 500 for odd query strings", async () => {
  const res = await worker.fetch("/immobilien?page=abc&amenities=&sortBy[]=x&status=%00&priceMin=%E2%82%AC");
  expect(res.status).toBe(200);
  expect(res.headers.get("Server-Timing")).toMatch(/app;desc="loader";dur=/);
});

test("the keyword index follows inserts, updates and deletes", async () => {
  const db = await worker.db();
  const row = await insertProperty(db, { objektnr_intern: "S900", objekttitel: "Loft am Wasserturm", active: 1 });
  expect((await search("?keyword=wasserturm")).ids).toEqual(["S900"]);
  await db.updateTable("immobilien").set({ objekttitel: "Loft am Kanal", search_text: "loft am kanal" }).where("id", "=", row.id).execute();
  expect((await search("?keyword=wasserturm")).ids).toEqual([]);
  expect((await search("?keyword=kanal")).ids).toEqual(["S900"]);
  await db.deleteFrom("immobilien").where("id", "=", row.id).execute();
  expect((await search("?keyword=kanal")).ids).toEqual([]);
});

test("the filter sheet's live count (anzahl.json) says what the list finds, answers 503 in German when D1 fails", async () => {
  for (const query of ["", "?status=RENT", "?location=Mödling", "?keyword=garçonnière", "?priceMin=500000", "?amenities=garten"]) {
    const res = await worker.fetch(`/immobilien/anzahl.json${query}`);
    expect(res.status, query).toBe(200);
    expect(await res.json(), query).toEqual({ total: (await search(query)).ids.length });
  }
  const { DB } = await worker.env();
  await DB.exec("ALTER TABLE immobilien RENAME TO immobilien_weg");
  try {
    const res = await worker.fetch("/immobilien/anzahl.json?status=SALE");
    expect(res.status).toBe(503);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ error: "Die Anzahl konnte nicht ermittelt werden." });
  } finally {
    await DB.exec("ALTER TABLE immobilien_weg RENAME TO immobilien");
  }
});

test("the count line is the results' h2; the phone bar links each order of this search (ADR 0178)", async () => {
  const { html } = await search("?status=SALE&page=2");
  expect(html).toMatch(/<h2 id="search-results-count" class="search-count"[^>]*>Gefunden: \d+ Immobilien? zum Kauf<\/h2>/);
  const bar = html.slice(
    html.indexOf('<div class="results-toolbar">'),
    html.indexOf("</details>", html.indexOf('class="results-toolbar"')),
  );
  // Each order: the same filters, back on page 1, landing on the results; the current one marked.
  expect(bar).toContain('href="/immobilien?status=SALE&amp;sort=preis-aufsteigend#ergebnisse"');
  expect(bar).toMatch(/<a aria-current="true"[^>]*href="\/immobilien\?status=SALE#ergebnisse"[^>]*>Neueste<\/a>/);
  // Without JavaScript 'Filter (1)' is a link to the form shown in place.
  expect(bar).toContain('href="#search-panel-title"');
  expect(bar).not.toContain("page=2");
});
