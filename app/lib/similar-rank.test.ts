import { expect, test } from "vitest";
import { rankSimilar, similarDistance } from "./similar-rank";

const flat = { price_value: 3578, area_value: 164, district_label: "Wien 2. Bezirk" };

test("a far smaller flat next door ranks after one of the same size a district away", () => {
  const garconniere = { id: "klein", price_value: 700, area_value: 33.5, district_label: "Wien 2. Bezirk" };
  const alike = { id: "gleich", price_value: 3400, area_value: 150, district_label: "Wien 3. Bezirk" };
  expect(rankSimilar(flat, [garconniere, alike]).map((c) => c.id)).toEqual(["gleich", "klein"]);
});

test("with the same size, the same district comes first, then the nearer price", () => {
  const target = { price_value: 400_000, area_value: 80, district_label: "Wien 7. Bezirk" };
  const rows = [
    { id: "S4", price_value: 150_000, area_value: 80, district_label: "Wien 21. Bezirk" },
    { id: "S3", price_value: 380_000, area_value: 80, district_label: "Wien 10. Bezirk" },
    { id: "S2", price_value: 405_000, area_value: 80, district_label: "Wien 4. Bezirk" },
    { id: "S1", price_value: 520_000, area_value: 80, district_label: "Wien 7. Bezirk" },
  ];
  expect(rankSimilar(target, rows).map((c) => c.id)).toEqual(["S1", "S2", "S3", "S4"]);
});

test("an unknown figure on the listing weighs nothing; on a candidate it counts as a miss", () => {
  expect(similarDistance({ price_value: null, area_value: null, district_label: null }, flat)).toBe(0);
  expect(similarDistance(flat, { ...flat, area_value: null })).toBe(1);
  expect(rankSimilar(flat, [{ ...flat, area_value: null }, flat])[0]).toBe(flat);
});
