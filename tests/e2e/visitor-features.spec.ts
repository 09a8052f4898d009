// Visitor features (ADRs 0045-0047): the results map, the Kaufnebenkosten calculator, the
// Merkliste and Ähnliche Immobilien, each with and without JavaScript where it can work without,
// and each page free of axe violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
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
  await page.addInitScript(() => {
    window.localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  });
}

/** The first sale listing of the seeded data. */
async function firstSaleListing(page: Page): Promise<string> {
  await page.goto("/immobilien?status=SALE");
  const href = await page.locator(".property-card-link").first().getAttribute("href");
  if (!href) throw new Error("no sale listing");
  return href;
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => acceptNecessaryOnly(page));

  test("results map: Karte view loads the clustered map only after consent, popups link to listings", async ({ page }) => {
    // The map, its clusters and two axe runs take ~20 s on the shared machine.
    test.setTimeout(60_000);
    const outside: string[] = [];
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    const mapRequests: string[] = [];
    page.on("request", (request) => {
      if (/maplibre|results-map\.client|karte\.json|\/map\//.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto("/immobilien");
    await page.getByRole("link", { name: "Karte", exact: true }).click();
    await expect(page).toHaveURL(/ansicht=karte/);
    // The map loads at once (our own basemap, ADR 0162); at this width the list stays on its
    // left (ADR 0047's note), on phones the map fills the screen (results-map-split.spec.ts).
    await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
    const list = await page.locator(".search-results .property-grid").boundingBox();
    const map = await page.locator(".results-map").boundingBox();
    expect((list?.x ?? 0) + (list?.width ?? 0)).toBeLessThanOrEqual(map?.x ?? 0);
    await expectNoViolations(page, "/immobilien?ansicht=karte");
    await expect(page.getByText(/\d+ Immobilien auf der Karte/)).toBeVisible();
    expect(mapRequests.some((url) => url.includes("/immobilien/karte.json"))).toBe(true);
    // Clusters zoom in until single listings show; a listing's popup links to its page.
    const single = page.locator(".results-marker").first();
    for (let i = 0; i < 6 && !(await single.isVisible()); i++) {
      await page.locator(".results-cluster").first().click();
      await page.waitForTimeout(800);
    }
    await single.click();
    const popup = page.locator(".maplibregl-popup .results-popup");
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute("href", /^\/immobilien\//);
    await expect(popup.locator(".results-popup-price")).toContainText("€");
    await expectNoViolations(page, "/immobilien?ansicht=karte with the map and a popup open");
    expect(outside).toEqual([]);
  });

  test("Merkliste: the heart saves a listing, the list shows it, the heart removes it", async ({ page }) => {
    await page.goto("/immobilien");
    const card = page.locator(".property-card").first();
    // The heart names the whole title; the card's heading may leave out its place (ADR 0363).
    const title = ((await card.locator(".watch-button").textContent()) ?? "").replace(/ merken$/, "");
    await card.getByRole("button", { name: `${title} merken` }).click();
    await expect(card.getByRole("button", { name: `${title} von der Merkliste entfernen` })).toBeVisible();
    await page.goto("/merkliste");
    await expect(page.getByRole("heading", { name: "Merkliste", level: 1 })).toBeVisible();
    // The card's heading may leave out the place its place line names; the heart names the whole title.
    await expect(
      page.locator(".property-card").filter({ has: page.getByRole("button", { name: `${title} von der Merkliste entfernen` }) }),
    ).toBeVisible();
    await expectNoViolations(page, "/merkliste");
    await page.getByRole("button", { name: `${title} von der Merkliste entfernen` }).click();
    await expect(page.getByText("Ihre Merkliste ist leer.")).toBeVisible();
  });

  test("detail page: heart, calculator and similar listings, without any client code of their own", async ({ page }) => {
    const href = await firstSaleListing(page);
    await page.goto(href);
    await page.getByRole("button", { name: /^Merken/ }).click();
    await expect(page.getByRole("button", { name: /^Gemerkt – von der Merkliste entfernen/ })).toBeVisible();
    const costs = page.locator("#kaufnebenkosten");
    // The calculator starts collapsed (ADR 0179).
    await costs.locator("summary").click();
    await expect(costs.getByText("Grunderwerbsteuer (3,5 %)")).toBeVisible();
    await costs.getByLabel("Darlehensbetrag in Euro (optional)").fill("200.000");
    await costs.getByRole("button", { name: "Neu berechnen" }).click();
    await expect(page).toHaveURL(/darlehen=200.000/);
    await expect(costs.getByRole("rowheader", { name: "Pfandrechtseintragung (1,2 % des Darlehens)" })).toBeVisible();
    await expect(costs.getByRole("row", { name: /Pfandrechtseintragung/ })).toContainText("€ 2.400");
    await expect(costs.getByText(/Unverbindliche Schätzung/)).toBeVisible();
    const similar = page.locator("section.similar");
    await expect(similar.getByRole("heading", { name: "Ähnliche Immobilien" })).toBeVisible();
    const count = await similar.locator(".property-card").count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expectNoViolations(page, `${href} with the calculator`);
    const next = await similar.locator(".property-card-link").first().getAttribute("href");
    await similar.locator(".property-card-link").first().click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => acceptNecessaryOnly(page));

  test("results map: the Karte view keeps the list", async ({ page }) => {
    await page.goto("/immobilien?ansicht=karte");
    await expect(page.locator(".search-results .property-grid")).toBeVisible();
    await expect(page.getByText("Für die Karte wird JavaScript benötigt. Die Ergebnisse sehen Sie unten als Liste.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Liste", exact: true })).toHaveAttribute("href", "/immobilien");
  });

  test("Merkliste: heart, list and removal work as plain forms", async ({ page }) => {
    await page.goto("/immobilien?page=2");
    const card = page.locator(".property-card").first();
    // The heart names the whole title; the card's heading may leave out its place (ADR 0363).
    const title = ((await card.locator(".watch-button").textContent()) ?? "").replace(/ merken$/, "");
    await card.getByRole("button", { name: `${title} merken` }).click();
    await expect(page).toHaveURL(/\/immobilien\?page=2$/);
    await expect(
      page
        .locator(".property-card")
        .first()
        .getByRole("button", { name: `${title} von der Merkliste entfernen` }),
    ).toBeVisible();
    await page.goto("/merkliste");
    await expect(page.locator(".property-card")).toHaveCount(1);
    await page.getByRole("button", { name: `${title} von der Merkliste entfernen` }).click();
    await expect(page).toHaveURL(/\/merkliste$/);
    await expect(page.getByText("Ihre Merkliste ist leer.")).toBeVisible();
  });

  test("detail page: the calculator recalculates with a GET form and the heart saves", async ({ page }) => {
    const href = await firstSaleListing(page);
    await page.goto(href);
    const costs = page.locator("#kaufnebenkosten");
    // The calculator starts collapsed (ADR 0179).
    await costs.locator("summary").click();
    await costs.getByLabel("Kaufpreis in Euro").fill("300.000");
    await costs.getByLabel("Vertragserrichtung in Prozent").fill("2");
    await costs.getByRole("button", { name: "Neu berechnen" }).click();
    await expect(page).toHaveURL(/kaufpreis=300.000&darlehen=0&vertragserrichtung=2#kaufnebenkosten$/);
    await expect(costs.getByRole("row", { name: /Grunderwerbsteuer/ })).toContainText("€ 10.500");
    await expect(costs.getByRole("row", { name: /Vertragserrichtung/ })).toContainText("€ 7.200");
    await costs.getByLabel("Kaufpreis in Euro").fill("viel");
    await costs.getByRole("button", { name: "Neu berechnen" }).click();
    await expect(costs.getByText(/Bitte geben Sie einen Betrag in Euro ein/)).toBeVisible();
    await page.getByRole("button", { name: /^Merken/ }).click();
    await expect(page.getByRole("button", { name: /^Gemerkt/ })).toBeVisible();
    await expect(page.locator("section.similar .property-card").first()).toBeVisible();
  });
});
