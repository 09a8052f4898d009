// The comparison's rule (ADR 0330), pure: which rows a table of given listings has, what a cell
// without a meaningful value says, and where a ✓ may stand. Rows come from the card's
// facts-by-kind rule (lib/listing-facts): a warehouse has no rooms, however many the feed sends.
import { expect, test } from "vitest";
import { pricePerSquareMetreFact } from "~/lib/price-per-metre";
import type { DetailRow } from "~/lib/property-view";
import { toPropertyDetailView } from "~/lib/property-view";
import { compareMix, compareSubsets, compareTable, largestLikeGroup, likeWithLike, withSoftHyphens } from "~/lib/watchlist-compare";
import { headShift } from "~/routes/merkliste_.vergleich/sticky-heads";
import { buildProperty, type PropertyOverrides } from "./factories";

let nextId = 1;
function listing(overrides: PropertyOverrides) {
  const row = { ...buildProperty(overrides), id: nextId++, active: 1, updated_at: "2026-11-29T00:00:00Z" } as unknown as DetailRow;
  return { row, view: toPropertyDetailView(row) };
}

const flatForSale = (overrides: PropertyOverrides = {}) =>
  listing({ objektart: "wohnung/ETAGE", kaufpreis: 485000, wohnflaeche: 72.5, anzahl_zimmer: 2, etage: "2", ...overrides });
const rental = (overrides: PropertyOverrides = {}) =>
  listing({
    objektart: "wohnung/ETAGE",
    angebot_typ: "Miete",
    kaufpreis: null,
    gesamtmietebrutto: 888.39,
    wohnflaeche: 42.5,
    anzahl_zimmer: 1,
    ...overrides,
  });
// The review's case: a warehouse whose feed row carries 3 rooms that its card does not show.
const warehouse = (overrides: PropertyOverrides = {}) =>
  listing({
    objektart: "hallen_lager_prod/LAGERFLAECHEN",
    kaufpreis: 2160000,
    wohnflaeche: null,
    nutzflaeche: 1550.5,
    anzahl_zimmer: 3,
    etage: "EG",
    ...overrides,
  });

const row = (table: ReturnType<typeof compareTable>, label: string) => table.rows.find((candidate) => candidate.label === label);

test("a warehouse's rooms are no fact: next to a flat its cell is a dash with words, and it takes no ✓", () => {
  const table = compareTable([flatForSale(), warehouse()]);
  const rooms = row(table, "Zimmer");
  expect(rooms?.values).toEqual(["2", "–"]);
  expect(rooms?.missing).toEqual([null, "entfällt bei Gewerbeimmobilien"]);
  // Three "rooms" against two would have won: nothing is ranked with one home.
  expect(rooms?.best).toEqual([null, null]);
  // A flat and a warehouse are not alternatives: no price or area ✓ between them; only the
  // buildings' energy demand may be ranked (ADR 0349).
  for (const each of table.rows.filter((candidate) => candidate.label !== "HWB" && candidate.label !== "fGEE"))
    expect(each.best, each.label).toEqual([null, null]);
  expect(table.mix?.title).toBe("Wohnen und Gewerbe gemischt.");
});

test("warehouses only: no Zimmer row at all; their areas are Nutzfläche; the € per m² is ranked", () => {
  const table = compareTable([warehouse(), warehouse({ nutzflaeche: 687.5, kaufpreis: 900000 })]);
  expect(table.rows.map((each) => each.label)).not.toContain("Zimmer");
  expect(row(table, "Fläche")?.values).toEqual(["1.550,5\u00a0m² Nutzfläche", "687,5\u00a0m² Nutzfläche"]);
  // A bigger hall or a lower price is no better offer in itself: only the € per m² is ranked.
  expect(row(table, "Fläche")?.best).toEqual([null, null]);
  expect(row(table, "Preis")?.best).toEqual([null, null]);
  expect(row(table, "Preis pro m²")?.best).toEqual([null, "niedrigster Preis pro m²"]);
  expect(table.mix).toBeNull();
});

test("plots: no rooms, floor or energy rows; the Grundfläche is the area", () => {
  const plot = (nutzflaeche: number, kaufpreis: number) =>
    listing({ objektart: "grundstueck/WOHNEN", kaufpreis, wohnflaeche: null, nutzflaeche, etage: "3", hwbklasse: null, hwbwert: null });
  const table = compareTable([plot(572, 658000), plot(1076.5, 1330000)]);
  expect(table.rows.map((each) => each.label)).toEqual(["Preis", "Preis pro m²", "Fläche", "Lage", "Provision", "Einmalig"]);
  expect(row(table, "Fläche")?.values).toEqual(["572\u00a0m² Grundfläche", "1.076,5\u00a0m² Grundfläche"]);
});

