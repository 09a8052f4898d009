import { expect, test } from "vitest";
import { grossRemainder, type MonthlyCostsRow, monthlyCostRows, type RentCostsRow, rentCostRows, saleCostRows } from "./monthly-costs";

const none: MonthlyCostsRow = {
  betriebskostennetto: null,
  heizkostennetto: null,
  sonstigekostennetto: null,
  reparaturruecklage_netto: null,
  monatlichekostenbrutto: null,
};
const plain = (text: string) => text.replace(/\u00a0/g, " ");
const rows = (overrides: Partial<MonthlyCostsRow>) =>
  monthlyCostRows({ ...none, ...overrides }).map(({ label, value, total }) => [plain(label), plain(value), total ?? false]);

test("review 64's flat: USt. on the Betriebskosten only, the Rücklage untaxed, adding up to the gross", () => {
  expect(rows({ betriebskostennetto: 455.29, reparaturruecklage_netto: 144.29, monatlichekostenbrutto: 645.11 })).toEqual([
    ["Betriebskosten netto", "€ 455,29 / Monat", false],
    ["Reparaturrücklage", "€ 144,29 / Monat", false],
    ["USt. (10 %)", "€ 45,53 / Monat", false],
    ["Monatskosten brutto", "€ 645,11 / Monat", true],
  ]);
});

test("the Rücklage is never taxed: a gross with 10 % on BK and Rücklage gets no rate (UStG § 6 Abs 1 Z 17)", () => {
  // The old seed's figure: 10 % of 455,29 + 144,29. No rate on the Betriebskosten alone explains 59,96.
  const made = monthlyCostRows({ ...none, betriebskostennetto: 455.29, reparaturruecklage_netto: 144.29, monatlichekostenbrutto: 659.54 });
  expect(made.find((row) => row.label.startsWith("USt"))).toEqual({
    label: "USt.",
    value: "€\u00a059,96 / Monat",
    note: "Steuersatz auf Anfrage",
  });
  // A Rücklage alone beside its gross figure: nothing is tax.
  expect(grossRemainder({ ...none, reparaturruecklage_netto: 100, monatlichekostenbrutto: 110 })).toEqual({
    label: "Nicht aufgeschlüsselt",
    amount: 10,
  });
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
    ["Reparaturrücklage", "€ 400 / Monat", false],
    ["USt.", "€ 200 / Monat", false],
    ["Monatskosten brutto", "€ 1.950 / Monat", true],
  ]);
});

test("no difference row when the gross equals the net sum, is below it, or is missing", () => {
  const equal = rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100, monatlichekostenbrutto: 400 });
  expect(equal.map(([label]) => label)).toEqual(["Betriebskosten netto", "Reparaturrücklage", "Monatskosten brutto"]);
  expect(equal.at(-1)?.[2]).toBe(true);
  // The feed contradicts itself: no made-up negative tax, and the gross is no total of the rows.
  const below = rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100, monatlichekostenbrutto: 380 });
  expect(below).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Reparaturrücklage", "€ 100 / Monat", false],
    ["Monatskosten brutto", "€ 380 / Monat", false],
  ]);
  // No gross: the net lines only, no gross figure computed.
  expect(rows({ betriebskostennetto: 300, reparaturruecklage_netto: 100 })).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Reparaturrücklage", "€ 100 / Monat", false],
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
    label: "USt.",
    amount: 0.01,
  });
});

test("more than a fifth of the net sum cannot be tax alone: the row says it is the difference", () => {
  // Only the Betriebskosten stated, the gross holds the Rücklage too.
  expect(rows({ betriebskostennetto: 300, monatlichekostenbrutto: 480 })).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["Nicht aufgeschlüsselt", "€ 180 / Monat", false],
    ["Monatskosten brutto", "€ 480 / Monat", true],
  ]);
  // 20 % exactly is the USt. at 20 %, and so is 20 % as the feed rounds it (review 62:
  // € 637,31 on € 3.186,53 net, the exact fifth being € 637,306).
  expect(grossRemainder({ ...none, betriebskostennetto: 300, monatlichekostenbrutto: 360 })?.label).toBe("USt. (20\u00a0%)");
  expect(grossRemainder({ ...none, betriebskostennetto: 3186.53, monatlichekostenbrutto: 3823.84 })?.label).toBe("USt. (20\u00a0%)");
  expect(grossRemainder({ ...none, betriebskostennetto: 3186.53, monatlichekostenbrutto: 3823.86 })?.label).toBe("Nicht aufgeschlüsselt");
});

