import { expect, test } from "vitest";
import { districtPriceText, offerPriceRanges, offerPriceText, postalCodePlace } from "./district-prices";

const sale = (price: number, area: number) => ({ status: "SALE" as const, price_value: price, area_value: area });
const rent = (price: number, area: number) => ({ status: "RENT" as const, price_value: price, area_value: area });

test("a range over the sale offers, rounded to ten euros, with dots as thousands separator", () => {
  expect(districtPriceText([sale(450000, 75), sale(1100000, 100), sale(523456, 81)], "im 7. Bezirk")).toBe(
    "Unsere 3 aktuellen Kaufangebote im 7. Bezirk liegen zwischen €\u00a06.000 und €\u00a011.000 pro m² Wohnfläche. Das sind Angebotspreise; was tatsächlich bezahlt wird, hängt von Zustand, Stockwerk und Freiflächen ab.",
  );
});

test("one offer reads in the singular; rents per month with cents only where there are any", () => {
  const text = districtPriceText([sale(300000, 60), rent(1234.5, 70), rent(900, 60)], "in Mödling");
  expect(text).toContain("Unser aktuelles Kaufangebot in Mödling kostet €\u00a05.000 pro m² Wohnfläche.");
  expect(text).toContain(
    "Unsere 2 aktuellen Mietangebote in Mödling liegen zwischen €\u00a015 und €\u00a017,60 pro m² Wohnfläche im Monat.",
  );
});

test("listings without price or area do not count; none left gives the German fallback sentence", () => {
  const text = districtPriceText([sale(0, 80), { status: "SALE", price_value: 400000, area_value: null }], "in Baden");
  expect(text).toBe("Derzeit haben wir in Baden kein aktives Angebot mit Preis und Wohnfläche, das einen Quadratmeterpreis zeigt.");
  expect(districtPriceText([], "im 1. Bezirk")).toContain("im 1. Bezirk kein aktives Angebot");
});

test("a Vienna postal code names its district; elsewhere the code and the listings' place", () => {
  expect(postalCodePlace("1030", "Wien")).toBe("im 3. Bezirk");
  expect(postalCodePlace("1230", null)).toBe("im 23. Bezirk");
  expect(postalCodePlace("1240", "Wien")).toBe("in 1240 Wien");
  expect(postalCodePlace("2340", "Mödling")).toBe("in 2340 Mödling");
  expect(postalCodePlace("3100", null)).toBe("im Gebiet 3100");
});

test("offerPriceText gives null, not a fallback sentence, when nothing has a price and an area", () => {
  expect(offerPriceText([{ status: "SALE", price_value: 300000, area_value: null }], "im 3. Bezirk")).toBeNull();
});

test("offerPriceRanges: sale before rent, rounded ends, each offer's place on the bar, a lone offer in the middle", () => {
  const ranges = offerPriceRanges([
    { status: "RENT", price_value: 1300, area_value: 100 },
    { status: "SALE", price_value: 300000, area_value: 60 },
    { status: "SALE", price_value: 550000, area_value: 100 },
    { status: "SALE", price_value: 480000, area_value: 80 },
    { status: "SALE", price_value: 400000, area_value: null },
  ]);
  expect(ranges).toEqual([
    { deal: "SALE", count: 3, low: 5000, high: 6000, median: 5500, positions: [0, 0.5, 1], medianPosition: 0.5 },
    { deal: "RENT", count: 1, low: 13, high: 13, median: 13, positions: [0.5], medianPosition: 0.5 },
  ]);
  expect(offerPriceRanges([{ status: "SALE", price_value: null, area_value: 80 }])).toEqual([]);
  // An even count: the mean of the two middle offers.
  const [even] = offerPriceRanges([
    { status: "SALE", price_value: 400000, area_value: 100 },
    { status: "SALE", price_value: 500000, area_value: 100 },
  ]);
  expect(even?.median).toBe(4500);
});
