// Content journeys in the browser (ADR 0010): the investment FAQ accordion with and
// without JavaScript, the blog (list → post), the team (overview → broker → back) and a broker's
// properties, shown with the site's one property card, leading to the detail page.
import { expect, type Page, test } from "@playwright/test";

/** Store a consent choice first so the cookie banner does not cover the page under test. */
async function acceptNecessaryOnly(page: Page) {
  await page.context().addCookies([
    {
      name: "cookieConsent",
      value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false })),
      url: test.info().project.use.baseURL ?? "http://localhost:8788",
    },
  ]);
}

async function checkFaqAccordion(page: Page) {
  await page.goto("/investment/anlagewohnungen");
  const items = page.locator('details[name="faq"]');
  await expect(items).toHaveCount(7);
  const first = items.nth(0);
  const second = items.nth(1);
  await expect(first).toHaveAttribute("open", "");
  await expect(second).not.toHaveAttribute("open", "");

  // Opening item 2 closes item 1 (single open).
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await expect(first).not.toHaveAttribute("open", "");
  await expect(second.getByText("3-5 % p.a.")).toBeVisible();
  await expect(first.getByText("Vorsorgewohnung")).toBeHidden();

  // Clicking the open item again closes it (collapsible): nothing is open.
  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open", "");
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);

  // Keyboard works too.
  await items.nth(2).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(2).getByText("Grunderwerbsteuer von 3,5 %")).toBeVisible();
}

test.describe("with JavaScript", () => {
  test.beforeEach(async ({ page }) => acceptNecessaryOnly(page));

  test("the investment FAQ opens one item at a time and closes again", async ({ page }) => {
    await checkFaqAccordion(page);
  });

  test("blog journey: the list links to a post that shows title, date and content", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Unser Immobilien-Blog" })).toBeVisible();
    const cards = page.locator(".content-blog-card");
    const count = await cards.count();
    test.skip(count === 0, "no blog posts in this database");
    const title = (await cards.first().locator("h2").textContent())?.trim() ?? "";
    await cards
      .first()
      .getByRole("link", { name: /Weiterlesen/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Donau Estate`);
    // Austrian month names (de-AT, spec section 9): 'Jänner', never 'Januar'.
    await expect(page.locator(".content-article-meta time")).toHaveText(
      /^\d{2}\. (Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
    );
    await expect(page.locator(".content-prose")).not.toBeEmpty();
  });

  test("team journey: /uber-uns → broker card → profile → 'Zurück zum Team'", async ({ page }) => {
    await page.goto("/uber-uns");
    await expect(page.getByRole("heading", { level: 2, name: "Unser Team" })).toBeVisible();
    const cards = page.locator(".content-agent-card");
    test.skip((await cards.count()) === 0, "no agents in this database");
    const name = (await cards.first().locator("h3 a").textContent())?.trim() ?? "";
    await cards.first().locator("h3 a").click();
    await expect(page).toHaveURL(/\/uber-uns\/team\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("heading", { level: 2, name: `Über ${name}` })).toBeVisible();
    await page.getByRole("link", { name: "Zurück zum Team" }).first().click();
    await expect(page).toHaveURL(/\/uber-uns$/);
    await expect(page.getByRole("heading", { level: 2, name: "Unser Team" })).toBeVisible();
  });

  test("a broker's properties use the search's card (German price, offer badge) and open the detail page", async ({ page }) => {
    // Seed fact: the managing director has active properties (kontakt_email).
    await page.goto("/uber-uns/team/mag-juergen-oesterreicher");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /^Aktuelle Immobilien von / }) });
    const cards = section.locator("article.property-card");
    await expect(cards.first()).toBeVisible();
    const card = cards.first();
    await expect(card.locator(".property-card-price")).toHaveText(/^(€\s\d{1,3}(\.\d{3})*(,\d{2})?( \/ Monat)?|Preis auf Anfrage)$/);
    await expect(card.locator(".property-badge-offer")).toHaveText(/^(Miete|Kauf)$/);
    const title = (await card.locator(".property-card-title").textContent())?.trim() ?? "";
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/immobilien\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("the old UUID team link lands on the broker's page", async ({ page }) => {
    const response = await page.goto("/uber-uns/team/0f8fad5b-d9cb-469f-a165-70867728950e");
    test.skip(response?.status() === 404, "the seeded agent with the fixed id is missing");
    await expect(page).toHaveURL(/\/uber-uns\/team\/[a-z0-9-]+$/);
    expect(page.url()).not.toContain("0f8fad5b");
    await expect(page.getByRole("link", { name: "Zurück zum Team" }).first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => acceptNecessaryOnly(page));

  test("the investment FAQ is still single-open and collapsible", async ({ page }) => {
    await checkFaqAccordion(page);
  });
});

test("the blog grid has 3 columns from medium width (768 px) and 1 on a phone", async ({ page }) => {
  await acceptNecessaryOnly(page);
  const columns = () =>
    page.locator("ul.content-blog-grid").evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/blog");
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await columns()).toBe(1);
});
