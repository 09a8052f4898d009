import { expect, test } from "vitest";
import { formatViennaDateTime, maskFeedUrl } from "./admin-format";

test("sync times show in Vienna's local time, German format", () => {
  expect(formatViennaDateTime("2026-07-01T10:05:00.000Z")).toBe("01.07.2026, 12:05");
  expect(formatViennaDateTime("2026-12-24T23:30:00.000Z")).toBe("25.12.2026, 00:30");
  expect(formatViennaDateTime(null)).toBeNull();
  expect(formatViennaDateTime("kaputt")).toBeNull();
  // In a sentence (the delivery history): "am 25.11.2026 um 00:38", summer and winter time.
  expect(formatViennaDateTime("2026-11-24T23:38:00.000Z", " um ")).toBe("25.11.2026 um 00:38");
  expect(formatViennaDateTime("2026-07-01T10:05:00.000Z", " um ")).toBe("01.07.2026 um 12:05");
});

test("credentials inside a feed URL are masked", () => {
  expect(maskFeedUrl("https://kunde:geheim@api.justimmo.at/rest/v1/objekt/list?apikey=abc&limit=10")).toBe(
    "https://***:***@api.justimmo.at/rest/v1/objekt/list?apikey=***&limit=10",
  );
  expect(maskFeedUrl("http://127.0.0.1:9999/feed.xml")).toBe("http://127.0.0.1:9999/feed.xml");
  expect(maskFeedUrl("kein url")).toBe("***");
});
