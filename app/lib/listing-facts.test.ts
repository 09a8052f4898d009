import { expect, test } from "vitest";
import { listingFacts, listingKind, plotPricePerSquareMetre } from "./listing-facts";
import { derivePropertyType } from "./property-derive";

const kindOf = (objektart: string) => listingKind(objektart, derivePropertyType(objektart));

test("the feed's objektart element decides the kind: plots are land, offices, shops and halls commercial", () => {
  expect(kindOf("grundstueck/WOHNEN")).toBe("land");
  expect(kindOf("grundstueck/GEWERBE")).toBe("land");
  expect(kindOf("land_und_forstwirtschaft/WALD")).toBe("land");
  expect(kindOf("buero_praxen/BUEROFLAECHE")).toBe("commercial");
  expect(kindOf("hallen_lager_prod/LAGERFLAECHEN")).toBe("commercial");
  expect(kindOf("einzelhandel/LADENLOKAL")).toBe("commercial");
  expect(kindOf("gastgewerbe/RESTAURANT")).toBe("commercial");
  expect(kindOf("zinshaus_renditeobjekt/MEHRFAMILIENHAUS")).toBe("commercial");
  expect(kindOf("wohnung/ETAGE")).toBe("home");
  expect(kindOf("haus/VILLA")).toBe("home");
});

test("a free type label without an OpenImmo element falls back to the derived search type", () => {
  expect(kindOf("Grundstück")).toBe("land");
  expect(kindOf("Büro / Praxis")).toBe("commercial");
  expect(kindOf("Einfamilienhaus")).toBe("home");
  expect(listingKind(null, "apartment")).toBe("home");
});

test("a plot shows its Grundfläche and no rooms or baths, even when the row carries counts", () => {
  const facts = listingFacts({
    kind: "land",
    area_value: 1172.5,
    wohnflaeche: null,
    nutzflaeche: 1172.5,
    anzahl_zimmer: 2,
    anzahl_badezimmer: 1,
  });
  expect(facts).toEqual({
    area: 1172.5,
    areaKind: "Grundfläche",
    areaText: "1.172,5\u00a0m² Grundfläche",
    roomsText: null,
    bathsText: null,
  });
});

test("a warehouse leads with its Nutzfläche and leaves '3 Zimmer · 2 Bad' off its line", () => {
  const facts = listingFacts({
    kind: "commercial",
    area_value: 120,
    wohnflaeche: 120,
    nutzflaeche: 1550.5,
    anzahl_zimmer: 3,
    anzahl_badezimmer: 2,
  });
  expect(facts.areaText).toBe("1.550,5\u00a0m² Nutzfläche");
  expect(facts.areaKind).toBe("Nutzfläche");
  expect(facts.area).toBe(1550.5);
  expect(facts.roomsText).toBeNull();
  expect(facts.bathsText).toBeNull();
});

test("an office with only a Wohnfläche shows that one, named", () => {
  const facts = listingFacts({
    kind: "commercial",
    area_value: 95,
    wohnflaeche: 95,
    nutzflaeche: null,
    anzahl_zimmer: 4,
    anzahl_badezimmer: 1,
  });
  expect(facts.areaKind).toBe("Wohnfläche");
  expect(facts.areaText).toBe("95\u00a0m²");
});

test("a flat shows rooms, baths and its Wohnfläche; without one its Nutzfläche, named", () => {
  const flat = listingFacts({
    kind: "home",
    area_value: 78.5,
    wohnflaeche: 78.5,
    nutzflaeche: 90,
    anzahl_zimmer: 2.5,
    anzahl_badezimmer: 1,
  });
  expect(flat).toEqual({ area: 78.5, areaKind: "Wohnfläche", areaText: "78,5\u00a0m²", roomsText: "2,5 Zimmer", bathsText: "1 Bad" });
  const house = listingFacts({
    kind: "home",
    area_value: null,
    wohnflaeche: null,
    nutzflaeche: 140,
    anzahl_zimmer: 5,
    anzahl_badezimmer: null,
  });
  expect(house.areaText).toBe("140\u00a0m² Nutzfläche");
  expect(house.roomsText).toBe("5 Zimmer");
  expect(house.bathsText).toBeNull();
});

test("a listing without any area has no area on its line", () => {
  const facts = listingFacts({
    kind: "land",
    area_value: null,
    wohnflaeche: 0,
    nutzflaeche: null,
    anzahl_zimmer: null,
    anzahl_badezimmer: null,
  });
  expect(facts.area).toBe(0);
  expect(facts.areaKind).toBeNull();
  expect(facts.areaText).toBeNull();
});

test("a plot on sale shows its price per m² of Grundfläche; nothing for other kinds, rent or a missing figure", () => {
  // € 420.000 for 1.172,5 m² is € 358,21… per m²: whole euros from € 100 on.
  expect(plotPricePerSquareMetre({ kind: "land", status: "SALE", price: 420000, area: 1172.5 })).toBe("€\u00a0358 / m²");
  // A large rural plot: below € 100 per m² the cents stay.
  expect(plotPricePerSquareMetre({ kind: "land", status: "SALE", price: 95000, area: 4000 })).toBe("€\u00a023,75 / m²");
  expect(plotPricePerSquareMetre({ kind: "land", status: "RENT", price: 800, area: 1000 })).toBeNull();
  expect(plotPricePerSquareMetre({ kind: "home", status: "SALE", price: 420000, area: 80 })).toBeNull();
  expect(plotPricePerSquareMetre({ kind: "land", status: "SALE", price: null, area: 1000 })).toBeNull();
  expect(plotPricePerSquareMetre({ kind: "land", status: "SALE", price: 420000, area: 0 })).toBeNull();
});
