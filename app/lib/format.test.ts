import { expect, test } from "vitest";
import {
  formatAmount,
  formatArea,
  formatCents,
  formatDate,
  formatDecimal,
  formatEuro,
  formatLongDate,
  formatNumber,
  formatPrice,
  formatPriceBeside,
  formatRent,
  parseDate,
} from "./format";

test("numbers group thousands with a dot and use a decimal comma, as Austrians write them", () => {
  expect(formatNumber(1234567.5)).toBe("1.234.567,50");
  expect(formatNumber(0.85)).toBe("0,85");
  expect(formatNumber(999)).toBe("999,00");
  expect(formatNumber(-1234.5)).toBe("-1.234,50");
  expect(formatNumber(-0.001)).toBe("0,00");
  expect(formatDecimal(12345.678)).toBe("12.345,68");
  expect(formatDecimal(1000, 1)).toBe("1.000");
});

test("prices read '€ 2.160.000' for whole amounts and show cents only when there are any", () => {
  expect(formatPrice(2160000)).toBe("€\u00a02.160.000");
  expect(formatPrice(350000)).toBe("€\u00a0350.000");
  expect(formatPrice(999)).toBe("€\u00a0999");
  expect(formatPrice(1234.5)).toBe("€\u00a01.234,50");
  expect(formatPrice(1234.999)).toBe("€\u00a01.235");
  expect(formatRent(1250)).toBe("€\u00a01.250 / Monat");
  expect(formatRent(1234.5)).toBe("€\u00a01.234,50 / Monat");
  expect(formatAmount(0.05)).toBe("0,05");
});

test("an old price beside today's takes its cents rule and its '/ Monat' (ADR 0372)", () => {
  // Review 60: '€ 3.823,84 / Monat' beside 'statt € 4.100' read as two kinds of figure.
  expect(formatPriceBeside(4100, 3823.84, true)).toBe("€\u00a04.100,00 / Monat");
  expect(formatPriceBeside(3823.84, 4100, true)).toBe("€\u00a03.823,84 / Monat");
  expect(formatPriceBeside(14300, 13456.31, true)).toBe("€\u00a014.300,00 / Monat");
  // Two whole amounts stay whole; an old price with cents keeps them beside a whole one.
  expect(formatPriceBeside(520000, 480000, false)).toBe("€\u00a0520.000");
  expect(formatPriceBeside(1450, 1400, true)).toBe("€\u00a01.450 / Monat");
  expect(formatPriceBeside(1450.5, 1400, true)).toBe("€\u00a01.450,50 / Monat");
});

test("no amount reads 'Preis auf Anfrage'", () => {
  expect(formatPrice(null)).toBe("Preis auf Anfrage");
  expect(formatRent(0)).toBe("Preis auf Anfrage");
  expect(formatPrice(Number.NaN)).toBe("Preis auf Anfrage");
  expect(formatPrice(-5)).toBe("Preis auf Anfrage");
});

test("no figure carries Intl's narrow no-break space as group separator", () => {
  // The only no-break spaces allowed tie "€" to its amount and an area to its unit.
  for (const text of [formatPrice(2160000), formatNumber(1e6), formatArea(12500), formatDecimal(45000)]) {
    expect(text.replace(/^€\u00a0/, "").replace(/\u00a0m²$/, "")).not.toMatch(/[\u00a0\u202f]/);
  }
});

test("areas drop trailing zeros and group thousands", () => {
  expect(formatArea(75.5)).toBe("75,5\u00a0m²");
  expect(formatArea(80)).toBe("80\u00a0m²");
  expect(formatArea(1250.25)).toBe("1.250,25\u00a0m²");
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

test("every date of the public site reads 28.11.2026: calendar dates as written, instants as their day in Vienna", () => {
  expect(formatDate("2026-11-28")).toBe("28.11.2026");
  expect(formatDate(new Date("2026-11-28T10:00:00Z"))).toBe("28.11.2026");
  // 23:30 UTC on the 28th is already the 29th in Vienna (winter time, UTC+1) …
  expect(formatDate("2026-11-28T23:30:00Z")).toBe("29.11.2026");
  expect(formatDate(new Date("2026-11-28T23:30:00Z"))).toBe("29.11.2026");
  // … and 22:30 UTC in summer too (UTC+2).
  expect(formatDate("2026-07-01T22:30:00.000Z")).toBe("02.07.2026");
  expect(formatDate(new Date(Number.NaN))).toBeNull();
  expect(formatDate(undefined)).toBeNull();
});

test("money never breaks from its euro sign: € and the amount are joined by a no-break space", () => {
  // Prices, rents and pins above; here the plain amount, cents included, and amounts kept in cents.
  expect([formatEuro(0), formatEuro(1234.5), formatCents(123450), formatCents(4365000)]).toEqual([
    "€\u00a00",
    "€\u00a01.234,50",
    "€\u00a01.234,50",
    "€\u00a043.650",
  ]);
});
