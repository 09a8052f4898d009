// The seeded areas, running costs and contacts (ADR 0388): a home's Nutzfläche never exceeds its
// Wohnfläche, the Reparaturrücklage carries no USt., houses and centrally heated flats state their
// running costs, and every listing names a licensed broker.
import { expect, test } from "vitest";
import { monthlyCostRows, rentCostRows } from "../../app/lib/monthly-costs";
import { AGENTS } from "./agents.mjs";
import { buildProperties, CURATED_COUNT } from "./properties.mjs";

type Row = Record<string, unknown> & { objektnr_intern: string; objektart: string; objektbeschreibung: string };

const rows = buildProperties(CURATED_COUNT) as Row[];
const num = (value: unknown) => (typeof value === "number" ? value : 0);
const cents = (value: unknown) => Math.round(num(value) * 100);
const home = (row: Row) => /^(wohnung|haus)\//.test(row.objektart);

test("a home's Nutzfläche is not stated beside its Wohnfläche, let alone larger (§ 2 Abs 7 WEG)", () => {
  const homes = rows.filter(home);
  expect(homes.length).toBeGreaterThan(30);
  for (const row of homes) {
    expect(row.nutzflaeche, row.objektnr_intern).toBeNull();
    expect(num(row.wohnflaeche), row.objektnr_intern).toBeGreaterThan(0);
  }
  // The review's flat: 151,5 m² Wohnfläche, balcony and cellar listed apart, no larger Nutzfläche.
  const sale = rows.find((row) => row.wohnflaeche === 151.5);
  expect(sale?.nutzflaeche).toBeNull();
});

test("a flat's gross monthly costs: 10 % on the Betriebskosten, 20 % on heating, none on the Rücklage", () => {
  const flats = rows.filter((row) => row.objektstatus === "SALE" && num(row.reparaturruecklage_netto) > 0);
  expect(flats.length).toBeGreaterThan(5);
  for (const row of flats) {
    const expected = cents(row.betriebskostennetto) * 1.1 + cents(row.reparaturruecklage_netto) + cents(row.heizkostennetto) * 1.2;
    expect(Math.abs(cents(row.monatlichekostenbrutto) - expected), row.objektnr_intern).toBeLessThanOrEqual(1);
    // The cost table names each rate and leaves the Rücklage untaxed; nothing unexplained.
    const table = monthlyCostRows(row as never);
    const labels = table.map((line) => line.label);
    expect(labels, row.objektnr_intern).toContain("Reparaturrücklage");
    expect(labels, row.objektnr_intern).toContain("USt. (10\u00a0%)");
    expect(labels.join(), row.objektnr_intern).not.toMatch(/Rücklage netto|Nicht aufgeschlüsselt/);
    expect(labels, row.objektnr_intern).not.toContain("USt.");
    expect(table.at(-1)?.total, row.objektnr_intern).toBe(true);
    const vat10 = table.find((line) => line.label === "USt. (10\u00a0%)")?.value ?? "";
    expect(vat10, row.objektnr_intern).toBe(
      `€\u00a0${(Math.round(cents(row.betriebskostennetto) / 10) / 100).toLocaleString("de-AT", { minimumFractionDigits: 2 })} / Monat`.replace(
        ",00 /",
        " /",
      ),
    );
  }
});

test("houses and villas for sale state running costs; flats heated by the house state Heizkosten", () => {
  const houses = rows.filter((row) => /^haus\//.test(row.objektart) && row.objektstatus === "SALE");
  expect(houses.length).toBeGreaterThan(3);
  for (const row of houses) {
    expect(num(row.betriebskostennetto), row.objektnr_intern).toBeGreaterThan(0);
    expect(num(row.heizkostennetto), row.objektnr_intern).toBeGreaterThan(0);
  }
  // Review 64 F1: the Baden villa.
  const villa = rows.find((row) => row.objektnr_intern === "211725");
  expect(num(villa?.betriebskostennetto)).toBeGreaterThan(300);
  const central = rows.filter(
    (row) =>
      /^wohnung\//.test(row.objektart) &&
      /ZENTRAL|FERN/.test(String(row.heizungsart)) &&
      (row.objektstatus === "RENT" || num(row.monatlichekostenbrutto) > 0),
  );
  expect(central.length).toBeGreaterThan(10);
  for (const row of central) expect(num(row.heizkostennetto), row.objektnr_intern).toBeGreaterThan(0);
  // Review 64 B2: the Praterstraße rent's Gesamtmiete holds its heating, and still adds up.
  const prater = rows.find((row) => row.objektnr_intern === "210260") as Row;
  expect(num(prater.heizkostennetto)).toBeGreaterThan(0);
  const table = rentCostRows(prater as never);
  expect(table.map((line) => line.label)).toContain("Heizkosten netto");
  expect(table.find((line) => line.total)?.label).toBe("Gesamtmiete brutto");
});

test("every listing names a licensed broker; no phone number looks like a placeholder extension", () => {
  const brokers = new Map(AGENTS.filter((agent) => agent.broker).map((agent) => [agent.email, agent]));
  expect(AGENTS.find((agent) => agent.position === "Assistenz & Kundenbetreuung")?.broker).toBe(false);
  for (const row of rows) expect(brokers.has(String(row.kontakt_email)), row.objektnr_intern).toBe(true);
  for (const agent of AGENTS) expect(agent.phone, agent.name).toMatch(/^\+43 664 218 47 \d\d$/);
});

test("a one-room or furnished flat is not 'leicht zu möblieren' (review 64 C1)", () => {
  const single = rows.find((row) => row.objektnr_intern === "210208") as Row;
  expect(single.objektbeschreibung).toContain("Der einzige Raum ist eine Wohnküche");
  expect(single.objektbeschreibung).not.toMatch(/leicht zu möblieren|Die Räume|Die Wohnräume/);
  for (const row of rows) {
    const furnished = /möbliert vermietet/.test(row.objektbeschreibung);
    if (furnished || row.anzahl_zimmer === 1) expect(row.objektbeschreibung, row.objektnr_intern).not.toContain("leicht zu möblieren");
  }
});