test("rent and sale: no ✓ across them; € per m² is ranked within each deal, marked with it", () => {
  const table = compareTable([flatForSale(), rental(), flatForSale({ kaufpreis: 690000, wohnflaeche: 115 })]);
  expect(table.mixedOffers).toBe(true);
  expect(table.mix?.title).toBe("Miete und Kauf gemischt.");
  expect(table.mix?.reason).toBe("Preise pro m² sind nur unter gleichartigen Angeboten vergleichbar.");
  // The rental is alone in its deal: never "cheapest", whatever its monthly figure.
  expect(row(table, "Preis pro m²")?.best).toEqual([null, null, "niedrigster Preis pro m² (Kauf)"]);
  expect(row(table, "Preis")?.best).toEqual([null, null, null]);
  // The rent says which total it is; the purchase prices stay bare.
  expect(row(table, "Preis")?.values).toEqual(["€\u00a0485.000", "Gesamtmiete €\u00a0888,39 / Monat", "€\u00a0690.000"]);
  expect(row(table, "Fläche")?.best).toEqual([null, null, null]);

  // One sale and one rental: nothing at all is ranked, and the legend is not shown.
  const pair = compareTable([flatForSale(), rental({ hwbklasse: "A" })]);
  expect(pair.rows.flatMap((each) => each.best).filter(Boolean)).toEqual([]);
  expect(pair.marked).toBe(false);
});

test("a ✓ needs two stated, different values: one stated or all equal is no best", () => {
  const table = compareTable([
    flatForSale({ etage: null, hwbklasse: "B" }),
    flatForSale({ kaufpreis: 485000, hwbklasse: null, etage: null }),
  ]);
  // HWB: only the first states a class.
  expect(row(table, "HWB")?.best).toEqual([null, null]);
  // Equal prices: no best.
  expect(row(table, "Preis")?.best).toEqual([null, null]);
  // Nobody states a floor: no row of dashes.
  expect(row(table, "Etage")).toBeUndefined();
  // A home without rooms stated: a dash that says so.
  const rooms = row(compareTable([flatForSale({ anzahl_zimmer: null }), flatForSale()]), "Zimmer");
  expect(rooms?.values).toEqual(["–", "2"]);
  expect(rooms?.missing).toEqual(["keine Angabe", null]);
});

test("the Merkliste offers like-with-like comparisons of a mixed list", () => {
  const items = [flatForSale(), rental(), warehouse()].map(({ view }) => view);
  expect(compareMix(items)?.title).toBe("Miete und Kauf, Wohnen und Gewerbe gemischt.");
  expect(compareSubsets(items)).toEqual([
    { label: "Nur Kaufangebote vergleichen", ids: [items[0]?.id, items[2]?.id] },
    { label: "Nur Wohnimmobilien vergleichen", ids: [items[0]?.id, items[1]?.id] },
  ]);
  // Nothing mixed: no warning, no parts.
  const sales = [flatForSale(), flatForSale()].map(({ view }) => view);
  expect(compareMix(sales)).toBeNull();
  expect(compareSubsets(sales)).toEqual([]);
});

test("long words get soft hyphens at their joints, short ones stay whole", () => {
  expect(withSoftHyphens("ca. € 47.045 Kaufnebenkosten")).toBe("ca. € 47.045 Kauf\u00adneben\u00adkosten");
  expect(withSoftHyphens("Kaution 3 Bruttomonatsmieten")).toBe("Kaution 3 Brutto\u00admonats\u00admieten");
  expect(withSoftHyphens("Betriebskosten € 98")).toBe("Betriebs\u00adkosten € 98");
  expect(withSoftHyphens("Miete, Kosten, Fläche")).toBe("Miete, Kosten, Fläche");
  // A 'Wohnfläche' fits a phone's column whole: no visible 'Wohn-fläche' (ADR 0349).
  expect(withSoftHyphens("42,5 m² Wohnfläche, 1.550,5 m² Nutzfläche")).toBe("42,5 m² Wohnfläche, 1.550,5 m² Nutzfläche");
});

test("the heads of a sideways table move down under the header, never past the last rows", () => {
  // Table top 300 px, header bottom 76 px: not yet reached.
  expect(headShift(300, 1500, 150, 76)).toBe(0);
  // Scrolled 400 px past: the heads move down 476 px to stay under the header.
  expect(headShift(-400, 800, 150, 76)).toBe(476);
  // Near the table's end they stop, one head's height above its bottom.
  expect(headShift(-1300, -100, 150, 76)).toBe(900);
});

