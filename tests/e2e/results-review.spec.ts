// /immobilien after the design review (ADR 0333), at 1440 x 900 and 390 x 844, with and without
// JavaScript: the sidebar shows Zimmer and Wohnfläche in the first screen, its submit row after
// them (ADR 0337; since ADR 0348 it sticks and scrolls on its own when taller than the window); Kauf/Miete is chosen once (the toggle); the end of
// the list offers a search order that carries the search.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The element is inside the window and above the submit row, which ends the sidebar's flow (ADR 0337). */
async function clearOfSubmitRow(page: Page, selector: string) {
  return page.evaluate((target) => {
    const field = document.querySelector(target)?.getBoundingClientRect();
    const actions = document.querySelector(".search-panel .search-actions")?.getBoundingClientRect();
    if (!field || !actions) return false;
    return field.top >= 0 && field.bottom <= window.innerHeight && field.bottom <= actions.top;
  }, selector);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`desktop sidebar at 1440 x 900 ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("Zimmer and Wohnfläche in the first screen, the submit row after them, no Status select", async ({ page }) => {
      await page.goto("/immobilien?status=SALE");
      const panel = page.locator(".search-panel");
      await expect(panel).toBeVisible();
      for (const label of ["Zimmer", "Wohnfläche von (m²)", "Wohnfläche bis (m²)"]) {
        await expect(page.getByLabel(label, { exact: true })).toBeInViewport();
      }
      expect(await clearOfSubmitRow(page, "#search-bedrooms")).toBe(true);
      expect(await clearOfSubmitRow(page, "#search-area-min")).toBe(true);
      // The submit row follows the fields at the sidebar's foot (ADR 0337), a short scroll away.
      await page.getByRole("button", { name: /Immobilien? anzeigen$/ }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("button", { name: /Immobilien? anzeigen$/ })).toBeInViewport();
      // The deal is the toggle's; the form has no Status and carries the choice on.
      await expect(page.locator("#search-status")).toHaveCount(0);
      await expect(page.getByLabel("Status")).toHaveCount(0);
      await page.getByLabel("Zimmer", { exact: true }).selectOption("2");
      await page.getByRole("button", { name: /Immobilien? anzeigen$/ }).click();
      await expect(page).toHaveURL(/status=SALE/);
      await expect(page).toHaveURL(/bedrooms=2/);
      // The panel's 'Filter zurücksetzen' lifts the rooms and keeps Kauf, as the chips' 'Alle Filter
      // zurücksetzen' does (ADR 0363, review 59).
      await page.getByRole("link", { name: "Filter zurücksetzen", exact: true }).click();
      await expect(page).toHaveURL(/\/immobilien\?status=SALE$/);
      await expect(page.getByLabel("Zimmer", { exact: true })).toHaveValue("any_bedrooms");
    });

    test("the end of the list links the search order with this search, and the form takes it over", async ({ page }) => {
      await page.goto("/immobilien?status=SALE&priceMax=5000000");
      const link = page.getByRole("link", { name: "Suchauftrag für diese Suche anlegen" });
      await expect(link).toHaveAttribute("href", "/immobilien/suchauftrag?status=SALE&priceMax=5000000");
      // After the pages.
      const below = await page.evaluate(() => {
        const pages = document.querySelector(".results-list > .pagination")?.getBoundingClientRect();
        const cta = document.querySelector(".search-order-cta")?.getBoundingClientRect();
        return pages && cta ? cta.top >= pages.bottom : false;
      });
      expect(below).toBe(true);
      await link.click();
      await expect(page).toHaveURL(/\/immobilien\/suchauftrag\?status=SALE&priceMax=5000000$/);
      await expect(page.getByRole("radio", { name: "Kauf", exact: true })).toBeChecked();
      await expect(page.getByLabel("Preis bis (€)")).toHaveValue("5000000");
    });
  });
}

test.describe("phone at 390 x 844 with JavaScript", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("'Filter' does not count the deal the toggle shows, and the sheet has no Status", async ({ page }) => {
    await page.goto("/immobilien?status=RENT");
    await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
    const bar = page.locator(".results-toolbar");
    await expect(bar.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Kaufen oder Mieten" }).getByRole("link", { name: "Mieten" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await bar.getByRole("button", { name: "Filter", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Immobiliensuche" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel("Status")).toHaveCount(0);
    await expect(sheet.getByLabel("Wohnfläche von (m²)")).toBeVisible();
    await sheet.getByLabel("Zimmer", { exact: true }).selectOption("2");
    await sheet.locator(".search-submit").click();
    await expect(page).toHaveURL(/status=RENT/);
    await expect(page).toHaveURL(/bedrooms=2/);
    await expect(bar.getByRole("button", { name: "Filter (1)" })).toBeVisible();
  });

  test("the cards show the price per m² without growing past one short line", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    const price = page.locator(".property-card-price:has(.property-card-permetre)").first();
    await expect(price.locator(".property-card-permetre")).toHaveText(/^Kaufpreis pro m²: €\s[\d.,]+\s\/\sm²$/);
    const height = await price.evaluate((element) => element.getBoundingClientRect().height);
    // The price line alone is about 27 px; with the €/m² beside or under it at most one 24 px line more.
    expect(height).toBeLessThanOrEqual(27 + 24);
  });
});
