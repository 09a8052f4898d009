// The phone's map carousel follows the card in view (ADR 0348): a swipe or scroll to another card
// moves "n von N" to that card at once and lights that listing's pin (its own pin, or, while the
// pin is inside a cluster, the lit pin drawn on top at its place). Without JavaScript there is no
// carousel and no counter, so nothing can say a wrong number.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const MAP = "/immobilien?ansicht=karte";

/** Scrolls the carousel so that its nth card (0-based) sits in the middle, as a swipe ends there. */
async function scrollToCard(page: Page, index: number) {
  await page.locator(".results-carousel").evaluate((list, nth) => {
    const card = list.children[nth] as HTMLElement;
    list.scrollTo({ left: card.offsetLeft - (list.clientWidth - card.offsetWidth) / 2 });
  }, index);
}

/** The lit pin of a listing: its own pin marked active, or the lit pin over its cluster. */
function litPinOf(page: Page, id: string) {
  return page.locator(
    `.results-map .results-marker.is-active[data-listing-id="${id}"], .results-map .results-pin-lit[data-lit-id="${id}"]`,
  );
}

test.describe("map carousel on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the counter and the lit pin follow the card in view", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(MAP);
    await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const carousel = page.locator(".results-carousel");
    const counter = page.locator(".results-carousel-counter");
    await expect(carousel.locator("li").nth(2)).toBeAttached();
    const total = await carousel.locator("li").count();

    await scrollToCard(page, 2);
    const third = carousel.locator("li").nth(2);
    const thirdId = (await third.getAttribute("data-listing-id")) ?? "";
    await expect(counter).toHaveText(new RegExp(`^Immobilie 3 von ${total}\\b`));
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(litPinOf(page, thirdId)).toHaveCount(1);
    await expect(litPinOf(page, thirdId)).toBeVisible();
    // Only that listing's pin is lit.
    await expect(page.locator(".results-map .results-pin-lit, .results-map .results-marker.is-active")).toHaveCount(1);
    // The lit pin is gold (the hover look of ADR 0345), inside the map above the carousel, and
    // taps go through it to the map.
    const look = await litPinOf(page, thirdId).evaluate((pin) => {
      const style = getComputedStyle(pin);
      return { bg: style.backgroundColor, events: style.pointerEvents, box: pin.getBoundingClientRect().toJSON() as DOMRect };
    });
    expect(look.bg).toBe("rgb(201, 165, 90)");
    expect(look.events).toBe("none");
    const map = await page.locator(".results-map").boundingBox();
    const counterBox = await counter.boundingBox();
    expect(look.box.y).toBeGreaterThanOrEqual(map?.y ?? 0);
    expect(look.box.y + look.box.height).toBeLessThanOrEqual(counterBox?.y ?? 0);
    await page.screenshot({ path: "test-results/shots/ux/map-carousel-third-390.png" });

    // Back to the second card: the counter and the pin go with it.
    await scrollToCard(page, 1);
    const secondId = (await carousel.locator("li").nth(1).getAttribute("data-listing-id")) ?? "";
    await expect(counter).toHaveText(new RegExp(`^Immobilie 2 von ${total}\\b`));
    await expect(litPinOf(page, secondId)).toHaveCount(1);
    await expect(litPinOf(page, thirdId)).toHaveCount(0);
  });

  test("a taller window (as a full-page capture makes it) keeps the card, its pin and the counter together", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(MAP);
    await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const carousel = page.locator(".results-carousel");
    await expect(carousel.locator("li").nth(2)).toBeAttached();
    await scrollToCard(page, 2);
    await expect(carousel.locator("li").nth(2)).toHaveAttribute("aria-current", "true");
    const chosen = (await carousel.locator("li").nth(2).getAttribute("data-listing-id")) ?? "";
    // The map grows, shows more listings and refills the carousel with them.
    await page.setViewportSize({ width: 390, height: 2400 });
    await page.waitForTimeout(1000);
    const state = await carousel.evaluate((list) => {
      const middle = list.getBoundingClientRect().left + list.clientWidth / 2;
      const items = [...list.children] as HTMLElement[];
      const under = items.findIndex((item) => {
        const box = item.getBoundingClientRect();
        return box.left <= middle && box.right >= middle;
      });
      const current = items.findIndex((item) => item.getAttribute("aria-current") === "true");
      return { under, current, id: items[current]?.dataset.listingId, count: items.length };
    });
    expect(state.id).toBe(chosen);
    expect(state.under).toBe(state.current);
    await expect(page.locator(".results-carousel-counter")).toHaveText(new RegExp(`^Immobilie ${state.current + 1} von ${state.count}\\b`));
    await expect(litPinOf(page, chosen)).toHaveCount(1);
    await expect(page.locator(".results-map .results-pin-lit, .results-map .results-marker.is-active")).toHaveCount(1);
  });
});

test.describe("map view on a phone without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("no carousel counter that could be wrong; the list is there", async ({ page }) => {
    await page.goto(MAP);
    await expect(page.locator(".results-carousel-counter")).toHaveCount(0);
    await expect(page.locator(".property-grid .property-card").first()).toBeVisible();
  });
});
