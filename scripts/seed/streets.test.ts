// The seeded positions (scripts/seed/streets.mjs): every listing's circle centre lies on the
// street its address, title and Lage text name, every circle has the one radius, and the demo
// basemap draws that street under it.
import { describe, expect, test } from "vitest";
import { demoFeatures } from "../map-demo.mjs";
import { LOCATIONS } from "./locations.mjs";
import { APPROXIMATE_RADIUS_M, buildProperties } from "./properties.mjs";
import { distanceToLine, houseNumberAt, lineLength, STREETS, streetLine } from "./streets.mjs";

type Row = {
  objektnr_intern: string;
  address: string;
  ort: string;
  plz: string;
  lat_ungenaeher: number;
  lon_ungenaeher: number;
  umkreis_meter: number;
};

/** A listing is on its street when its point is within this many metres of the street's line. */
const TOLERANCE_M = 100;

const rows = buildProperties() as Row[];
const placeOf = (row: Row) => LOCATIONS.find((loc) => loc.plz === row.plz && loc.ort === row.ort);
const streetOf = (row: Row) => row.address.replace(/ \d+, .*$/, "");
const point = (row: Row) => ({ lat: row.lat_ungenaeher, lon: row.lon_ungenaeher });

describe("seeded positions", () => {
  test("every street of every place has a line, inside the region of the demo map", () => {
    for (const loc of LOCATIONS) {
      for (const street of loc.streets) {
        const line = streetLine(loc.key, street);
        expect(line.length, `${loc.key} ${street}`).toBeGreaterThanOrEqual(2);
        // Each point within 5 km of the place: a line drawn in the wrong town fails here.
        for (const [lon, lat] of line)
          expect(
            distanceToLine(
              [
                [loc.lon, loc.lat],
                [loc.lon, loc.lat],
              ],
              { lat, lon },
            ),
            `${loc.key} ${street}`,
          ).toBeLessThan(5000);
      }
      expect(Object.keys((STREETS as Record<string, object>)[loc.key] ?? {}).sort()).toEqual([...loc.streets].sort());
    }
  });

  test(`each listing's point lies within ${TOLERANCE_M} m of the street it names`, () => {
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      const loc = placeOf(row);
      expect(loc, row.objektnr_intern).toBeDefined();
      const distance = distanceToLine(streetLine(loc?.key ?? "", streetOf(row)), point(row));
      expect(distance, `${row.objektnr_intern} ${row.address}`).toBeLessThanOrEqual(TOLERANCE_M);
    }
  });

  test("the listings the review named sit on their streets, not in the district's centre", () => {
    const byNumber = (number: string) => rows.find((row) => row.objektnr_intern === number) as Row;
    // Annagasse, between Kärntner Straße and the Ring: not on Schubertring or in the Stadtpark.
    expect(streetOf(byNumber("210208"))).toBe("Annagasse");
    expect(byNumber("210208").lon_ungenaeher).toBeLessThan(16.374);
    // The Botschaftsviertel part of Rennweg, west of the S-Bahn station: not St. Marx or Erdberg.
    expect(streetOf(byNumber("210284"))).toBe("Rennweg");
    expect(byNumber("210284").lon_ungenaeher).toBeLessThan(16.387);
  });

  test(`every listing has the one radius, ${APPROXIMATE_RADIUS_M} m`, () => {
    expect(new Set(rows.map((row) => row.umkreis_meter))).toEqual(new Set([APPROXIMATE_RADIUS_M]));
  });

  test("the demo map draws a road of that name within the tolerance of every listing", () => {
    const roads = demoFeatures().features.filter((f) => f.properties.layer === "roads" && f.geometry.type === "LineString");
    for (const row of rows) {
      const near = roads
        .filter((road) => road.properties.name === streetOf(row))
        .map((road) => distanceToLine(road.geometry.coordinates as [number, number][], point(row)));
      expect(Math.min(...near), `${row.objektnr_intern} ${row.address}`).toBeLessThanOrEqual(TOLERANCE_M);
    }
  });
});

test("house numbers fit the street: odd on one side, even on the other, none beyond its length", () => {
  const line: [number, number][] = [
    [16.3652, 48.2118],
    [16.3652, 48.2118 + 250 / 111_320],
  ];
  // 250 m: nine buildings a side, so 1 to 18.
  expect(houseNumberAt(line, 0, 10)).toBe(1);
  expect(houseNumberAt(line, 0, -10)).toBe(2);
  expect(houseNumberAt(line, 1, 10)).toBe(17);
  expect(houseNumberAt(line, 1, -10)).toBe(18);
  expect(houseNumberAt(line, 0.5, -3)).toBe(10);
});

test("every seeded address has a house number its street can hold", () => {
  for (const row of rows) {
    const line = streetLine(placeOf(row)?.key ?? "", streetOf(row));
    const number = Number(/ (\d+), /.exec(row.address)?.[1]);
    expect(number, row.address).toBeGreaterThanOrEqual(1);
    expect(number, row.address).toBeLessThanOrEqual(2 * Math.max(2, Math.round(lineLength(line) / 28)));
  }
});
