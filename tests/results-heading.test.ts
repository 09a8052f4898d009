import { describe, expect, it } from "vitest";
import { parseSearchParams } from "~/lib/property-filters";
import { resultsHeading, resultsSubline } from "~/lib/results-heading";

const none = { status: null, location: null, propertyType: null } as const;

describe("resultsHeading", () => {
  it("keeps the spec's count line without filters, with the German singular", () => {
    expect(resultsHeading(81, none)).toBe("Gefunden: 81 Immobilien");
    expect(resultsHeading(1, none)).toBe("Gefunden: 1 Immobilie");
    expect(resultsHeading(0, none)).toBe("Gefunden: 0 Immobilien");
    expect(resultsHeading(1234, none)).toBe("Gefunden: 1.234 Immobilien");
  });

  it("names Kauf or Miete", () => {
    expect(resultsHeading(46, { ...none, status: "SALE" })).toBe("Gefunden: 46 Immobilien zum Kauf");
    expect(resultsHeading(35, { ...none, status: "RENT" })).toBe("Gefunden: 35 Immobilien zur Miete");
    expect(resultsHeading(1, { ...none, status: "RENT" })).toBe("Gefunden: 1 Immobilie zur Miete");
  });

  it("names the chosen place and type", () => {
    expect(resultsHeading(3, { status: "SALE", location: "Wien", propertyType: "apartment" })).toBe(
      "Gefunden: 3 Immobilien zum Kauf in Wien · Wohnung",
    );
    expect(resultsHeading(2, { ...none, propertyType: "wohnung/DACHGESCHOSS" })).toBe("Gefunden: 2 Immobilien · Dachgeschosswohnung");
  });
});

describe("resultsSubline", () => {
  const NOW = new Date("2026-11-25T12:00:00Z");
  const filtersOf = (query: string) => parseSearchParams(new URLSearchParams(query), NOW).filters;

  it("is null without a filter (the band keeps the spec's text); the order is no filter", () => {
    expect(resultsSubline(81, filtersOf(""))).toBeNull();
    expect(resultsSubline(81, filtersOf("sort=preis-aufsteigend&page=2"))).toBeNull();
  });

  it("says the offer in the portals' words, in the stock's region", () => {
    expect(resultsSubline(46, filtersOf("status=SALE"))).toBe("46 Kaufangebote in Wien und Umgebung");
    expect(resultsSubline(1, filtersOf("status=RENT"))).toBe("1 Mietangebot in Wien und Umgebung");
    expect(resultsSubline(12, filtersOf("bedrooms=3"))).toBe("12 Immobilien in Wien und Umgebung: ab 3 Zimmer");
  });

  it("names a place, a radius or the map area instead, and the other filters after a colon", () => {
    expect(resultsSubline(3, filtersOf("status=SALE&location=Mödling&propertyType=apartment&priceMax=400000"))).toBe(
      "3 Kaufangebote in Mödling: Wohnung · Preis bis €\u00a0400.000",
    );
    expect(resultsSubline(5, filtersOf("umkreis=2&um=wien-7"))).toBe("5 Immobilien im Umkreis von 2 km um Wien 7., Neubau");
    expect(resultsSubline(0, filtersOf("status=RENT&bereich=16.3,48.1,16.4,48.3"))).toBe("0 Mietangebote im gewählten Kartenausschnitt");
  });
});
