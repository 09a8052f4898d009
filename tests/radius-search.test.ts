// Radius search: "Umkreis 2 km um Wien 7., Neubau" as two fields of the filter form
// (the one GET search form); `umkreis` and `um` filter the list, the count and /immobilien/karte.json by
// the listings' published circle centres; bad input gets a German message, never a 500.
import { beforeAll, expect, test } from "vitest";
import type { MapMarker } from "~/lib/map-marker";
import { radiusPlace } from "~/lib/radius-places";
import { insertFeedCredentials, insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();
const NEUBAU = radiusPlace("wien-7") ?? { lat: 0, lon: 0 };
const KM_LAT = 1 / 111.32;
const KM_LON = 1 / (111.32 * Math.cos((NEUBAU.lat * Math.PI) / 180));

beforeAll(async () => {
  const db = await worker.db();
  await insertFeedCredentials(db);
  const at = (objektnr: string, title: string, northKm: number, eastKm: number, extra = {}) =>
    insertProperty(db, {
      objektnr_intern: objektnr,
      objekttitel: title,
      lat_ungenaeher: Math.round((NEUBAU.lat + northKm * KM_LAT) * 1e6) / 1e6,
      lon_ungenaeher: Math.round((NEUBAU.lon + eastKm * KM_LON) * 1e6) / 1e6,
      ...extra,
    });
  await at("RAD1", "Nah 0,5 km", 0.5, 0);
  await at("RAD2", "Mittel 1,5 km", 0, 1.5);
  // Inside the 2 km box around Neubau but 2.26 km away: a box alone would wrongly include it.
  await at("RAD3", "Ecke 2,26 km", 1.6, 1.6);
  await at("RAD4", "Weit 4 km", -4, 0);
  await at("RAD5", "Miete 0,9 km", 0, -0.9, { angebot_typ: "Miete", kaufpreis: null, gesamtmietebrutto: 1200 });
  await insertProperty(db, { objektnr_intern: "RADFAR", objekttitel: "Baden weit weg", lat_ungenaeher: 48.0069, lon_ungenaeher: 16.2308 });
});

async function markers(query: string): Promise<MapMarker[]> {
  const res = await worker.fetch(`/immobilien/karte.json${query}`);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { markers: MapMarker[] }).markers;
}

const titles = (list: MapMarker[]) => list.map((marker) => marker.title).sort();
const page = async (query: string) => (await (await worker.fetch(`/immobilien${query}`)).text()).replace(/<!-- -->/g, "");
const count = (html: string) => /Gefunden: (\d+) Immobilien/.exec(html)?.[1];

test("umkreis around a place filters the markers by distance, a circle and not its box", async () => {
  expect(titles(await markers("?umkreis=1&um=wien-7"))).toEqual(["Miete 0,9 km", "Nah 0,5 km"].sort());
  expect(titles(await markers("?umkreis=2&um=wien-7"))).toEqual(["Miete 0,9 km", "Mittel 1,5 km", "Nah 0,5 km"].sort());
  expect(titles(await markers("?umkreis=2,5&um=wien-7"))).toContain("Ecke 2,26 km");
  expect(titles(await markers("?umkreis=5&um=wien-7"))).toHaveLength(5);
  // With other filters, and around a Lower Austrian town.
  expect(titles(await markers("?umkreis=2&um=wien-7&status=RENT"))).toEqual(["Miete 0,9 km"]);
  expect(titles(await markers("?umkreis=1&um=baden"))).toEqual(["Baden weit weg"]);
});

test("the markers keep the published centres; the response holds no other coordinates", async () => {
  const res = await worker.fetch("/immobilien/karte.json?umkreis=1&um=wien-7");
  const body = await res.text();
  const near = (JSON.parse(body) as { markers: MapMarker[] }).markers.find((marker) => marker.title === "Nah 0,5 km");
  expect(near?.lat).toBe(Math.round((NEUBAU.lat + 0.5 * KM_LAT) * 1e6) / 1e6);
  // Two markers inside 1 km, each with one lat and one lon: nothing else is a coordinate.
  expect(body.match(/"(lat|lon)":/g)?.length).toBe(4);
});

test("the list and the count follow the radius without JavaScript, and its links keep it", async () => {
  const html = await page("?umkreis=2&um=wien-7");
  expect(count(html)).toBe("3");
  expect(html).not.toContain("Weit 4 km");
  expect(html).not.toContain("Ecke 2,26 km");
  expect(html).toContain("Umkreis 2 km um Wien 7., Neubau.");
  expect(html).toContain('href="/immobilien/?umkreis=2&amp;um=wien-7&amp;ansicht=karte"'.replace("/?", "?"));
  // Removing the radius in the list view goes back to the unfiltered list.
  expect(html).toMatch(/<a[^>]*href="\/immobilien"[^>]*>Umkreis aufheben<\/a>/);
});

