// Ähnliche Immobilien by use (ADR 0350): a plot shows the plots of its use, then the buildings of
// that use (halls beside a Gewerbegrund, houses beside a Baugrund Wohnen), never across uses; a
// plot of unknown use shows any plot. Plus the rule that names a listing's use.
import { beforeAll, expect, test } from "vitest";
import { listingUse } from "~/server/listings/detail-page.server";
import { insertProperty } from "./factories";
import { startWorker } from "./harness";

const worker = startWorker();

beforeAll(async () => {
  const db = await worker.db();
  const plot = (objektnr_intern: string, objekttitel: string, objektart: string, kaufpreis: number, plz = "1230") =>
    insertProperty(db, { objektnr_intern, objekttitel, objektart, kaufpreis, plz, anzahl_zimmer: null, wohnflaeche: null });
  // For sale: two Gewerbegründe, two Baugründe Wohnen nearer in price and district, one hall.
  await plot("G1", "Gewerbegrund Liesing", "grundstueck/GEWERBE", 900000);
  await plot("G2", "Gewerbegrund Stockerau", "grundstueck/GEWERBE", 2400000, "2000");
  await plot("W1", "Baugrund Liesing", "grundstueck/WOHNEN", 880000);
  await plot("W2", "Baugrund Atzgersdorf", "grundstueck/WOHNEN", 910000);
  await insertProperty(db, {
    objektnr_intern: "H1",
    objekttitel: "Lagerhalle Liesing",
    objektart: "hallen_lager_prod/LAGERHALLE",
    kaufpreis: 950000,
    plz: "1230",
  });
  await insertProperty(db, {
    objektnr_intern: "E1",
    objekttitel: "Einfamilienhaus Liesing",
    objektart: "haus/EINFAMILIENHAUS",
    kaufpreis: 890000,
    plz: "1230",
  });
  await insertProperty(db, { objektnr_intern: "A1", objekttitel: "Wohnung Liesing", kaufpreis: 900000, plz: "1230" });
  await plot("M1", "Grundstück gemischt", "grundstueck/GEMISCHT", 700000);
  // For rent: one Gewerbegrund only, a hall, a Baugrund Wohnen.
  const rent = { angebot_typ: "Miete", kaufpreis: null, plz: "1230", anzahl_zimmer: null, wohnflaeche: null } as const;
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RG",
    objekttitel: "Gewerbegrund zu pachten",
    objektart: "grundstueck/GEWERBE",
    gesamtmietebrutto: 3000,
  });
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RW",
    objekttitel: "Baugrund zu pachten",
    objektart: "grundstueck/WOHNEN",
    gesamtmietebrutto: 3000,
  });
  await insertProperty(db, {
    ...rent,
    objektnr_intern: "RH",
    objekttitel: "Halle zu mieten",
    objektart: "hallen_lager_prod/LAGERHALLE",
    gesamtmietebrutto: 5000,
  });
});

async function similarTitles(path: string): Promise<string[]> {
  const res = await worker.fetch(path);
  expect(res.status).toBe(200);
  const section = /<section class="similar"[\s\S]*?<\/section>/.exec(await res.text())?.[0] ?? "";
  return [...section.matchAll(/<h3 class="property-card-title">([^<]*)<\/h3>/g)].map((m) => m[1] ?? "");
}

test("a Gewerbegrund shows the other Gewerbegrund first, then the hall, never a Baugrund Wohnen or a home", async () => {
  expect(await similarTitles("/immobilien/G1")).toEqual(["Gewerbegrund Stockerau", "Lagerhalle Liesing"]);
});

test("a Baugrund Wohnen shows the other Baugrund Wohnen first, then the house, never a flat or a Gewerbegrund", async () => {
  expect(await similarTitles("/immobilien/W1")).toEqual(["Baugrund Atzgersdorf", "Einfamilienhaus Liesing"]);
});

test("with no other Gewerbegrund of its offer a Gewerbegrund shows the hall rather than a Baugrund Wohnen", async () => {
  expect(await similarTitles("/immobilien/RG")).toEqual(["Halle zu mieten"]);
});

test("a plot of unknown use shows any plot of its offer, nearest in price first", async () => {
  expect(await similarTitles("/immobilien/M1")).toEqual(["Baugrund Liesing", "Gewerbegrund Liesing", "Baugrund Atzgersdorf"]);
});

test("the use: offices and shops commercial, homes residential, a plot by its subtype, else unknown", () => {
  expect(listingUse("grundstueck/GEWERBE", "land")).toBe("commercial");
  expect(listingUse("grundstueck/INDUSTRIE", "land")).toBe("commercial");
  expect(listingUse("grundstueck/WOHNEN", "land")).toBe("residential");
  expect(listingUse("Baugrund Wohnen", "land")).toBe("residential");
  expect(listingUse("grundstueck/GEMISCHT", "land")).toBeNull();
  expect(listingUse(null, "land")).toBeNull();
  expect(listingUse("hallen_lager_prod/LAGERHALLE", "commercial")).toBe("commercial");
  expect(listingUse("buero_praxen/BUEROFLAECHE", "office")).toBe("commercial");
  expect(listingUse("wohnung/ETAGE", "apartment")).toBe("residential");
  expect(listingUse("haus/VILLA", "villa")).toBe("residential");
});

test("a short row ends in a search order for the like of this listing; a full row does not", async () => {
  const section = async (path: string) =>
    /<section class="similar"[\s\S]*?<\/section>/.exec(await (await worker.fetch(path)).text())?.[0].replaceAll("&amp;", "&") ?? "";
  // One hall beside the rented Gewerbegrund: the tile closes the row, prefilled with rent, plot and place.
  const short = await section("/immobilien/RG");
  expect(short).toContain('<li class="property-grid-after"><div class="similar-search-order"><h3>Nicht das Passende dabei?</h3>');
  const href = /href="(\/immobilien\/suchauftrag\?[^"]*)"/.exec(short)?.[1] ?? "";
  const query = new URL(href, "https://example.at").searchParams;
  expect([query.get("status"), query.get("propertyType")]).toEqual(["RENT", "land"]);
  expect(query.get("location")).toMatch(/\S/);
  // The form opens with them: Miete chosen and Grundstück ticked.
  const form = await (await worker.fetch(href)).text();
  expect(form).toMatch(/<input[^>]*type="radio"[^>]*value="miete"[^>]*checked=""|<input[^>]*checked=""[^>]*value="miete"/);
  expect(form).toMatch(/name="objectTypes\.grundstueck"[^>]*checked=""|checked=""[^>]*name="objectTypes\.grundstueck"/);
  // Three similar listings fill the row: no tile.
  expect(await section("/immobilien/M1")).not.toContain("similar-search-order");
});