test("the price per m² reads as on the detail page: one figure per listing, a rent marked per month", () => {
  const sale = flatForSale({ kaufpreis: 690000, wohnflaeche: 98.5 });
  const rent = rental({ gesamtmietebrutto: 1180, wohnflaeche: 74 });
  const detail = (each: typeof sale) => pricePerSquareMetreFact({ ...each.view, price: each.view.priceValue, area: each.view.area })?.value;
  expect(row(compareTable([sale, flatForSale()]), "Preis pro m²")?.values[0]).toBe(detail(sale));
  expect(row(compareTable([rent, rental()]), "Preis pro m²")?.values[0]).toBe(`${detail(rent)} mtl.`);
});

test("energy: the lower HWB in kWh/m²a wins within one class; without figures the better class does", () => {
  // The review's pair: two rentals of class B, 11,71 against 13,45 kWh/m²a.
  const byValue = compareTable([rental({ hwbwert: 11.71, hwbklasse: "B" }), rental({ hwbwert: 13.45, hwbklasse: "B" })]);
  expect(row(byValue, "HWB")?.best).toEqual(["niedrigster HWB", null]);
  // One states only its class: both are ranked by class.
  const byClass = compareTable([rental({ hwbwert: null, hwbklasse: "C" }), rental({ hwbwert: 40, hwbklasse: "B" })]);
  expect(row(byClass, "HWB")?.best).toEqual([null, "niedrigster HWB"]);
});

test("a mixed list leads with its largest group of one deal and one kind; ties go to the group seen first", () => {
  const [sale, rentA, hall, rentB] = [flatForSale(), rental(), warehouse(), rental()].map(({ view }) => view);
  if (!sale || !rentA || !hall || !rentB) throw new Error("fixtures");
  // Two rentals, a sale and a warehouse: the two rental homes lead.
  expect(largestLikeGroup([sale, rentA, hall, rentB])).toEqual({
    label: "2 Wohnimmobilien zur Miete vergleichen",
    ids: [rentA.id, rentB.id],
  });
  // Nothing mixed: no lead (the list's own "Alle … vergleichen" is the action).
  expect(largestLikeGroup([rentA, rentB])).toBeNull();
  // Every group of one: no lead.
  expect(largestLikeGroup([sale, rentA, hall])).toBeNull();
  // A tie: the group whose first listing comes first in the list.
  const hall2 = warehouse().view;
  expect(largestLikeGroup([hall, rentA, rentB, hall2])?.ids).toEqual([hall.id, hall2.id]);
  expect(largestLikeGroup([hall, rentA, rentB, hall2])?.label).toBe("2 Gewerbeimmobilien zum Kauf vergleichen");
  expect(largestLikeGroup([rentA, hall, hall2, rentB])?.ids).toEqual([rentA.id, rentB.id]);
  // The other like-with-like links leave out the one the lead already offers.
  const { lead, others } = likeWithLike([sale, rentA, hall, rentB]);
  expect(lead?.ids).toEqual([rentA.id, rentB.id]);
  expect(others).toEqual([
    { label: "Nur Kaufangebote vergleichen", ids: [sale.id, hall.id] },
    { label: "Nur Wohnimmobilien vergleichen", ids: [sale.id, rentA.id, rentB.id] },
  ]);
  expect(likeWithLike([rentA, rentB])).toEqual({ lead: null, others: [] });
});

test("Baujahr, Freiflächen, Stellplätze and Lage rows from the listing's data; a row nobody states is left out", () => {
  const table = compareTable([
    flatForSale({ baujahr: 1912, balkon_terrasse_flaeche: 8.5, loggia_flaeche: 4, anzahl_stellplaetze: null }),
    flatForSale({ baujahr: 2019, balkon_terrasse_flaeche: null, loggia_flaeche: null, anzahl_stellplaetze: null }),
  ]);
  expect(row(table, "Baujahr")?.values).toEqual(["1912", "2019"]);
  expect(row(table, "Freiflächen")?.values).toEqual(["Balkon/Terrasse 8,5\u00a0m², Loggia 4\u00a0m²", "–"]);
  expect(row(table, "Freiflächen")?.missing).toEqual([null, "keine Angabe"]);
  // Newer or larger is no better for everyone: no ✓.
  expect(row(table, "Baujahr")?.best).toEqual([null, null]);
  expect(row(table, "Stellplätze")).toBeUndefined();
  // Bezirk/Ort as the detail page's subline writes it (the factory's listing: 1030 Wien).
  expect(row(table, "Lage")?.values[0]).toMatch(/^1030 Wien\b/);
  // No Zustand or Verfügbarkeit: the database holds neither.
  expect(table.rows.map((each) => each.label)).not.toContain("Zustand");
});

test("energy is ranked across Kauf and Miete and across kinds of building: a 2-up mixed table shows a winner", () => {
  const table = compareTable([rental({ hwbwert: 13.45, hwbklasse: "A+" }), warehouse({ hwbwert: 17.9, hwbklasse: "A" })]);
  expect(row(table, "HWB")?.best).toEqual(["niedrigster HWB", null]);
  expect(row(table, "Preis pro m²")?.best).toEqual([null, null]);
  expect(table.marked).toBe(true);
});