test("the filter form has the Umkreis fields; from the map it stays on the map and drops a map area", async () => {
  const html = await page("?status=SALE&bereich=16.3,48.1,16.4,48.3&ansicht=karte");
  const form = /<form[^>]*class="search-form"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  expect(form).toMatch(/method="get"/);
  expect(form).toMatch(/action="\/immobilien#ergebnisse"/);
  expect(form).toContain('<input type="hidden" name="ansicht" value="karte"/>');
  expect(form).not.toContain('name="bereich"');
  expect(form).toMatch(/<legend class="visually-hidden">Umkreissuche<\/legend>/);
  // The place first, the distance after it, and the hint for the plain form (ADR 0337).
  expect(form.indexOf('name="um"')).toBeLessThan(form.indexOf('name="umkreis"'));
  expect(form).toContain("Der Radius gilt erst mit einem Ort.");
  expect(form).toMatch(/<select id="search-umkreis" name="umkreis"/);
  expect(form).toMatch(/<select id="search-um" name="um"/);
  expect(form).toContain('<option value="" selected="">Ort wählen</option>');
  expect(form).toContain('<option value="wien-7">Wien 7., Neubau</option>');
  expect(form).toContain('<option value="moedling">Mödling</option>');
  // The list view's form does not switch to the map.
  expect(await page("?status=SALE")).not.toContain('name="ansicht"');
  // Submitting it is the plain GET a browser without JavaScript sends (every field, the
  // status as chosen, the sentinels for the rest).
  const submitted = await page("?keyword=&status=SALE&umkreis=2&um=wien-7&ansicht=karte");
  expect(count(submitted)).toBe("2");
  expect(submitted).toContain("Umkreis 2 km um Wien 7., Neubau.");
  expect(submitted).toMatch(/<option value="wien-7" selected="">/);
  // "Umkreis aufheben" on the map keeps the map and the other filters.
  expect(submitted).toMatch(/<a[^>]*href="\/immobilien\?status=SALE&amp;ansicht=karte"[^>]*>Umkreis aufheben<\/a>/);
  // The map fetches the markers with the radius.
  expect(submitted).toContain("/immobilien/karte.json?status=SALE\\u0026umkreis=2\\u0026um=wien-7");
});

test("a radius with no results keeps its fields filled in the form, so it can be widened", async () => {
  const html = await page("?umkreis=1&um=st-poelten&ansicht=karte");
  expect(count(html)).toBe("0");
  expect(html).toMatch(/<option value="st-poelten" selected="">/);
  expect(html).toContain("Umkreis aufheben");
});

test("bad radius input: a German message beside the form, the search without it, never a 500", async () => {
  const unfiltered = count(await page(""));
  const cases: [string, string][] = [
    ["?umkreis=2&um=atlantis", "Bitte wählen Sie für die Umkreissuche einen Ort aus der Liste."],
    ["?umkreis=2&um=wien-7&um=wien-8", "Bitte wählen Sie für die Umkreissuche einen Ort aus der Liste."],
    ["?umkreis=abc&um=wien-7", "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km."],
    ["?umkreis=0&um=wien-7", "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km."],
    ["?umkreis=500&um=wien-7", "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km."],
    ["?umkreis=-2&um=wien-7", "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km."],
    [`?umkreis=2&um=${"x".repeat(3000)}`, "Bitte wählen Sie für die Umkreissuche einen Ort aus der Liste."],
    ["?um=wien-7", "Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km."],
  ];
  for (const [query, message] of cases) {
    for (const view of ["", "&ansicht=karte"]) {
      const res = await worker.fetch(`/immobilien${query}${view}`);
      expect(res.status, query + view).toBe(200);
      const html = (await res.text()).replace(/<!-- -->/g, "");
      expect(html, query + view).toContain(message);
      expect(count(html), query + view).toBe(unfiltered);
    }
    for (const resource of ["karte.json", "anzahl.json"]) {
      const json = await worker.fetch(`/immobilien/${resource}${query}`);
      expect(json.status, resource + query).toBe(400);
      expect(await json.json()).toEqual({ error: message });
    }
  }
  // The form's empty choice ("Ort wählen") is no search and no error, whatever the distance
  // select says: the filter form always sends one.
  for (const query of ["?umkreis=&um=&ansicht=karte", "?umkreis=2&um=", "?umkreis=2"]) {
    const empty = await page(query);
    expect(count(empty), query).toBe(unfiltered);
    expect(empty, query).not.toContain('role="alert"');
  }
});
