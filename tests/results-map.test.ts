// The results map: /immobilien?ansicht=karte keeps the list in the HTML and adds the map (no
// consent click: our own basemap); /immobilien/karte.json gives every matching active listing at
// its approximate location with the card's data.
import { beforeAll, expect, test } from "vitest";
import type { MapMarker } from "~/lib/map-marker";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  // 15 sales: more than one page of 12.
  for (let i = 0; i < 15; i++)
    await insertProperty(db, {
      objektnr_intern: `MAP${String(i).padStart(2, "0")}`,
      lat_ungenaeher: 48.2 + i / 1000,
      lon_ungenaeher: 16.37,
    });
  await insertProperty(db, {
    objektnr_intern: "MAPRENT",
    objekttitel: "Mietwohnung Karte",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 990,
    lat_ungenaeher: 48.25,
    lon_ungenaeher: 16.4,
  });
  await insertProperty(db, { objektnr_intern: "MAPGONE", objekttitel: "Verkauft Karte", active: 0, withdrawn_at: "2026-01-01T00:00:00Z" });
  await insertProperty(db, { objektnr_intern: "MAPNONE", objekttitel: "Ohne Koordinaten", lat_ungenaeher: null, lon_ungenaeher: null });
  await insertProperty(db, { objektnr_intern: "MAPZERO", objekttitel: "Null Insel", lat_ungenaeher: 0, lon_ungenaeher: 0 });
});

async function markers(query = ""): Promise<MapMarker[]> {
  const res = await worker.fetch(`/immobilien/karte.json${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("application/json");
  return ((await res.json()) as { markers: MapMarker[] }).markers;
}

test("the markers cover every page of the results, only active listings with a location", async () => {
  const all = await markers();
  expect(all).toHaveLength(16);
  const titles = all.map((marker) => marker.title);
  for (const missing of ["Verkauft Karte", "Ohne Koordinaten", "Null Insel"]) expect(titles).not.toContain(missing);
});

test("each marker sits at the approximate centre the detail map shows, with the card's data", async () => {
  const rent = (await markers()).find((marker) => marker.title === "Mietwohnung Karte");
  expect(rent).toEqual({
    id: expect.any(Number),
    lat: 48.25,
    lon: 16.4,
    href: "/immobilien/MAPRENT",
    title: "Mietwohnung Karte",
    price: "€\u00a0990 / Monat",
    pin: "990\u00a0€/Monat",
    location: expect.any(String),
    facts: "3 Zimmer · 80\u00a0m²",
    image: expect.stringMatching(/^\//),
    offer: "Miete",
  });
});

test("the markers follow the search's filters", async () => {
  const rentals = await markers("?status=RENT");
  expect(rentals.map((marker) => marker.title)).toEqual(["Mietwohnung Karte"]);
  const sales = await markers("?status=SALE&page=2");
  expect(sales).toHaveLength(15);
});

test("bad filter values fall back to defaults, never a 500", async () => {
  for (const query of ["?status=%00", "?priceMin=abc&bedrooms=-1", `?keyword=${"x".repeat(5000)}`, "?amenities=nope&page=999999"]) {
    const res = await worker.fetch(`/immobilien/karte.json${query}`);
    expect(res.status).toBe(200);
  }
});

test("the Karte view is a shareable URL that keeps the list and loads the map on demand", async () => {
  const html = (await (await worker.fetch("/immobilien?status=SALE&ansicht=karte")).text()).replace(/<!-- -->/g, "");
  expect(html).toContain('data-ansicht="karte"');
  expect(html).toMatch(
    /<a[^>]*aria-current="page"[^>]*href="\/immobilien\?status=SALE&amp;ansicht=karte"[^>]*>Karte<\/a>|<a[^>]*href="\/immobilien\?status=SALE&amp;ansicht=karte"[^>]*aria-current="page"[^>]*>Karte<\/a>/,
  );
  expect(html).toContain("Für die Karte wird JavaScript benötigt.");
  // Without JavaScript the list stays: the cards are in the page.
  expect(html).toContain('class="property-grid"');
  // The map library is a chunk imported by the Karte view, never part of the page itself.
  expect(html).not.toMatch(/maplibre|results-map\.client/);
  const list = await (await worker.fetch("/immobilien")).text();
  expect(list).toContain('data-ansicht="liste"');
  expect(list).not.toContain("Für die Karte wird JavaScript benötigt.");
});

// Search by map area (ADR 0163): bereich=west,south,east,north on the published centres.
const AROUND_RENT = "16.39,48.24,16.41,48.26";
const AROUND_FIVE_SALES = "16.36,48.1995,16.38,48.2045";

test("bereich filters the markers to the published centres inside the area", async () => {
  expect((await markers(`?bereich=${AROUND_RENT}`)).map((marker) => marker.title)).toEqual(["Mietwohnung Karte"]);
  const five = await markers(`?bereich=${AROUND_FIVE_SALES}`);
  expect(five).toHaveLength(5);
  for (const marker of five) expect(marker.lat).toBeGreaterThanOrEqual(48.1995);
  // With other filters: the area and the offer type together.
  expect(await markers(`?bereich=${AROUND_RENT}&status=SALE`)).toEqual([]);
});

test("bereich filters the list and the count without JavaScript, and the URL keeps it", async () => {
  const html = (await (await worker.fetch(`/immobilien?bereich=${AROUND_FIVE_SALES}`)).text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Gefunden: 5 Immobilien");
  expect(html).not.toContain("Mietwohnung Karte");
  // The Karte link carries the area; the map view offers to lift it again.
  expect(html).toContain(`href="/immobilien?bereich=${AROUND_FIVE_SALES.replaceAll(",", "%2C")}&amp;ansicht=karte"`);
  const mapView = (await (await worker.fetch(`/immobilien?bereich=${AROUND_FIVE_SALES}&ansicht=karte`)).text()).replace(/<!-- -->/g, "");
  expect(mapView).toContain("Bereich aufheben");
  expect(mapView).toContain('href="/immobilien?ansicht=karte"');
});

test("an unusable bereich is ignored like any bad filter value, never a 500", async () => {
  const count = (html: string) => /Gefunden: (\d+) Immobilien/.exec(html.replace(/<!-- -->/g, ""))?.[1];
  const unfiltered = count(await (await worker.fetch("/immobilien")).text());
  expect(unfiltered).toBeDefined();
  for (const bad of ["1,2,3", "16.4,48.2,16.3,48.3", "a,b,c,d", "200,0,201,1", "16.3,48.2,16.4,48.2", `${"1".repeat(100)},1,2,3`]) {
    const page = await worker.fetch(`/immobilien?bereich=${encodeURIComponent(bad)}`);
    expect(page.status, bad).toBe(200);
    expect(count(await page.text()), bad).toBe(unfiltered);
    expect(await markers(`?bereich=${encodeURIComponent(bad)}`), bad).toHaveLength(16);
  }
});
