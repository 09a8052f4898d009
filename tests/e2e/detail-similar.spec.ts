// Ähnliche Immobilien on the detail page, at 390 and 1440 px, with and without JavaScript: on a
// phone one swipe row (the cards side by side, the row scrolls, the page does not), beside it a
// grid; beside a Gewerbegrund only commercial land or halls, never a Baugrund Wohnen (ADR 0350).
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

// Seeded (scripts/seed/properties.mjs): a flat for sale and a Gewerbegrund for sale.
const FLAT = "/immobilien/210284";
const PLOT = "/immobilien/211614";

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${viewport.width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("similar listings: a swipe row on a phone, a grid beside; the page never scrolls sideways", async ({ page }) => {
        await page.goto(FLAT);
        const row = page.locator("section.similar .property-grid");
        const cards = row.locator("> li");
        expect(await cards.count()).toBeGreaterThan(1);
        const first = await cards.nth(0).boundingBox();
        const second = await cards.nth(1).boundingBox();
        if (!first || !second) throw new Error("the similar cards have no box");
        // Side by side at both widths: on a phone in a row that scrolls, beside in the grid's row.
        expect(Math.abs(first.y - second.y)).toBeLessThan(2);
        const scrolls = await row.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(scrolls).toBe(viewport.width < 768);
        if (viewport.width < 768) {
          // One card fills the row but for the next one's edge.
          expect(first.width).toBeGreaterThan(viewport.width * 0.8);
          await row.scrollIntoViewIfNeeded();
          await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
          // The last card scrolls fully into the row.
          await expect(cards.last()).toBeInViewport({ ratio: 0.95 });
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });

      test("beside a Gewerbegrund: commercial land or halls, never a home plot", async ({ page }) => {
        await page.goto(PLOT);
        const titles = await page.locator("section.similar .property-card-title").allTextContents();
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) {
          expect(title).not.toMatch(/Baugrund Wohnen|Wohnung|Haus/);
          expect(title).toMatch(/Gewerbe|Betrieb|Halle|Lager/);
        }
      });
    });
  }
}
