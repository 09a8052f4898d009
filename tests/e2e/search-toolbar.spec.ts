// The phone's sticky bar 'Filter (n) | Sortieren | Karte' on /immobilien (ADR 0178), at 390 px
// with and without JavaScript and at 1440 px: it sticks under the fixed header while the results
// scroll, covers no result a jump or focus lands on, shifts nothing, and each part works as plain
// HTML. Plus the results' h2 between the page's h1 and the cards' h3 (Lighthouse heading-order).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const bar = (page: Page) => page.locator(".results-toolbar");
const rect = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, height } = element.getBoundingClientRect();
      return { top: Math.round(top), bottom: Math.round(bottom), height: Math.round(height) };
    });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

/** The bar sticks just under the fixed header, at the same place however far the list scrolls. */
async function expectStuckUnderHeader(page: Page) {
  const header = await rect(page, ".site-header-inner");
  await scrollTo(page, 1500);
  await expect.poll(async () => (await rect(page, ".results-toolbar")).top).toBeGreaterThanOrEqual(header.bottom);
  const first = await rect(page, ".results-toolbar");
  expect(first.top - header.bottom).toBeLessThanOrEqual(12);
  await scrollTo(page, 2600);
  await expect.poll(async () => (await rect(page, ".results-toolbar")).top).toBe(first.top);
  await expect(bar(page)).toBeVisible();
  // A card scrolled to (a jump, a focus) starts below the bar, not under it.
  await page
    .locator(".property-grid > li")
    .nth(6)
    .evaluate((card) => card.scrollIntoView({ block: "start" }));
  const card = await rect(page, ".property-grid > li:nth-child(7)");
  expect(card.top).toBeGreaterThanOrEqual((await rect(page, ".results-toolbar")).bottom);
}

test.describe("phone bar with JavaScript", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("sticks under the header while scrolling, without layout shift; Filter (1) (the rooms, not the deal) opens the sheet", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/immobilien?status=SALE&bedrooms=2");
    await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Filter (1)" })).toBeVisible();
    await expect(bar(page).getByText("Sortieren")).toBeVisible();
    await expect(bar(page).getByRole("link", { name: "Karte", exact: true })).toHaveAttribute(
      "href",
      "/immobilien?status=SALE&bedrooms=2&ansicht=karte",
    );
    // The view switch lives in the bar on phones: no second 'Karte' on screen.
    await expect(page.getByRole("link", { name: "Karte", exact: true })).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);

    await expectStuckUnderHeader(page);
    await bar(page).getByRole("button", { name: "Filter (1)" }).click();
    const sheet = page.getByRole("dialog", { name: "Immobiliensuche" });
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(bar(page).getByRole("button", { name: "Filter (1)" })).toBeFocused();
  });

  test("Sortieren lists the orders as links; one sorts, keeps the filters and lands on the results", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
    await scrollTo(page, 1200);
    await bar(page).locator("summary").click();
    const menu = bar(page).locator(".results-sort-menu");
    await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="true"]')).toHaveText("Neueste");
    await expectNoAxeViolations(page, "the open sort menu at 390 px", { include: ".results-toolbar" });
    await menu.getByRole("link", { name: "Preis aufsteigend" }).click();
    await expect(page).toHaveURL(/\/immobilien\?status=SALE&sort=preis-aufsteigend#ergebnisse$/);
    await expect(menu).toBeHidden();
    // One sort control (ADR 0337): the filter form carries the order on.
    await expect(page.locator('form.search-form input[type="hidden"][name="sort"]')).toHaveValue("preis-aufsteigend");
    await expect.poll(async () => (await rect(page, "#ergebnisse")).top).toBeLessThan(140);
    // The bar does not cover the count line the search lands on.
    expect((await rect(page, "#ergebnisse")).top).toBeGreaterThanOrEqual((await rect(page, ".site-header-inner")).bottom);
    await bar(page).locator("summary").click();
    await expect(menu.locator('[aria-current="true"]')).toHaveText("Preis aufsteigend");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });
});

