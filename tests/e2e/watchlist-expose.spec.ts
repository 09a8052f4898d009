// The shared Merkliste and the PDF exposé (ADRs 0155-0157) in a real browser, with and without JavaScript: "Merkliste teilen" opened
// in a fresh browser context (ADR 0155), a tampered link (German 404), the comparison of three
// listings through the checkboxes' GET form (ADR 0156), and "Exposé als PDF" from a detail page:
// the waiting page in the site's frame (ADR 0157), then the PDF once the queue consumer that
// wrangler dev runs locally has made it. Axe on the Merkliste, shared and comparison pages.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutJs } from "./lead-helpers";

/** axe needs timers, which a page without JavaScript never runs: that page is checked as a copy. */
async function expectNoViolations(page: Page, label: string) {
  // The document's inline script marks <html class="js"> only where scripts run.
  const scripted = (await page.locator("html.js").count()) > 0;
  await (scripted ? expectNoAxeViolations(page, label) : expectNoAxeViolationsWithoutJs(page, label));
}

/** A stored consent choice, so the banner does not cover the page (as in a11y.spec.ts). */
async function acceptNecessaryOnly(page: Page) {
  await page.context().addCookies([
    {
      name: "cookieConsent",
      value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false })),
      url: test.info().project.use.baseURL ?? "http://localhost:8788",
    },
  ]);
}

/** Save the first three sale listings with their hearts; returns their titles. */
async function saveThree(page: Page): Promise<string[]> {
  await page.goto("/immobilien?status=SALE");
  const cards = page.locator(".property-grid .property-card");
  const titles: string[] = [];
  // Each card's own heart: its name is the listing's full title ('… in Baden merken') where the
  // card shows the short one, and a synced feed may put such a listing first.
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(index);
    titles.push(((await card.locator(".property-card-title").textContent()) ?? "").trim());
    await card.getByRole("button", { name: / merken$/ }).click();
    await expect(card.getByRole("button", { name: / von der Merkliste entfernen$/ })).toBeVisible();
  }
  expect(titles.filter(Boolean)).toHaveLength(3);
  return titles;
}

async function shareJourney(page: Page, browser: Browser, titles: string[]) {
  await page.goto("/merkliste");
  await expect(page.getByRole("heading", { name: "Merkliste", level: 1 })).toBeVisible();
  await expectNoViolations(page, "/merkliste");
  await page.getByText("Merkliste teilen").click();
  const shareUrl = await page.getByLabel("Link zu Ihrer Merkliste").inputValue();
  const link = new URL(shareUrl);
  expect(link.pathname).toBe("/merkliste/geteilt");

  // Anyone with the link: a fresh context without the Merkliste cookie sees the same listings.
  const fresh = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const other = await fresh.newPage();
  const path = `${link.pathname}${link.search}`;
  await other.goto(path);
  await expect(other.getByRole("heading", { name: "Geteilte Merkliste", level: 1 })).toBeVisible();
  for (const title of titles) await expect(other.locator(".property-card-title", { hasText: title })).toBeVisible();
  await expect(other.locator(".property-card")).toHaveCount(3);

  // A tampered link: one id changed, the signature kept.
  const ids = link.searchParams.get("ids") ?? "";
  const tampered = new URLSearchParams({
    ids: ids.replace(/^\d+/, (id) => String(Number(id) + 1)),
    sig: link.searchParams.get("sig") ?? "",
  });
  const response = await other.goto(`/merkliste/geteilt?${tampered}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Merkliste nicht gefunden", level: 1 })).toBeVisible();
  await fresh.close();

  await page.goto(path);
  await expectNoViolations(page, "/merkliste/geteilt");
}

async function compareJourney(page: Page, titles: string[]) {
  await page.goto("/merkliste");
  for (const title of titles) await page.getByRole("checkbox", { name: title }).check();
  await page.getByRole("button", { name: "Vergleichen", exact: true }).click();
  await expect(page).toHaveURL(/\/merkliste\/vergleich\?id=\d+&id=\d+&id=\d+$/);
  await expect(page.getByRole("heading", { name: "Immobilien vergleichen", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Vergleich von 3 Immobilien" });
  // The table names each listing by its full title ("… in Baden" where the card is shorter).
  for (const title of titles) await expect(table.getByText(title).first()).toBeVisible();
  for (const row of ["Preis", "Preis pro m²", "Zimmer", "Provision"])
    await expect(table.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
  await expectNoViolations(page, "/merkliste/vergleich");
}

async function exposeJourney(page: Page) {
  await page.goto("/immobilien/210284");
  const link = page.getByRole("link", { name: "Exposé als PDF" });
  const href = await link.getAttribute("href");
  expect(href).toBe("/immobilien/210284/expose.pdf");
  // Only the first request finds no PDF: the waiting page in the site's frame.
  const first = await page.request.get(href ?? "");
  if (first.status() === 202) {
    await link.click();
    await expect(page.getByRole("heading", { name: "Das Exposé wird erstellt", level: 1 })).toBeVisible();
    await expect(page.locator("header.site-header .site-logo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zur Immobilie" })).toHaveAttribute("href", "/immobilien/210284");
  } else {
    expect(first.status()).toBe(200);
  }
  // The local queue consumer makes it: poll as the page's refresh would.
  await expect
    .poll(async () => (await page.request.get(href ?? "")).headers()["content-type"], { timeout: 90_000, intervals: [2_000] })
    .toBe("application/pdf");
  const pdf = await page.request.get(href ?? "");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("Merkliste, shared and comparison pages fit 390 and 1440 px without page-wide scrolling", async ({ page }) => {
  test.setTimeout(180_000);
  await acceptNecessaryOnly(page);
  const titles = await saveThree(page);
  await page.goto("/merkliste");
  const shared = new URL(await page.getByLabel("Link zu Ihrer Merkliste").inputValue());
  for (const title of titles) await page.getByRole("checkbox", { name: title }).check();
  await page.getByRole("button", { name: "Vergleichen", exact: true }).click();
  const compare = new URL(page.url());
  const pages = {
    merkliste: "/merkliste",
    geteilt: `${shared.pathname}${shared.search}`,
    vergleich: `${compare.pathname}${compare.search}`,
  };
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      // Only the comparison table's own region may scroll sideways, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
      if (process.env.E2E_SHOTS_DIR)
        await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/expose-${name}-${width}.png`, fullPage: true });
    }
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test.beforeEach(async ({ page }) => acceptNecessaryOnly(page));

    test("Merkliste teilen: the link shows the same listings in a fresh browser; tampered → 404", async ({ page, browser }) => {
      test.setTimeout(180_000);
      await shareJourney(page, browser, await saveThree(page));
    });

    test("Vergleichen: three listings side by side through the checkboxes' GET form", async ({ page }) => {
      test.setTimeout(180_000);
      await compareJourney(page, await saveThree(page));
    });

    test("Exposé als PDF: the waiting page, then the PDF after the queue ran", async ({ page }) => {
      test.setTimeout(150_000);
      await exposeJourney(page);
    });
  });
}
