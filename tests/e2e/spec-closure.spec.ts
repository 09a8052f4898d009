// Spec closure, the browser-only part (tests/spec-closure.test.ts has the server part):
// public-site.md section 2 'The page scrolls to the top on load, page change and filter apply'
// (filter apply: now the results, ADR 0178),
// and the map card's zoom 14 with the umkreis_meter circle (section 2, 'Map card').
import { expect, type Page, test } from "@playwright/test";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** /immobilien with React hydrated (the search panel marks itself), in one document from here on. */
async function hydratedListing(page: Page) {
  await page.goto("/immobilien");
  await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);

test("with JavaScript a page change scrolls back to the top", async ({ page }) => {
  await hydratedListing(page);
  const next = page.getByRole("link", { name: "Seite 2" });
  await next.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.pagination [aria-current="page"]')).toHaveText("2");
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
});

// ADR 0178 replaces 'scrolls to the top on filter apply': the page lands on the
// results (#ergebnisse), just below the fixed header.
test("with JavaScript applying the filters lands on the results", async ({ page }) => {
  await hydratedListing(page);
  const submit = page.getByRole("button", { name: /Immobilien? anzeigen$/ });
  await page.getByLabel("Zimmer", { exact: true }).selectOption("2");
  await submit.click();
  await expect(page).toHaveURL(/bedrooms=2#ergebnisse$/);
  await expect(page.getByRole("status").filter({ hasText: "Filter angewendet" })).toBeVisible();
  await expect
    .poll(() => page.locator("#ergebnisse").evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThan(140);
  // It scrolled there (with the filters in a sidebar the results start higher up than before).
  expect(await scrollY(page)).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
});

test("the detail map opens at zoom 14 at most, with the listing's circle inside the frame", async ({ page }) => {
  await page.goto("/immobilien/210284");
  await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
  await page.getByRole("heading", { name: "Lage auf der Karte" }).scrollIntoViewIfNeeded();
  // The map may wait for a click (two-click consent) or load near the viewport by itself.
  const load = page.getByRole("button", { name: "Karte laden" });
  if (await load.isVisible()) await load.click();
  const map = page.locator('.property-map[data-map-ready="true"]');
  await expect(map).toBeVisible({ timeout: 15_000 });
  // One rule (ADR 0382): every seeded circle is 250 m, and the caption says so once
  // (DB default 500 m for rows without a radius: tests/spec-closure.test.ts).
  expect(await map.getAttribute("data-map-radius")).toBe("250");
  await expect(page.locator(".map-caption")).toHaveText(/^Die Immobilie liegt in diesem Kreis mit 250 m Radius \(.+\); die genaue Adresse/);
  // Spec zoom 14: a 250 m circle fits the frame there (ADR 0332).
  expect(await map.getAttribute("data-map-zoom")).toBe("14");
});
