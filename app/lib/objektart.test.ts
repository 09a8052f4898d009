import { describe, expect, test } from "vitest";
import { objektartLabel } from "./objektart";

describe("objektartLabel", () => {
  test("every objektart of the seeded data reads as German words", () => {
    expect(objektartLabel("wohnung/ETAGE")).toBe("Etagenwohnung");
    expect(objektartLabel("haus/DOPPELHAUSHAELFTE")).toBe("Doppelhaushälfte");
    expect(objektartLabel("buero_praxen/BUEROFLAECHE")).toBe("Bürofläche");
    expect(objektartLabel("grundstueck/WOHNEN")).toBe("Baugrund (Wohnen)");
    expect(objektartLabel("zinshaus_renditeobjekt/MEHRFAMILIENHAUS")).toBe("Zinshaus");
    expect(objektartLabel("hallen_lager_prod/LAGERFLAECHEN")).toBe("Lagerfläche");
  });

  test("case and spaces of the feed do not matter", () => {
    expect(objektartLabel(" Wohnung/etage ")).toBe("Etagenwohnung");
  });

  test("an unknown type falls back to its category, a bare category to its label", () => {
    expect(objektartLabel("wohnung/NEUARTIG")).toBe("Wohnung");
    expect(objektartLabel("haus")).toBe("Haus");
    expect(objektartLabel("buero_praxen/")).toBe("Büro / Praxis");
  });

  test("free text that is no OpenImmo code stays as it is; empty is null", () => {
    expect(objektartLabel("Dachgeschoss-Maisonette")).toBe("Dachgeschoss-Maisonette");
    expect(objektartLabel("")).toBeNull();
    expect(objektartLabel(null)).toBeNull();
    expect(objektartLabel("   ")).toBeNull();
  });
});
