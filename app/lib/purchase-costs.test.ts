import { expect, test } from "vitest";
import { commissionFromListing, parseEuroCents, parsePercentBp, purchaseCosts } from "./purchase-costs";

test("the Provision comes from the listing's words", () => {
  expect(commissionFromListing("3 % des Kaufpreises zzgl. 20 % USt.").bp).toBe(360);
  expect(commissionFromListing("2% zzgl. USt.").bp).toBe(240);
  // Usual Austrian wordings with words between "zzgl." and the tax.
  expect(commissionFromListing("3 % zzgl. gesetzl. USt.").bp).toBe(360);
  expect(commissionFromListing("3% zzgl. der gesetzlichen MwSt.").bp).toBe(360);
  expect(commissionFromListing("3 % inkl. USt.").bp).toBe(300);
  expect(commissionFromListing("3 % zzgl. Nebenkosten, inkl. USt.").bp).toBe(300);
  expect(commissionFromListing("3 % zuzüglich MwSt.").bp).toBe(360);
  expect(commissionFromListing("3,6 % inkl. USt.").bp).toBe(360);
  expect(commissionFromListing("provisionsfrei").bp).toBe(0);
  expect(commissionFromListing("Keine Käuferprovision").bp).toBe(0);
  expect(commissionFromListing(null)).toEqual({ bp: 360, note: "Ohne eigene Angabe: gerechnet mit 3 % zzgl. 20 % USt." });
  expect(commissionFromListing("lt. Vereinbarung")).toEqual({
    bp: 360,
    note: "Laut Angebot: „lt. Vereinbarung“; geschätzt mit 3 % zzgl. 20 % USt.",
  });
});

test("amounts and percentages as Austrians type them", () => {
  expect(parseEuroCents("350.000")).toBe(35_000_000);
  expect(parseEuroCents("€ 1.234,5")).toBe(123_450);
  expect(parseEuroCents("350000")).toBe(35_000_000);
  expect(parseEuroCents("350000.50")).toBe(35_000_050);
  for (const bad of ["", "abc", "1.23.4", "-5", "12,345", "1e9"]) expect(parseEuroCents(bad)).toBeNull();
  expect(parsePercentBp("1,5")).toBe(150);
  expect(parsePercentBp("2 %")).toBe(200);
  expect(parsePercentBp("10")).toBe(1000);
  for (const bad of ["11", "abc", "-1", "1,555"]) expect(parsePercentBp(bad)).toBeNull();
});

test("each line is rounded to the cent and the totals add the lines", () => {
  const costs = purchaseCosts({ priceCents: 24_999_000, loanCents: 12_345_678, commission: { bp: 360, note: "" }, contractBp: 125 });
  expect(costs.lines.map((line) => line.cents)).toEqual([874_965, 274_989, 899_964, 374_986, 148_148]);
  expect(costs.totalCents).toBe(2_573_052);
  expect(costs.grandTotalCents).toBe(27_572_052);
});
