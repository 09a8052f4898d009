// A plot's structured facts on its detail page (ADR 0339, 0362), at 390 and 1440 px: the seeded
// Betriebsbaugrund names its Widmung and Erschließung in the key facts under the price, after the
// Grundfläche and the price per m², without JavaScript too (server-rendered); 'Immobilien-Details'
// no longer repeats them, and a long Widmung stands on one line of its own on a phone.
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

// Seeded (scripts/seed/properties.mjs): a Betriebsbaugrund in Brunn am Gebirge for sale.
const PLOT = "/immobilien/211614";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`plot facts at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("the Widmung and the Erschließung are said once, in the key facts; no details card repeats them", async ({ page }) => {
        await page.goto(PLOT);
        const strip = page.getByRole("list", { name: "Eckdaten" });
        const widmung = strip.locator("li").filter({ has: page.getByText("Widmung", { exact: true }) });
        await expect(widmung.locator(".detail-keyfact-value")).toHaveText("Bauland-Betriebsgebiet");
        const erschliessung = strip.locator("li").filter({ has: page.getByText("Erschließung", { exact: true }) });
        await expect(erschliessung.locator(".detail-keyfact-value")).toHaveText("voll erschlossen");
        // Everything the plot's details card held is in the key facts now (review 58).
        await expect(page.getByRole("heading", { name: "Immobilien-Details" })).toHaveCount(0);
        await expect(page.locator(".detail-facts dd", { hasText: "Bauland-Betriebsgebiet" })).toHaveCount(0);
        // The long Widmung never breaks inside itself: one line, the row's whole width on a phone.
        const [value, item, list] = await Promise.all([
          widmung.locator(".detail-keyfact-value").boundingBox(),
          widmung.boundingBox(),
          strip.boundingBox(),
        ]);
        const lineHeight = await widmung
          .locator(".detail-keyfact-value")
          .evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
        expect(value?.height ?? 99).toBeLessThan(lineHeight * 1.5);
        if (viewport.width < 600) expect(Math.round(item?.width ?? 0)).toBe(Math.round(list?.width ?? -1));
      });

      test("the key facts under the price add the Widmung and the Erschließung, on a phone too (ADR 0344)", async ({ page }) => {
        await page.goto(PLOT);
        const strip = page.getByRole("list", { name: "Eckdaten" });
        const labels = strip.locator(".detail-keyfact-label").filter({ visible: true });
        await expect(labels).toHaveText(["Grundfläche", "Kaufpreis pro m²", "Widmung", "Erschließung", "Verfügbar"]);
        // In the first screen, clear of the phone's fixed 'Anrufen · Anfrage' bar.
        for (const word of ["Bauland-Betriebsgebiet", "voll erschlossen"]) await expect(strip.getByText(word)).toBeInViewport({ ratio: 1 });
        if (viewport.width < 1000) {
          const bar = await page.getByRole("navigation", { name: "Schnellkontakt" }).boundingBox();
          const stripBox = await strip.boundingBox();
          expect((stripBox?.y ?? 0) + (stripBox?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
        }
        // The strip never widens the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    });
  }
}
