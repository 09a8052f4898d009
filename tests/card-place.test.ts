import { describe, expect, it } from "vitest";
import { titleNamesPlace } from "~/lib/card-place";

describe("titleNamesPlace", () => {
  it("finds the whole place in the title, whatever the case", () => {
    expect(titleNamesPlace("Einfamilienhaus in Mödling", "Mödling")).toBe(true);
    expect(titleNamesPlace("Baugrundstück in KORNEUBURG", "Korneuburg")).toBe(true);
  });
  it("keeps the place line when the title names only part of it or nothing", () => {
    expect(titleNamesPlace("Penthouse in Wien", "Wien 1. Bezirk")).toBe(false);
    expect(titleNamesPlace("Exklusive Villa", "Klosterneuburg")).toBe(false);
    expect(titleNamesPlace("Exklusive Villa", "")).toBe(false);
    expect(titleNamesPlace("Exklusive Villa", null)).toBe(false);
  });
});
