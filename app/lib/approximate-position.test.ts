import { expect, test } from "vitest";
import { distanceMetres, offsetCentre, positionSeed } from "./approximate-position";

const home = { lat: 48.2087578, lon: 16.3725042 };

test("the published centre lies 30-80 % of the radius away, so the circle still holds the property", async () => {
  for (let i = 0; i < 200; i++) {
    const seed = await positionSeed("geheimer-schluessel", `OBJ-${i}`);
    const centre = offsetCentre(home.lat, home.lon, 500, seed);
    const distance = distanceMetres(home, centre);
    expect(distance).toBeGreaterThanOrEqual(0.3 * 500 - 0.5);
    expect(distance).toBeLessThanOrEqual(0.8 * 500 + 0.5);
  }
});

test("the same listing gets the same centre every time; other listings or keys another", async () => {
  const a = offsetCentre(home.lat, home.lon, 300, await positionSeed("k", "4711"));
  const again = offsetCentre(home.lat, home.lon, 300, await positionSeed("k", "4711"));
  const other = offsetCentre(home.lat, home.lon, 300, await positionSeed("k", "4712"));
  const otherKey = offsetCentre(home.lat, home.lon, 300, await positionSeed("k2", "4711"));
  expect(again).toEqual(a);
  expect(other).not.toEqual(a);
  expect(otherKey).not.toEqual(a);
});

test("directions spread around the circle: no quarter is avoided", async () => {
  const quarters = new Set<number>();
  for (let i = 0; i < 40; i++) {
    const c = offsetCentre(home.lat, home.lon, 500, await positionSeed("k", String(i)));
    quarters.add((c.lat > home.lat ? 1 : 0) + (c.lon > home.lon ? 2 : 0));
  }
  expect(quarters.size).toBe(4);
});
