import { expect, test } from "vitest";
import { describeFilters, filterParts } from "./filter-labels";
import { parseSearchParams } from "./property-filters";

const NOW = new Date("2026-11-25T12:00:00Z");
const filtersOf = (query: string) => parseSearchParams(new URLSearchParams(query), NOW).filters;

test("one part per filter, ranges as one part, in the same words for chips and summaries", () => {
  const filters = filtersOf(
    "status=SALE&propertyType=wohnung/DACHGESCHOSS&location=Mödling&keyword=Garten&priceMin=250000&priceMax=450000&bedrooms=3&bathrooms=2&livingAreaMin=70&yearBuiltMax=2000&amenities=balkon&umkreis=2&um=wien-7",
  );
  expect(filterParts(filters).map((part) => part.label)).toEqual([
    "Kauf",
    "Dachgeschosswohnung",
    "Mödling",
    "„Garten“",
    "Preis €\u00a0250.000 – €\u00a0450.000",
    "ab 3 Zimmer",
    "ab 2 Bäder",
    "Wohnfläche ab 70\u00a0m²",
    "Baujahr bis 2000",
    "Balkon",
    "2 km um Wien 7., Neubau",
  ]);
  expect(describeFilters(filters)).toBe(
    "Kauf · Dachgeschosswohnung · Mödling · „Garten“ · Preis €\u00a0250.000 – €\u00a0450.000 · ab 3 Zimmer · ab 2 Bäder · Wohnfläche ab 70\u00a0m² · Baujahr bis 2000 · Balkon · 2 km um Wien 7., Neubau",
  );
});

test("a search order's type key reads as its word; no filters reads 'alle Immobilien'", () => {
  expect(describeFilters(filtersOf("propertyType=apartment&status=RENT&priceMax=2000"))).toBe("Miete · Wohnung · Preis bis €\u00a02.000");
  expect(describeFilters(filtersOf(""))).toBe("alle Immobilien");
});

test("each part names the filter values that remove it, and only those", () => {
  const filters = filtersOf("priceMin=1000&amenities=balkon&amenities=garten");
  expect(filterParts(filters).map((part) => part.without)).toEqual([
    { priceMin: null, priceMax: null },
    { amenities: ["garten"] },
    { amenities: ["balkon"] },
  ]);
});
