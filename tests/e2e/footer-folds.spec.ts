// The footer's link groups (ADR 0208): fold-outs on a 390 px phone, closed at first, with and
// without JavaScript; always open and not foldable at 1440 px. The office data and the legal links
// never fold, and no footer link is lost.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, necessaryOnly } from "./lead-helpers";

const footer = (page: Page) => page.locator("#site-footer");
const folds = (page: Page) => footer(page).locator("details.footer-fold");
const GROUPS = ["Schnelllinks", "Dienstleistungen", "Makler in Ihrer Region"];
/** Links that never fold: office data and the legal links. */
const ALWAYS = ["Impressum", "Datenschutz", "Barrierefreiheit", "Vertrag widerrufen", "Cookie-Einstellungen"];

/** Every link of the footer, as many as before the groups could fold (quick 6, services 4, regions 15, social 3, phone and mail 2, legal 4 + cookie settings). */
const FOOTER_LINKS = 35;

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`footer on a 390 px phone ${mode}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the link groups start closed and open on a tap; office data and legal links stay in view", async ({ page }) => {
      await page.goto("/");
      if (javaScriptEnabled)
        await page.waitForFunction(
          () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined,
        );
      await expect(folds(page)).toHaveCount(3);
      for (const fold of await folds(page).all()) await expect(fold).not.toHaveAttribute("open");
      await expect(footer(page).locator("a")).toHaveCount(FOOTER_LINKS);
      const quick = footer(page).getByRole("navigation", { name: "Schnelllinks" });
      await expect(quick.getByRole("link", { name: "Immobilienbewertung" })).toBeHidden();
      await expect(footer(page).getByRole("link", { name: "Baden", exact: true })).toBeHidden();
      for (const name of ALWAYS) await expect(footer(page).getByRole("link", { name }), name).toBeVisible();
      await expect(footer(page).locator('a[href^="tel:"]')).toBeVisible();

      await footer(page).locator("summary", { hasText: "Schnelllinks" }).click();
      await expect(folds(page).first()).toHaveAttribute("open", "");
      await expect(quick.getByRole("link", { name: "Immobilienbewertung" })).toBeVisible();
      // The others stay closed (each group folds on its own).
      await expect(footer(page).getByRole("link", { name: "Baden", exact: true })).toBeHidden();
      await footer(page).locator("summary", { hasText: "Makler in Ihrer Region" }).click();
      await expect(footer(page).getByRole("link", { name: "Baden", exact: true })).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page, "the footer with two groups open at 390 px");
      await footer(page).locator("summary", { hasText: "Schnelllinks" }).click();
      await expect(quick.getByRole("link", { name: "Immobilienbewertung" })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });

  test.describe(`footer on a 1440 px desktop ${mode}`, () => {
    test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("every group stands open as a plain heading; a click on it folds nothing", async ({ page }) => {
      await page.goto("/");
      if (javaScriptEnabled) {
        await page.waitForFunction(
          () => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined,
        );
        // Marked open too, so that assistive technology hears 'expanded'.
        for (const fold of await folds(page).all()) await expect(fold).toHaveAttribute("open", "");
      }
      await expect(footer(page).locator("a")).toHaveCount(FOOTER_LINKS);
      for (const link of await footer(page).locator("a").all()) await expect(link).toBeVisible();
      for (const name of GROUPS) await expect(footer(page).getByRole("heading", { level: 2, name })).toBeVisible();

      // No chevron, no pointer: the summary looks and acts like a heading.
      const summary = footer(page).locator("summary", { hasText: "Schnelllinks" });
      expect(await summary.evaluate((element) => getComputedStyle(element).cursor)).toBe("default");
      const box = await summary.boundingBox();
      if (!box) throw new Error("summary not rendered");
      await page.mouse.click(box.x + 10, box.y + box.height / 2);
      await expect(footer(page).getByRole("link", { name: "Immobilienbewertung" })).toBeVisible();
      if (javaScriptEnabled) {
        // A key press on the focused summary folds nothing either.
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(folds(page).first()).toHaveAttribute("open", "");
        await expect(footer(page).getByRole("link", { name: "Immobilienbewertung" })).toBeVisible();
        await expectNoAxeViolations(page, "the footer at 1440 px");
      }
    });
  });
}
