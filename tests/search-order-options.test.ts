// The search order's Objektarten by Nutzung and its price range's words (ADR 0367).
import { expect, test } from "vitest";
import { OBJECT_TYPES, objectTypeFits, priceRangeLabel } from "~/lib/schemas/options";

const fitting = (usage: string | null) => OBJECT_TYPES.filter((type) => objectTypeFits(type.key, usage)).map((type) => type.key);

test("a Nutzung leaves the Objektarten that fit it; none or an unknown one leaves all", () => {
  expect(fitting("wohnen")).toEqual(["wohnung", "haus", "reihenhaus", "doppelhaushaelfte", "garage", "grundstueck"]);
  expect(fitting("gewerbe")).toEqual(["garage", "buero", "geschaeftslokal", "gastronomie", "grundstueck"]);
  expect(fitting("anlage")).toContain("zinshaus");
  expect(fitting("anlage")).not.toContain("gastronomie");
  expect(fitting(null)).toHaveLength(OBJECT_TYPES.length);
  expect(fitting("<script>")).toHaveLength(OBJECT_TYPES.length);
});

test("the price range says what is paid: a purchase price, a monthly rent, or a price", () => {
  expect(priceRangeLabel("kauf")).toEqual({ label: "Kaufpreis", unit: " (€)" });
  expect(priceRangeLabel("miete")).toEqual({ label: "Miete", unit: " (€ pro Monat)" });
  expect(priceRangeLabel(null)).toEqual({ label: "Preis", unit: " (€)" });
  expect(priceRangeLabel("tausch")).toEqual({ label: "Preis", unit: " (€)" });
});
