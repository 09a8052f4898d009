// The seeded pictures (scripts/seed/images.mjs, review 64): every listing has a card picture of
// its own, the picture shows what the listing is, its Baujahr fits the building in the picture,
// and every picture the seed names exists in all three sizes.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { COVER_NAMES, coverStyle } from "./images.mjs";
import { buildProperties } from "./properties.mjs";

type Row = { objektnr_intern: string; objektart: string; baujahr: number | null; titelbild_url: string | null; bilder_urls: string };

const rows = buildProperties() as Row[];
const nameOf = (url: string) => url.replace(/^\/images\/properties\//, "").replace(/\.webp$/, "");
const cover = (row: Row) => (row.titelbild_url ? nameOf(row.titelbild_url) : null);
const withCover = rows.filter((row) => cover(row) !== null);

/** Which cover pictures fit an objektart (prefix of the picture's name). */
const FITTING: [RegExp, RegExp][] = [
  [/^wohnung\/DACHGESCHOSS$/, /^terrace-/],
  [/^wohnung\//, /^(altbau|modern)-/],
  [/^haus\/VILLA$/, /^villa-/],
  [/^haus\//, /^house-/],
  [/^buero_praxen\/BUEROFLAECHE$/, /^office-/],
  [/^buero_praxen\/PRAXISFLAECHE$/, /^altbau-/],
  [/^(einzelhandel|gastgewerbe)\//, /^shop-/],
  [/^hallen_lager_prod\//, /^hall-/],
  [/^grundstueck\/GEWERBE$/, /^plot-/],
  [/^grundstueck\//, /^land-/],
  [/^zinshaus_renditeobjekt\//, /^altbau-/],
];

describe("seeded pictures", () => {
  test("no two listings share their first picture", () => {
    const seen = new Map<string, string>();
    for (const row of withCover) {
      const name = cover(row) as string;
      expect(seen.get(name), `${row.objektnr_intern} and ${seen.get(name)} both show ${name}`).toBeUndefined();
      seen.set(name, row.objektnr_intern);
    }
    expect(seen.size).toBe(withCover.length);
    expect(withCover.length).toBeGreaterThan(75);
  });

  test("the first picture shows what the listing is", () => {
    for (const row of withCover) {
      const rule = FITTING.find(([objektart]) => objektart.test(row.objektart));
      expect(rule, row.objektart).toBeDefined();
      expect(cover(row), `${row.objektnr_intern} (${row.objektart})`).toMatch((rule as [RegExp, RegExp])[1]);
    }
  });

  test("a plot for business shows no vineyard, a hall shows a hall", () => {
    const business = rows.filter((row) => row.objektart === "grundstueck/GEWERBE" && row.titelbild_url);
    const halls = rows.filter((row) => row.objektart.startsWith("hallen_lager_prod/") && row.titelbild_url);
    expect(business.length).toBeGreaterThan(0);
    expect(halls.length).toBeGreaterThan(0);
    for (const row of business) expect(cover(row)).not.toBe("land-2");
    for (const row of halls) expect(cover(row)).toMatch(/^hall-/);
  });

  test("the Baujahr fits the building in the first picture", () => {
    for (const row of withCover) {
      const style = coverStyle(cover(row) as string);
      if (row.baujahr === null || style === null) continue;
      if (style === "modern") expect(row.baujahr, `${row.objektnr_intern} shows ${cover(row)}`).toBeGreaterThanOrEqual(1995);
      else expect(row.baujahr, `${row.objektnr_intern} shows ${cover(row)}`).toBeLessThanOrEqual(1914);
    }
    // the office block of review 64, once 'Baujahr 1918'
    const office = rows.find((row) => row.objektnr_intern === "211629") as Row;
    expect(coverStyle(cover(office) as string)).toBe("modern");
    expect(office.baujahr).toBeGreaterThanOrEqual(1995);
  });

  test("no gallery shows another listing's first picture", () => {
    for (const row of withCover) {
      const [, ...rest] = (JSON.parse(row.bilder_urls) as string[]).map(nameOf);
      for (const name of rest) expect(COVER_NAMES.has(name), `${row.objektnr_intern} shows ${name}`).toBe(false);
    }
  });

  test("every seeded picture exists as large, medium and small file", () => {
    const dir = join(import.meta.dirname, "..", "..", "public", "images", "properties");
    const names = new Set(rows.flatMap((row) => (JSON.parse(row.bilder_urls) as string[]).map(nameOf)));
    for (const name of names)
      for (const suffix of ["", "-md", "-sm"]) expect(existsSync(join(dir, `${name}${suffix}.webp`)), `${name}${suffix}.webp`).toBe(true);
  });
});
