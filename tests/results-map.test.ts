// The results map (issue 16 item 3, ADR 0047): /immobilien?ansicht=karte keeps the list in the HTML
// and adds the consent-gated map; /immobilien/karte.json gives every matching active listing (all
// pages) at its approximate location, with the card's data for the popup.
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
    price: "€ 990 / Monat",
    location: expect.any(String),
    facts: "3 Zimmer · 80 m²",
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

test("the Karte view is a shareable URL that keeps the list and offers the map after consent", async () => {
  const html = (await (await worker.fetch("/immobilien?status=SALE&ansicht=karte")).text()).replace(/<!-- -->/g, "");
  expect(html).toContain('data-ansicht="karte"');
  expect(html).toMatch(
    /<a[^>]*aria-current="page"[^>]*href="\/immobilien\?status=SALE&amp;ansicht=karte"[^>]*>Karte<\/a>|<a[^>]*href="\/immobilien\?status=SALE&amp;ansicht=karte"[^>]*aria-current="page"[^>]*>Karte<\/a>/,
  );
  expect(html).toContain("Karte laden");
  // Without JavaScript the list stays: the cards are in the page.
  expect(html).toContain('class="property-grid"');
  // No map library in the page until the visitor agrees.
  expect(html).not.toMatch(/maplibre|results-map\.client/);
  const list = await (await worker.fetch("/immobilien")).text();
  expect(list).toContain('data-ansicht="liste"');
  expect(list).not.toContain("Karte laden");
});
