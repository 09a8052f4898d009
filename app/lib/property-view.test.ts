import { expect, test } from "vitest";
import { deriveColumns } from "./property-derive";
import { type CardRow, FALLBACK_IMAGE, thumbnailOf, toPropertyCardView } from "./property-view";

function row(overrides: Partial<CardRow> = {}): CardRow {
  const base = {
    id: 7,
    objektnr_intern: "2045",
    objekttitel: "Altbauwohnung mit Balkon",
    objektart: "Wohnung",
    angebot_typ: "Miete",
    objektstatus: null,
    ort: "Wien",
    plz: "1030",
    politischer_bezirk: "Landstraße",
    titelbild_url: "/images/wohnung-1.webp",
    bilder_urls: '["/images/wohnung-1.webp","/images/wohnung-2.webp"]',
    anzahl_zimmer: 3,
    anzahl_badezimmer: 1,
    wohnflaeche: 78.5,
    nutzflaeche: null,
    hwbwert: 45.2,
    hwbklasse: "B",
    fgeewert: 0.85,
    fgeeklasse: "A",
    kaufpreis: null,
    gesamtmietenetto: 1100,
    gesamtmietebrutto: 1250,
    balkon_terrasse_flaeche: 6,
    ...overrides,
  };
  return { ...base, ...deriveColumns(base), ...overrides } as CardRow;
}

test("a rental card shows the monthly rent, the Miete badge, district label and facts", () => {
  const view = toPropertyCardView(row());
  expect(view.status).toBe("RENT");
  expect(view.offerLabel).toBe("Miete");
  expect(view.priceText).toBe("€\u00a01.250 / Monat");
  expect(view.location).toBe("Wien 3. Bezirk");
  expect(view.roomsText).toBe("3 Zimmer");
  expect(view.bathsText).toBe("1 Bad");
  expect(view.areaText).toBe("78,5\u00a0m²");
  expect(view.areaKind).toBe("Wohnfläche");
  expect(view.hwbText).toBe("HWB 45,2\u00a0kWh/m²a");
  expect(view.fgeeText).toBe("fGEE 0,85");
  expect(view.href).toBe("/immobilien/2045");
  expect(view.thumbnail).toBe("/images/wohnung-1-sm.webp");
  expect(view.amenities).toContain("Balkon");
});

test("a sale without price reads 'Preis auf Anfrage'; area falls back to nutzflaeche and says so", () => {
  const view = toPropertyCardView(
    row({ angebot_typ: "Kauf", kaufpreis: null, price_value: null, wohnflaeche: null, nutzflaeche: 120, area_value: null, status: "SALE" }),
  );
  expect(view.offerLabel).toBe("Kauf");
  expect(view.priceText).toBe("Preis auf Anfrage");
  expect(view.area).toBe(120);
  // Without a Wohnfläche the card names the area it shows.
  expect(view.areaText).toBe("120\u00a0m² Nutzfläche");
  expect(view.areaKind).toBe("Nutzfläche");
});

test("a row without title becomes the placeholder 'Immobilie nicht verfügbar'", () => {
  const view = toPropertyCardView(row({ objekttitel: "  " }));
  expect(view.valid).toBe(false);
  expect(view.title).toBe("Immobilie nicht verfügbar");
  expect(view.priceText).toBe("Preis auf Anfrage");
});

test("unusable images fall back to the stock picture; remote images get no -sm variant", () => {
  expect(toPropertyCardView(row({ titelbild_url: "javascript:alert(1)", bilder_urls: "kaputt" })).image).toBe(FALLBACK_IMAGE);
  expect(thumbnailOf("https://cdn.example/x.webp")).toBe("https://cdn.example/x.webp");
  expect(thumbnailOf("/images/x-sm.webp")).toBe("/images/x-sm.webp");
});

// The card names the listing's own place, not its political district.
test("a Lower Austrian card names its own place; a bare 'Wien' gives way to the district", () => {
  const brunn = toPropertyCardView(row({ plz: "2345", ort: "Brunn am Gebirge", politischer_bezirk: "Mödling", district_label: null }));
  expect(brunn.location).toBe("Brunn am Gebirge");
  const vienna = toPropertyCardView(row({ plz: "1300", ort: "Wien", politischer_bezirk: "Wien 3., Landstraße", district_label: null }));
  expect(vienna.location).toBe("Wien 3., Landstraße");
  const noPlace = toPropertyCardView(row({ plz: "2340", ort: null, politischer_bezirk: "Mödling", district_label: null }));
  expect(noPlace.location).toBe("Mödling");
});

test("a recently reduced card's old price reads like its price, with the cut in per cent (ADR 0372)", () => {
  const recently = new Date(Date.now() - 3 * 86_400_000).toISOString();
  const rent = toPropertyCardView(
    row({ gesamtmietebrutto: 3823.84, price_value: 3823.84, price_before_reduction: 4100, price_reduced_at: recently }),
  );
  expect(rent.priceText).toBe("€\u00a03.823,84 / Monat");
  expect(rent.previousPriceText).toBe("€\u00a04.100,00 / Monat");
  expect(rent.priceCutText).toBe("−6,7 %");
  const sale = toPropertyCardView(
    row({
      angebot_typ: "Kauf",
      kaufpreis: 480000,
      price_value: 480000,
      gesamtmietebrutto: null,
      gesamtmietenetto: null,
      price_before_reduction: 520000,
      price_reduced_at: recently,
    }),
  );
  expect([sale.priceText, sale.previousPriceText, sale.priceCutText]).toEqual(["€\u00a0480.000", "€\u00a0520.000", "−7,7 %"]);
  // Both sides of the pair follow one cents rule: a whole price beside an old one with cents.
  const whole = toPropertyCardView(
    row({ gesamtmietebrutto: 1400, price_value: 1400, price_before_reduction: 1450.5, price_reduced_at: recently }),
  );
  expect([whole.priceText, whole.previousPriceText]).toEqual(["€\u00a01.400,00 / Monat", "€\u00a01.450,50 / Monat"]);
  // No old price above today's, or a cut older than 30 days: neither line.
  for (const odd of [
    { price_before_reduction: 3000, price_reduced_at: recently },
    { price_before_reduction: 4100, price_reduced_at: "2020-01-01T00:00:00.000Z" },
  ]) {
    const view = toPropertyCardView(row({ gesamtmietebrutto: 3823.84, price_value: 3823.84, ...odd }));
    expect([view.previousPriceText, view.priceCutText]).toEqual([null, null]);
  }
});

test("a rent says which total it is; a sale and a rent on request say nothing", () => {
  expect(toPropertyCardView(row()).rentLabel).toBe("Gesamtmiete");
  expect(toPropertyCardView(row({ gesamtmietebrutto: null })).rentLabel).toBe("Gesamtmiete netto");
  expect(toPropertyCardView(row({ gesamtmietebrutto: null, gesamtmietenetto: null })).rentLabel).toBeNull();
  const sale = row({ angebot_typ: "Kauf", kaufpreis: 450000, gesamtmietebrutto: null, gesamtmietenetto: null });
  expect(toPropertyCardView(sale).rentLabel).toBeNull();
});
