// A result card at 390 px (ADR 0348): near the portals' 380–420 px, every fact still there; the
// picture's box reserved (16:10), the energy values legible on one line.
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

test.describe("result cards on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("short cards with price, facts and a legible one-line HWB/fGEE", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    const cards = page.locator(".property-grid > li");
    await expect(cards.first()).toBeVisible();
    const heights = await cards.evaluateAll((items) => items.slice(0, 8).map((item) => item.getBoundingClientRect().height));
    // Was 480–504 px (267 px picture, 5-line body); a card with a two-line title and a wrapped
    // facts line is the tallest.
    const sorted = [...heights].sort((a, b) => a - b);
    // A recently reduced card has one more line, its old price (ADR 0368): ≈ 20 px.
    expect(sorted[Math.floor(sorted.length / 2)], JSON.stringify(heights)).toBeLessThanOrEqual(430);
    expect(Math.max(...heights), JSON.stringify(heights)).toBeLessThanOrEqual(450);
    const card = page
      .locator(".property-card")
      .filter({ has: page.locator(".property-card-energy") })
      .first();
    // The picture's box keeps a fixed ratio before the image loads (CLS 0) and is lower than the
    // 267 px it was.
    const media = card.locator(".property-card-media");
    expect(await media.evaluate((box) => getComputedStyle(box).aspectRatio)).not.toBe("auto");
    expect((await media.boundingBox())?.height ?? 999).toBeLessThanOrEqual(240);
    await expect(card.locator(".property-card-price")).toContainText("€");
    await expect(card.locator(".property-card-facts li").first()).toBeVisible();
    const energy = card.locator(".property-card-energy");
    await expect(energy).toContainText("HWB");
    const look = await energy.evaluate((line) => {
      const style = getComputedStyle(line);
      return {
        size: Number.parseFloat(style.fontSize),
        color: style.color,
        lines: Math.round(line.getBoundingClientRect().height / Number.parseFloat(style.lineHeight)),
      };
    });
    expect(look.size).toBeGreaterThanOrEqual(13);
    expect(look.color).toBe("rgb(74, 90, 106)"); // #4a5a6a on white, 6.9 : 1
    expect(look.lines).toBe(1);
    // Every card shows its place line, also where the title names the place (ADR 0355): prices
    // and facts sit at the same height from card to card.
    for (const place of await page.locator(".property-card-location").all()) await expect(place).toBeVisible();
  });
});
