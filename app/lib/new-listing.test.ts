import { expect, test } from "vitest";
import { isNewListing, newListingsSince } from "./new-listing";

const NOW = new Date("2026-11-30T12:00:00.000Z");

test("a listing first stored in the last 14 days is new, an older one is not", () => {
  const since = newListingsSince(NOW, null);
  expect(since).toBe("2026-11-16T12:00:00.000Z");
  expect(isNewListing("2026-11-29T08:00:00.000Z", since)).toBe(true);
  expect(isNewListing("2026-11-16T12:00:00.000Z", since)).toBe(true);
  expect(isNewListing("2026-11-16T11:59:59.999Z", since)).toBe(false);
  expect(isNewListing(null, since)).toBe(false);
});

test("the first import's day never counts: it stamps the whole stock at once", () => {
  // First import five days ago: its rows are not new, a row stored two days later is.
  const since = newListingsSince(NOW, "2026-11-25T03:00:00.000Z");
  expect(since).toBe("2026-11-26T03:00:00.000Z");
  expect(isNewListing("2026-11-25T03:40:00.000Z", since)).toBe(false);
  expect(isNewListing("2026-11-27T03:00:00.000Z", since)).toBe(true);
  // An import long ago leaves the 14 days as they are; an unreadable time is ignored.
  expect(newListingsSince(NOW, "2025-01-01T00:00:00.000Z")).toBe("2026-11-16T12:00:00.000Z");
  expect(newListingsSince(NOW, "gestern")).toBe("2026-11-16T12:00:00.000Z");
});
