import { describe, expect, it } from "vitest";
import { resultsHeading } from "~/lib/results-heading";

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