test.describe("phone bar without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("sticks too; Filter is a link to the form, Sortieren a native menu of links, Karte a link", async ({ page }) => {
    await page.goto("/immobilien?status=SALE&bedrooms=2");
    await expect(bar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Filter/ })).toHaveCount(0);
    // The deal is the toggle's (ADR 0333): only the rooms count.
    const filter = bar(page).getByRole("link", { name: "Filter (1)" });
    await expect(filter).toHaveAttribute("href", "#search-panel-title");
    await expect(bar(page).getByRole("link", { name: "Karte", exact: true })).toHaveAttribute(
      "href",
      "/immobilien?status=SALE&bedrooms=2&ansicht=karte",
    );
    await expectStuckUnderHeader(page);

    await bar(page).locator("summary").click();
    await bar(page).getByRole("link", { name: "Preis absteigend" }).click();
    await expect(page).toHaveURL(/\/immobilien\?status=SALE&bedrooms=2&sort=preis-absteigend#ergebnisse$/);
    // One sort control (ADR 0337): the filter form carries the order on.
    await expect(page.locator('form.search-form input[type="hidden"][name="sort"]')).toHaveValue("preis-absteigend");

    await bar(page).getByRole("link", { name: "Filter (1)" }).click();
    await expect(page).toHaveURL(/#search-panel-title$/);
    await expect(page.getByLabel("Immobilientyp")).toBeInViewport();
  });
});

test.describe("desktop results at 1440 px", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("no bar; the Liste | Karte switch stays; the results' h2 keeps the heading order", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Ansicht der Ergebnisse" }).getByRole("link", { name: "Karte" })).toBeVisible();
    // The count line says what is shown (ADR 0348).
    await expect(page.getByRole("heading", { level: 2, name: /^Gefunden: \d+ Immobilien zum Kauf$/ })).toBeVisible();
    const order = await new AxeBuilder({ page }).withRules(["heading-order", "empty-heading"]).analyze();
    expect(order.violations.map((violation) => violation.id)).toEqual([]);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`at 1440 px ${javaScriptEnabled ? "with" : "without"} JavaScript the order is chosen beside the count and names the one in force`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled, locale: "de-AT" });
    const page = await context.newPage();
    await necessaryOnly(page);
    await page.goto("/immobilien?status=SALE");
    const sort = page.locator(".results-sort-wide");
    const summary = sort.locator("summary");
    await expect(summary).toHaveText("Sortieren: Neueste");
    // In the count's row, not somewhere in the filter column.
    const count = await rect(page, "#search-results-count");
    const row = await rect(page, ".results-sort-wide");
    expect(Math.abs(row.top + row.height / 2 - (count.top + count.height / 2))).toBeLessThan(16);
    await summary.click();
    await expect(sort.locator('[aria-current="true"]')).toHaveText("Neueste");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the open sort menu at 1440 px");
    await sort.getByRole("link", { name: "Preis aufsteigend" }).click();
    await expect(page).toHaveURL(/\/immobilien\?status=SALE&sort=preis-aufsteigend#ergebnisse$/);
    await expect(summary).toHaveText("Sortieren: Preis aufsteigend");
    // The list is in that order.
    const prices = await page.locator(".property-grid .property-card-price").evaluateAll((nodes) =>
      // The price is the element's first text; the € per m² after it (ADR 0333) is not read.
      nodes.map((node) => Number((node.firstChild?.textContent ?? "").replace(/,\d+/, "").replace(/\D/g, ""))).filter((value) => value > 0),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });
}

test("the results' h2 keeps the heading order on a phone too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await necessaryOnly(page);
  await page.goto("/immobilien");
  await expect(page.getByRole("heading", { level: 2, name: /^Gefunden: \d+ Immobilien$/ })).toBeVisible();
  const order = await new AxeBuilder({ page }).withRules(["heading-order", "empty-heading"]).analyze();
  expect(order.violations.map((violation) => violation.id)).toEqual([]);
});