const noRent: RentCostsRow = {
  ...none,
  gesamtmietenetto: null,
  gesamtmietebrutto: null,
  summemietenetto_brutto: null,
  gesamtbelastungbrutto: null,
};
const rentRows = (overrides: Partial<RentCostsRow>) =>
  rentCostRows({ ...noRent, ...overrides }).map(({ label, value, total }) => [plain(label), plain(value), total ?? false]);
const euro = (value: unknown) =>
  Math.round(
    Number(
      String(value)
        .replace(/[^\d,]/g, "")
        .replace(",", "."),
    ) * 100,
  );

// Review 61's rent (seed 210260): the feed's 'Gesamtmiete netto' is the rent without the BK.
const review61: Partial<RentCostsRow> = {
  gesamtmietenetto: 2776.32,
  betriebskostennetto: 476.31,
  gesamtmietebrutto: 3577.89,
  summemietenetto_brutto: 3053.95,
  gesamtbelastungbrutto: 3577.89,
};

test("review 61's rent: Miete netto, BK netto, the USt. over both, then Gesamtmiete brutto as their total", () => {
  const rows = rentRows(review61);
  expect(rows).toEqual([
    ["Miete netto", "€ 2.776,32 / Monat", false],
    ["Betriebskosten netto", "€ 476,31 / Monat", false],
    ["USt. (10 %)", "€ 325,26 / Monat", false],
    ["Gesamtmiete brutto", "€ 3.577,89 / Monat", true],
  ]);
  // The USt. row is the gross less every net line, to the cent, and the rows add up to the total.
  expect(euro(rows[2]?.[1])).toBe(357789 - 277632 - 47631);
  expect(rows.slice(0, -1).reduce((sum, row) => sum + euro(row[1]), 0)).toBe(euro(rows.at(-1)?.[1]));
  // No figure twice: 'Gesamtbelastung brutto' (= the total) and 'Summe Miete netto/brutto' (rent + 10 %) are gone.
  const values = rows.map(([, value]) => value);
  expect(new Set(values).size).toBe(values.length);
  expect(rows.map(([label]) => label)).not.toContain("Gesamtbelastung brutto");
  expect(rows.map(([label]) => label).join()).not.toMatch(/Summe Miete/);
});

test("a rent's net lines in the Vorschreibung's order; Heizkosten at 20 % stay inside the USt. cut-off", () => {
  // 1.000 + BK 200 + Sonstige 20 at 10 %, Heizung 80 at 20 %: 1.342 + 96 = 1.438.
  expect(
    rentRows({ gesamtmietenetto: 1000, betriebskostennetto: 200, heizkostennetto: 80, sonstigekostennetto: 20, gesamtmietebrutto: 1438 }),
  ).toEqual([
    ["Miete netto", "€ 1.000 / Monat", false],
    ["Betriebskosten netto", "€ 200 / Monat", false],
    ["Heizkosten netto", "€ 80 / Monat", false],
    ["Sonstige Kosten netto", "€ 20 / Monat", false],
    ["USt. (10 %)", "€ 122 / Monat", false],
    ["USt. (20 %)", "€ 16 / Monat", false],
    ["Gesamtmiete brutto", "€ 1.438 / Monat", true],
  ]);
});

test("a net rent that alone explains the gross keeps 'Gesamtmiete netto'; its cost lines follow as its parts", () => {
  expect(rentRows({ gesamtmietenetto: 1250, gesamtmietebrutto: 1375 })).toEqual([
    ["Gesamtmiete netto", "€ 1.250 / Monat", false],
    ["USt. (10 %)", "€ 125 / Monat", false],
    ["Gesamtmiete brutto", "€ 1.375 / Monat", true],
  ]);
  // BK 200 is inside the 1.250: 1.250 + 200 would pass the gross 1.375.
  expect(rentRows({ gesamtmietenetto: 1250, betriebskostennetto: 200, gesamtmietebrutto: 1375 })).toEqual([
    ["Gesamtmiete netto", "€ 1.250 / Monat", false],
    ["USt. (10 %)", "€ 125 / Monat", false],
    ["Gesamtmiete brutto", "€ 1.375 / Monat", true],
    ["davon Betriebskosten netto", "€ 200 / Monat", false],
  ]);
});

