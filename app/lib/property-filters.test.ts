import { expect, test } from "vitest";
import { paginationItems, parseSearchParams, toSearchParams, totalPagesFor } from "./property-filters";

const now = new Date("2026-06-01T12:00:00Z");
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), now);

test("pagination shows every page up to seven, else 1, current ±1 and last with ellipses", () => {
  expect(paginationItems(1, 1)).toEqual([]);
  expect(paginationItems(1, 2)).toEqual([1, 2]);
  expect(paginationItems(1, 4)).toEqual([1, 2, 3, 4]);
  expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(paginationItems(1, 8)).toEqual([1, 2, null, 8]);
  expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
});

test("an ellipsis never stands for a single page: that page shows instead", () => {
  // 1 … 3 would hide only page 2; 6 … 8 only page 7.
  expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  expect(paginationItems(6, 9)).toEqual([1, null, 5, 6, 7, 8, 9]);
  for (let total = 8; total <= 30; total++) {
    for (let current = 1; current <= total; current++) {
      const items = paginationItems(current, total);
      items.forEach((item, index) => {
        if (item !== null) return;
        const before = items[index - 1] as number;
        const after = items[index + 1] as number;
        expect(after - before, `${current} of ${total}`).toBeGreaterThan(2);
      });
    }
  }
});

test("total pages are count / 12 rounded up, at least 1", () => {
  expect(totalPagesFor(0)).toBe(1);
  expect(totalPagesFor(12)).toBe(1);
  expect(totalPagesFor(13)).toBe(2);
});

test("bad values fall back to no filter and page 1", () => {
  const { filters, page } = parse("priceMin=-3&priceMax=abc&bedrooms=any_bedrooms&yearBuiltMax=2027&status=MIETE&page=-1&keyword=%20");
  expect(filters.priceMin).toBeNull();
  expect(filters.priceMax).toBeNull();
  expect(filters.bedrooms).toBeNull();
  expect(filters.yearBuiltMax).toBeNull();
  expect(filters.status).toBeNull();
  expect(filters.keyword).toBeNull();
  expect(page).toBe(1);
  expect(parse("page=1e3").page).toBe(1);
  expect(parse("page=2&page=3").page).toBe(1);
});

test("the keyword is trimmed, whitespace collapsed and capped at 100 characters", () => {
  expect(parse("keyword=%20%20Altbau%20%20%20Balkon%20").filters.keyword).toBe("Altbau Balkon");
  expect(parse(`keyword=${"x".repeat(400)}`).filters.keyword).toHaveLength(100);
});

test("a filter state survives a round trip through the URL", () => {
  const query =
    "keyword=garten&propertyType=Haus&location=M%C3%B6dling&status=SALE&priceMin=100000&priceMax=900000&bedrooms=3&bathrooms=2&livingAreaMin=90&livingAreaMax=200&yearBuiltMin=1960&yearBuiltMax=2020&amenities=garten&amenities=garage&sort=preis-aufsteigend&page=2";
  const parsed = parse(query);
  expect(toSearchParams(parsed.filters, parsed.page).toString()).toBe(query);
});
