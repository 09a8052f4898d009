import { expect, test } from "vitest";
import { pinLabel } from "./map-marker";

const nb = "\u00a0";

test("a purchase price pin reads in thousands or millions, the unit after the number (ADR 0345)", () => {
  expect(pinLabel(349_000, "SALE")).toBe(`349${nb}T€`);
  expect(pinLabel(513_400, "SALE")).toBe(`513${nb}T€`);
  expect(pinLabel(25_500, "SALE")).toBe(`26${nb}T€`);
  expect(pinLabel(1_000_000, "SALE")).toBe(`1${nb}Mio.${nb}€`);
  expect(pinLabel(1_250_000, "SALE")).toBe(`1,25${nb}Mio.${nb}€`);
  expect(pinLabel(4_220_000, "SALE")).toBe(`4,22${nb}Mio.${nb}€`);
  // Rounded up to a thousand thousands it is a million, never '1000 T€'.
  expect(pinLabel(999_600, "SALE")).toBe(`1${nb}Mio.${nb}€`);
  expect(pinLabel(480, "SALE")).toBe(`480${nb}€`);
});

test("a rent pin reads in whole euros per month, the month spelled out (ADR 0389)", () => {
  expect(pinLabel(1250, "RENT")).toBe(`1.250${nb}€/Monat`);
  expect(pinLabel(888.39, "RENT")).toBe(`888${nb}€/Monat`);
  expect(pinLabel(13_456.31, "RENT")).toBe(`13.456${nb}€/Monat`);
});

test("without a positive amount there is no label (the pin stays a dot)", () => {
  for (const value of [0, -5, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) expect(pinLabel(value, "SALE")).toBeNull();
});