test("a rent's gap beyond a fifth of the net lines is no tax: 'Nicht aufgeschlüsselt'; no gross, no total", () => {
  expect(rentRows({ gesamtmietenetto: 1000, betriebskostennetto: 100, gesamtmietebrutto: 1500 }).map(([label]) => label)).toEqual([
    "Miete netto",
    "Betriebskosten netto",
    "Nicht aufgeschlüsselt",
    "Gesamtmiete brutto",
  ]);
  expect(rentRows({ gesamtmietenetto: 1000, betriebskostennetto: 100 })).toEqual([
    ["Gesamtmiete netto", "€ 1.000 / Monat", false],
    ["Betriebskosten netto", "€ 100 / Monat", false],
  ]);
  // Only the gross: a plain row, nothing made up.
  expect(rentRows({ betriebskostennetto: 100, gesamtmietebrutto: 1500 })).toEqual([
    ["Betriebskosten netto", "€ 100 / Monat", false],
    ["Gesamtmiete brutto", "€ 1.500 / Monat", false],
  ]);
});

test("a Gesamtbelastung or Summe Miete that is a figure of its own stays, after the total", () => {
  const rows = rentRows({ ...review61, gesamtbelastungbrutto: 3700, summemietenetto_brutto: 2900 });
  expect(rows.slice(-2)).toEqual([
    ["Summe Miete laut Angebot", "€ 2.900 / Monat", false],
    ["Gesamtbelastung brutto", "€ 3.700 / Monat", false],
  ]);
});

test("a let property for sale keeps the feed's rent figures after its monthly total, each figure once", () => {
  const sale = saleCostRows({
    ...noRent,
    betriebskostennetto: 300,
    monatlichekostenbrutto: 330,
    gesamtmietenetto: 2000,
    gesamtmietebrutto: 2200,
    summemietenetto_brutto: 2200,
    gesamtbelastungbrutto: 330,
  }).map(({ label, value, total }) => [plain(label), plain(value), total ?? false]);
  expect(sale).toEqual([
    ["Betriebskosten netto", "€ 300 / Monat", false],
    ["USt. (10 %)", "€ 30 / Monat", false],
    ["Monatskosten brutto", "€ 330 / Monat", true],
    ["Gesamtmiete netto", "€ 2.000 / Monat", false],
    ["Gesamtmiete brutto", "€ 2.200 / Monat", false],
  ]);
});

test("the USt. rows state their rate: 10 % on rent, BK and Sonstiges, 20 % on the heating, as the feed's figures show", () => {
  // Review 62's fixed-term flat: 1.190,62 + 66,06 + 16,42 at 10 % (127,31), Heizkosten 37,43 at 20 % (7,49).
  const flat = rentRows({
    gesamtmietenetto: 1190.62,
    betriebskostennetto: 66.06,
    heizkostennetto: 37.43,
    sonstigekostennetto: 16.42,
    gesamtmietebrutto: 1445.33,
  });
  expect(flat.filter(([label]) => String(label).startsWith("USt."))).toEqual([
    ["USt. (10 %)", "€ 127,31 / Monat", false],
    ["USt. (20 %)", "€ 7,49 / Monat", false],
  ]);
  // Business premises at 20 % throughout: one row.
  const office = rentRows({ gesamtmietenetto: 2656.54, betriebskostennetto: 349.52, heizkostennetto: 180.47, gesamtmietebrutto: 3823.84 });
  expect(office.filter(([label]) => String(label).startsWith("USt."))).toEqual([["USt. (20 %)", "€ 637,31 / Monat", false]]);
});

test("a remainder no rate explains is 'USt.' with a note, never a made-up rate", () => {
  const made = monthlyCostRows({ ...none, betriebskostennetto: 300, reparaturruecklage_netto: 100, monatlichekostenbrutto: 437 });
  expect(made.find((row) => row.label.startsWith("USt"))).toEqual({
    label: "USt.",
    value: "€\u00a037 / Monat",
    note: "Steuersatz auf Anfrage",
  });
});
