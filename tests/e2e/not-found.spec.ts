// The not-found page at 390 and 1440 px, with and without JavaScript: its popular pages one per
// row on a phone (no two narrow tiles of four wrapped lines), in one row beside; the newest
// listings in the site's card below, a swipe row on a phone, each leading to its page.
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

for (const javaScriptEnabled of [true, false]) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${viewport.width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("not found: popular pages, then the newest listings", async ({ page }) => {
        const response = await page.goto("/diese-seite-gibt-es-nicht");
        expect(response?.status()).toBe(404);
        const popular = page.getByRole("navigation", { name: "Häufig besucht" }).getByRole("link");
        await expect(popular).toHaveCount(4);
        const boxes = await Promise.all((await popular.all()).map((link) => link.boundingBox()));
        const rows = new Set(boxes.map((box) => Math.round(box?.y ?? 0)));
        // One per row on a phone, all four in one row beside.
        expect(rows.size).toBe(viewport.width < 700 ? 4 : 1);
        for (const box of boxes) expect(box?.height ?? 0).toBeLessThan(110);
        const newest = page.getByRole("region", { name: "Neu im Angebot" });
        const cards = newest.locator(".property-card");
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await cards.count()).toBeLessThanOrEqual(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        const href = await newest.locator(".property-card-link").first().getAttribute("href");
        expect(href).toMatch(/^\/immobilien\/\w+$/);
        await newest.locator(".property-card-link").first().click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    });
  }
}
