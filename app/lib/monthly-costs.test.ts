import { expect, test } from "vitest";
import { grossRemainder, type MonthlyCostsRow, monthlyCostRows } from "./monthly-costs";

const none: MonthlyCostsRow = {
  betriebskostennetto: null,
  heizkostennetto: null,
  sonstigekostennetto: null,
  reparaturruecklage_netto: null,
  monatlichekostenbrutto: null,
};
const rows = (overrides: Partial<MonthlyCostsRow>) =>
  monthlyCostRows({ ...none, ...overrides }).map(({ label, value, total }) => [label, value.replace(/\u00a0/g, " "), total ?? false]);

test("review 60's flat: the USt. row makes BK + Rücklage add up to the gross figure, which closes the block", () => {
  expect(rows({ betriebskostennetto: 455.29, reparaturruecklage_netto: 144.29, monatlichekostenbrutto: 659.54 })).toEqual([
    ["Betriebskosten netto", "€ 455,29 / Monat", false],
    ["Reparaturrücklage netto", "€ 144,29 / Monat", false],
    ["Umsatzsteuer", "€ 59,96 / Monat", false],
    ["Monatskosten brutto", "€ 659,54 / Monat", true],
  ]);
});

test("amounts in German format with thousands and cents, every net line counted", () => {
  expect(
    rows({
      betriebskostennetto: 1234.5,
      heizkostennetto: 100,
      sonstigekostennetto: 15.5,
      reparaturruecklage_netto: 400,
      monatlichekostenbrutto: 1950,
    }),
  ).toEqual([
    ["Betriebskosten netto", "€ 1.234,50 / Monat", false],
    ["Heizkosten netto", "€ 100 / Monat", false],
    ["Sonstige Kosten netto", "€ 15,50 / Monat", false],
    ["Reparaturrücklage netto", "€ 400 / Monat", false],
    ["Umsatzsteuer", "€ 200 / Monat", false],
    ["Monatskosten brutto", "€ 1.950 / Monat", true],
  ]);
});

test("no difference row when the gross equals the net sum, is below it, or is missing", () => {
  const equal = rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100, monatlichekostenbrutto: 400 });
  expect(equal.map(([label]) => label)).toEqual(["Betriebskosten netto", "Reparaturrücklage netto", "Monatskosten brutto"]);
  expect(equal.at(-1)?.[2]).toBe(true);
  // The feed contradicts itself: no made-up negative tax, and the gross is no total of the rows.
  const below = rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100, monatlichekostenbrutto: 380 });
  expect(below).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Reparaturrücklage netto", "€ 100 / Monat", false],
    ["Monatskosten brutto", "€ 380 / Monat", false],
  ]);
  // No gross: the net lines only, no gross figure computed.
  expect(rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100 })).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Reparaturrücklage netto", "€ 100 / Monat", false],
  ]);
  // A gross without net lines: one plain row, nothing to subtract from.
  expect(rows({ monatlichekostenbrutto: 512.4 })).toEqual([["Monatskosten brutto", "€ 512,40 / Monat", false]]);
  expect(rows({})).toEqual([]);
  expect(grossRemainder({ ...none, monatlichekostenbrutto: 512.4 })).toBeNull();
  expect(grossRemainder({ ...none, betriebskostennetto: 300, reparaturruecklage_netto: 100 })).toBeNull();
});

test("the difference is counted in cents: float sums never show as a cent of tax", () => {
  // 0.1 + 0.2 !== 0.3 in floating point.
  expect(grossRemainder({ ...none, betriebskostennetto: 0.1, reparaturruecklage_netto: 0.2, monatlichekostenbrutto: 0.3 })).toBeNull();
  expect(
    grossRemainder({ ...none, betriebskostennetto: 455.29, reparaturruecklage_netto: 144.29, monatlichekostenbrutto: 599.59 }),
  ).toEqual({
    label: "Umsatzsteuer",
    amount: 0.01,
  });
});

test("more than a fifth of the net sum cannot be tax alone: the row says it is the difference", () => {
  // Only the Betriebskosten stated, the gross holds the Rücklage too.
  expect(rows({ betriebskostennetto: 300, monatlichekostenbrutto: 480 })).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Differenz zu brutto", "€ 180 / Monat", false],
    ["Monatskosten brutto", "€ 480 / Monat", true],
  ]);
  // 20 % exactly is still the Umsatzsteuer.
  expect(grossRemainder({ ...none, betriebskostennetto: 300, monatlichekostenbrutto: 360 })?.label).toBe("Umsatzsteuer");
});
