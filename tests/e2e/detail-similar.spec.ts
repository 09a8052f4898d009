// The detail page's pictures and similar listings, at 390 and 1440 px, with and without
// JavaScript: the main picture says how many photos there are; Ähnliche Immobilien on a phone are
// one swipe row (the cards side by side, the row scrolls, the page does not), beside it a grid;
// beside a Gewerbegrund only commercial land or halls, never a Baugrund Wohnen (ADR 0350).
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

      test("the main picture carries the photo count, inside its bottom right corner", async ({ page }) => {
        for (const [path, count] of [
          [FLAT, 9],
          // a Lagerhalle: its hall and two rooms (a plot shows only its own picture, ADR 0387)
          ["/immobilien/211811", 3],
        ] as const) {
          await page.goto(path);
          const main = page.locator(".gallery-main");
          await expect(main).toHaveAccessibleName(`${count} Fotos – Bild 1 vergrößern`);
          const badge = main.locator(".gallery-count");
          await expect(badge).toHaveText(`${count} Fotos`);
          const [outer, inner] = await Promise.all([main.boundingBox(), badge.boundingBox()]);
          if (!outer || !inner) throw new Error("no box");
          expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
          expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
          expect(inner.y).toBeGreaterThan(outer.y + outer.height / 2);
        }
      });

      test("beside a Gewerbegrund: commercial land or halls, never a home plot", async ({ page }) => {
        await page.goto(PLOT);
        const titles = await page.locator("section.similar .property-card-title").allTextContents();
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) {
          expect(title).not.toMatch(/Baugrund \(Wohnen\)|Wohnung|Haus/);
          expect(title).toMatch(/Gewerbe|Betrieb|Halle|Lager/);
        }
      });
    });
  }
}
