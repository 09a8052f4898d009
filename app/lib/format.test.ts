import { expect, test } from "vitest";
import { formatArea, formatDate, formatLongDate, formatNumber, formatPrice, formatRent, parseDate } from "./format";

const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

test("numbers use the Austrian format with two decimals", () => {
  expect(nbsp(formatNumber(1234567.5))).toBe("1 234 567,50");
  expect(formatNumber(0.85)).toBe("0,85");
});

test("prices read '€ x', rents '€ x / Monat', and no amount 'Preis auf Anfrage'", () => {
  expect(nbsp(formatPrice(350000))).toBe("€ 350 000,00");
  expect(nbsp(formatRent(1250))).toBe("€ 1 250,00 / Monat");
  expect(formatPrice(null)).toBe("Preis auf Anfrage");
  expect(formatRent(0)).toBe("Preis auf Anfrage");
  expect(formatPrice(Number.NaN)).toBe("Preis auf Anfrage");
});

test("areas drop trailing zeros", () => {
  expect(formatArea(75.5)).toBe("75,5 m²");
  expect(formatArea(80)).toBe("80 m²");
});

test("dates read dd.mm.yyyy from ISO and Austrian input, null for garbage", () => {
  expect(formatDate("2030-05-01")).toBe("01.05.2030");
  expect(formatDate("2030-05-01T10:00:00Z")).toBe("01.05.2030");
  expect(formatDate("1.5.2030")).toBe("01.05.2030");
  expect(formatDate("31.02.2030")).toBeNull();
  expect(formatDate("bald")).toBeNull();
  expect(parseDate(null)).toBeNull();
  expect(formatLongDate("2030-01-15")).toBe("15. Jänner 2030");
});
