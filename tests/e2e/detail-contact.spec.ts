// The detail page after the second design review (ADR 0332), at 390 and 1440 px, with and without
// JavaScript: the contact heading follows the broker's Anrede, a phone shows one full contact card
// and the fixed bar to it (no compact agent row since ADR 0338), the desktop column has no scrollbar of
// its own so the form's button is reached by scrolling the page, Merken wears the SVG heart, the
// floor plan says it opens larger, a flat names its price per m², and the map circle fits its frame.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// Seeded (scripts/seed/properties.mjs, agents.mjs): a flat for sale with a floor plan, answered
// by Sophie Brandstätter (Anrede Frau).
const FLAT = "/immobilien/210284";

/** The submit button is on screen and nothing covers its middle (the header, a banner). */
async function submitIsClickable(page: Page) {
  const submit = page.locator("#anfrage").getByRole("button", { name: "Anfrage senden" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport({ ratio: 1 });
  return submit.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === button || button.contains(hit);
  });
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`detail contact on a phone ${mode}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("one full card above the form, the fixed bar to it, and the heading for a woman", async ({ page }) => {
      await page.goto(FLAT);
      // The contact once (ADR 0338): no compact agent row under the title any more.
      await expect(page.locator(".detail-contact")).toHaveCount(1);
      await expect(page.locator(".detail-agent-row")).toHaveCount(0);
      // Nowhere a link that reads like the send button; the fixed bar's 'Anfrage' leads to the form.
      await expect(page.getByRole("link", { name: "Anfrage senden" })).toHaveCount(0);
      const toForm = page.getByRole("navigation", { name: "Schnellkontakt" }).getByRole("link", { name: "Anfrage" });
      expect((await toForm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await toForm.click();
      await expect(page).toHaveURL(/#anfrage$/);
      await expect(page.getByRole("heading", { name: "Immobilie anfragen" })).toBeInViewport();
      await expect(page.locator(".detail-contact").getByRole("heading", { name: "Ihre Ansprechpartnerin" })).toBeVisible();
      expect(await submitIsClickable(page)).toBe(true);
    });

    test("Merken wears the SVG heart; the floor plan says 'Zum Vergrößern antippen'; the flat names its price per m²", async ({ page }) => {
      await page.goto(FLAT);
      const watch = page.locator(".detail-actions").getByRole("button", { name: /^Merken/ });
      await expect(watch.locator("svg.watch-heart")).toHaveCount(1);
      await expect(watch).not.toContainText("♡");
      const plan = page.locator("#grundrisse a").first();
      await plan.scrollIntoViewIfNeeded();
      await expect(plan.getByText("Zum Vergrößern antippen")).toBeVisible();
      await expect(plan.getByText("Zum Vergrößern anklicken")).toBeHidden();
      // The link opens the plan file itself, larger than the page shows it.
      expect(await plan.getAttribute("href")).toMatch(/\S/);
      // In the key facts under the price, said once (the details card no longer repeats it, ADR 0362).
      const fact = page
        .locator(".detail-keyfacts li")
        .filter({ has: page.locator(".detail-keyfact-label", { hasText: /^Kaufpreis pro m²$/ }) });
      await expect(fact.locator(".detail-keyfact-value")).toHaveText(/^€\s[\d.]+$/);
      await expect(page.locator(".detail-facts dt", { hasText: /^Kaufpreis pro m²$/ })).toHaveCount(0);
    });
  });

  test.describe(`detail contact on a desktop ${mode}`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the column has no scrollbar of its own and the form's button is reached by scrolling the page", async ({ page }) => {
      await page.goto(FLAT);
      const aside = page.locator(".detail-aside");
      const sizes = await aside.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }));
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
      await expect(page.locator(".detail-contact").getByRole("heading", { name: "Ihre Ansprechpartnerin" })).toBeVisible();
      // The card and the form, nothing more: no compact agent row under the form (ADR 0338).
      await expect(page.locator(".detail-agent-row")).toHaveCount(0);
      expect(await submitIsClickable(page)).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Past the form, the section bar's 'Kontakt' leads back to it.
      await page.evaluate(() => window.scrollTo(0, 3000));
      const kontakt = page.getByRole("navigation", { name: "Abschnitte dieser Seite" }).getByRole("link", { name: "Kontakt" });
      await expect(kontakt).toBeInViewport();
      await kontakt.click();
      await expect(page.getByRole("heading", { name: "Immobilie anfragen" })).toBeInViewport();
      await expect(page.locator("#grundrisse a").first().getByText("Zum Vergrößern anklicken")).toBeVisible();
    });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`the map's circle fits its frame at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await necessaryOnly(page);
    await page.goto(FLAT);
    await page.getByRole("heading", { name: "Lage auf der Karte" }).scrollIntoViewIfNeeded();
    const map = page.locator('.property-map[data-map-ready="true"]');
    await expect(map).toBeVisible({ timeout: 15_000 });
    const zoom = Number(await map.getAttribute("data-map-zoom"));
    const radius = Number(await map.getAttribute("data-map-radius"));
    const frame = await map.boundingBox();
    // Metres per pixel of MapLibre's 512 px tiles in Vienna (48.2° N; the seed stays within 47.8–48.6°).
    const metresPerPixel = (40_075_016.686 * Math.cos((48.2 * Math.PI) / 180)) / (512 * 2 ** zoom);
    const diameter = (2 * radius) / metresPerPixel;
    expect(zoom).toBeLessThanOrEqual(14);
    expect(diameter).toBeLessThan(0.7 * Math.min(frame?.width ?? 0, frame?.height ?? 0));
    expect(diameter).toBeGreaterThan(0.2 * Math.min(frame?.width ?? 0, frame?.height ?? 0));
  });
}
