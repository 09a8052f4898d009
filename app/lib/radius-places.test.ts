// The radius search's places and distance.
import { expect, test } from "vitest";
import { parseRadius, radiusDistanceKm } from "./property-filters";
import { RADIUS_PLACES, radiusPlace } from "./radius-places";

test("places: unique keys, Vienna labelled as the listings name districts, all in Vienna or Lower Austria", () => {
  expect(new Set(RADIUS_PLACES.map((place) => place.key)).size).toBe(RADIUS_PLACES.length);
  expect(RADIUS_PLACES.filter((place) => place.group === "Wien")).toHaveLength(23);
  expect(radiusPlace("wien-7")?.label).toBe("Wien 7., Neubau");
  for (const place of RADIUS_PLACES) {
    expect(place.lon, place.key).toBeGreaterThan(14.4);
    expect(place.lon, place.key).toBeLessThan(17.1);
    expect(place.lat, place.key).toBeGreaterThan(47.4);
    expect(place.lat, place.key).toBeLessThan(49.05);
  }
});

test("the equirectangular distance is within 1 % of the great-circle distance up to 50 km", () => {
  const haversine = (lat1: number, lon1: number, lat2: number, lon2: number) => {
    const rad = Math.PI / 180;
    const a =
      Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
    return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
  };
  const place = radiusPlace("wien-1");
  if (!place) throw new Error("wien-1 missing");
  for (const [dLat, dLon] of [
    [0.018, 0],
    [0, 0.027],
    [0.09, 0.13],
    [-0.3, 0.4],
  ] as const) {
    const ours = radiusDistanceKm({ km: 1, place }, place.lat + dLat, place.lon + dLon);
    const exact = haversine(place.lat, place.lon, place.lat + dLat, place.lon + dLon);
    expect(Math.abs(ours - exact) / exact, `${dLat},${dLon}`).toBeLessThan(0.01);
  }
});

test("parseRadius: a usable radius, nothing, or a German reason", () => {
  const parse = (query: string) => parseRadius(new URLSearchParams(query));
  expect(parse("umkreis=2&um=wien-7").radius).toMatchObject({ km: 2, place: { key: "wien-7" } });
  expect(parse("umkreis=2,5&um=baden").radius?.km).toBe(2.5);
  expect(parse("")).toEqual({ radius: null, error: null });
  expect(parse("umkreis=&um=")).toEqual({ radius: null, error: null });
  expect(parse("umkreis=2&um=nowhere").error).toBe("Bitte wählen Sie für die Umkreissuche einen Ort aus der Liste.");
  for (const km of ["0", "0.4", "51", "1e3", "-1", "zwei"]) {
    expect(parse(`umkreis=${km}&um=wien-7`).error, km).toBe("Bitte wählen Sie einen Umkreis zwischen 0,5 und 50 km.");
  }
});
