// A plot's structured facts on its detail page (ADR 0339), at 390 and 1440 px: the seeded
// Betriebsbaugrund names its Widmung and Erschließung in 'Immobilien-Details', after the
// Grundfläche and the price per m², without JavaScript too (the facts are server-rendered); the
// key facts under the price carry them at both widths (ADR 0344).
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

// Seeded (scripts/seed/properties.mjs): a Betriebsbaugrund in Brunn am Gebirge for sale.
const PLOT = "/immobilien/211614";

async function detailLabels(page: Page) {
  return page.locator("#fakten .detail-facts dt").allTextContents();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`plot facts at ${viewport.width} px${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("'Immobilien-Details' names the Widmung and the Erschließung after the area and its price per m²", async ({ page }) => {
        await page.goto(PLOT);
        const details = page.locator("#fakten");
        await expect(details.getByRole("heading", { name: "Immobilien-Details" })).toBeVisible();
        const widmung = details.locator(".detail-facts > div").filter({ has: page.getByText("Widmung", { exact: true }) });
        await widmung.scrollIntoViewIfNeeded();
        await expect(widmung).toBeVisible();
        await expect(widmung.locator("dd")).toHaveText("Bauland-Betriebsgebiet");
        const erschliessung = details.locator(".detail-facts > div").filter({ has: page.getByText("Erschließung", { exact: true }) });
        await expect(erschliessung.locator("dd")).toHaveText("voll erschlossen");
        expect((await detailLabels(page)).slice(0, 4)).toEqual(["Grundfläche", "Kaufpreis pro m²", "Widmung", "Erschließung"]);
      });

      test("the key facts under the price add the Widmung and the Erschließung, on a phone too (ADR 0344)", async ({ page }) => {
        await page.goto(PLOT);
        const strip = page.getByRole("list", { name: "Eckdaten" });
        const labels = strip.locator(".detail-keyfact-label").filter({ visible: true });
        await expect(labels).toHaveText(["Grundfläche", "Kaufpreis pro m²", "Widmung", "Erschließung"]);
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
