import { expect, test } from "vitest";
import { pricePerSquareMetreOf } from "./price-per-metre";

// Business premises by their Nutzfläche (ADR 0337): the figure the card, the detail page's facts
// and its key figures all take from this one function.
test("an office or warehouse: price or rent per m² of its Nutzfläche, after the Nutzfläche", () => {
  expect(pricePerSquareMetreOf({ kind: "commercial", status: "SALE", priceValue: 2160000, area: 1550.5, areaKind: "Nutzfläche" })).toEqual({
    label: "Kaufpreis pro m²",
    value: "€\u00a01.393 / m²",
    after: "Nutzfläche",
  });
  expect(pricePerSquareMetreOf({ kind: "commercial", status: "RENT", priceValue: 3823.84, area: 150.5, areaKind: "Nutzfläche" })).toEqual({
    label: "Miete pro m²",
    value: "€\u00a025,41 / m²",
    after: "Nutzfläche",
  });
  // Premises whose feed gives only a Wohnfläche: by that one, as the card states it.
  expect(pricePerSquareMetreOf({ kind: "commercial", status: "SALE", priceValue: 500000, area: 100, areaKind: "Wohnfläche" })?.after).toBe(
    "Wohnfläche",
  );
});

test("nothing without a price or an area, and still nothing for a home by a Nutzfläche", () => {
  expect(pricePerSquareMetreOf({ kind: "commercial", status: "SALE", priceValue: null, area: 300, areaKind: "Nutzfläche" })).toBeNull();
  expect(pricePerSquareMetreOf({ kind: "commercial", status: "RENT", priceValue: 2000, area: 0, areaKind: null })).toBeNull();
  expect(pricePerSquareMetreOf({ kind: "home", status: "SALE", priceValue: 350000, area: 60, areaKind: "Nutzfläche" })).toBeNull();
});