test("costs once and every month in two rows: Nebenkosten and Kaution apart from Betriebskosten", () => {
  const table = compareTable([
    flatForSale({ betriebskostennetto: 463.6, heizkostennetto: null, reparaturruecklage_netto: 184.51 }),
    rental({ betriebskostennetto: 120, heizkostennetto: 45, kaution_text: "3 Bruttomonatsmieten", abstand: 4500 }),
  ]);
  expect(row(table, "Einmalig")?.values[1]).toBe("Kaution 3 Bruttomonatsmieten, Ablöse €\u00a04.500");
  expect(row(table, "Einmalig")?.values[0]).toMatch(/^ca\. €\u00a0\d{2}\.\d{3} Kaufnebenkosten$/);
  expect(row(table, "Monatlich")?.values).toEqual([
    "€\u00a0648,11 / Monat (Betriebskosten €\u00a0463,60 netto, Rücklage €\u00a0184,51)",
    "darin Betriebskosten €\u00a0120, Heizkosten €\u00a045",
  ]);
  // Lower monthly costs are no better offer in themselves: no ✓.
  expect(row(table, "Monatlich")?.best).toEqual([null, null]);
  // A rent's Rücklage is the owner's: it is never a tenant's monthly cost.
  expect(
    row(compareTable([rental({ reparaturruecklage_netto: 90, betriebskostennetto: null, heizkostennetto: null }), rental()]), "Monatlich"),
  ).toBeUndefined();
});

test("what decides a visit side by side: Zustand, Heizung, Lift and Verfügbar, only where stated", () => {
  const table = compareTable([
    flatForSale({ zustand: "GEPFLEGT", heizungsart: "ETAGE", befeuerung: "GAS", fahrstuhl: "PERSONEN", verfuegbar_ab: "sofort" }),
    flatForSale({ zustand: null, heizungsart: "FERN", befeuerung: null, fahrstuhl: null, verfuegbar_ab: "1. März 2027" }),
  ]);
  expect(row(table, "Zustand")?.values).toEqual(["gepflegt", "–"]);
  expect(row(table, "Heizung")?.values[0]).toBe("Gas, Etagenheizung");
  expect(row(table, "Heizung")?.values[1]).toBe("Fernwärme");
  expect(row(table, "Lift")?.values).toEqual(["ja", "–"]);
  expect(row(table, "Verfügbar")?.values).toEqual(["sofort", "1. März 2027"]);
  // Nobody states a lift or a Zustand: no row of dashes.
  const plain = compareTable([flatForSale(), flatForSale()]);
  for (const label of ["Zustand", "Lift"]) expect(row(plain, label), label).toBeUndefined();
});

test("a buyer's Monatlich is the detail page's one monthly figure first, then its net parts", () => {
  const table = compareTable([
    flatForSale({ betriebskostennetto: 300, heizkostennetto: 80, reparaturruecklage_netto: 100 }),
    flatForSale({ betriebskostennetto: null, heizkostennetto: null, reparaturruecklage_netto: null, monatlichekostenbrutto: 512.4 }),
    flatForSale({ betriebskostennetto: 463.6, reparaturruecklage_netto: 184.51, monatlichekostenbrutto: 694.47 }),
  ]);
  // The key facts say the same total; the Heizkosten are not in a net sum, so not here either.
  expect(row(table, "Monatlich")?.values).toEqual([
    "€\u00a0400 / Monat (Betriebskosten €\u00a0300 netto, Rücklage €\u00a0100)",
    "€\u00a0512,40 brutto / Monat",
    // The brackets add up to the total: the net lines, the untaxed Rücklage and the USt. on the
    // Betriebskosten only (ADR 0373, 0388).
    "€\u00a0694,47 brutto / Monat (Betriebskosten €\u00a0463,60 netto, Rücklage €\u00a0184,51, USt. (10\u00a0%) €\u00a046,36)",
  ]); // "netto" only where it is true: the Rücklage carries no USt.
  const single = compareTable([
    flatForSale({ betriebskostennetto: 300, heizkostennetto: null, reparaturruecklage_netto: null }),
    flatForSale({ betriebskostennetto: null, heizkostennetto: null, reparaturruecklage_netto: 120 }),
  ]);
  expect(row(single, "Monatlich")?.values).toEqual(["€\u00a0300 netto / Monat", "€\u00a0120 / Monat (Rücklage)"]);
});

test("the floor reads as on the detail page: '2. OG', 'EG', not the feed's bare number", () => {
  const table = compareTable([flatForSale(), flatForSale({ etage: "0" })]);
  expect(row(table, "Etage")?.values).toEqual(["2. OG", "EG"]);
});
