// WCAG 2.2 AA checks with axe on every audited page (issue: web quality). Zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Store a consent choice first so the banner does not cover the page under test. */
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

async function firstHref(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator(selector).first().getAttribute("href");
  if (!href) throw new Error(`no link ${selector} on ${path}`);
  return href;
}

test.describe("every main page has no axe violations", () => {
  const pages = [
    "/",
    "/immobilien",
    "/immobilien?status=RENT&page=2",
    "/kontakt",
    "/immobilien/bewertung",
    "/blog",
    "/immobilien/makler-beauftragen/wien-7-bezirk-neubau",
    "/uber-uns",
    "/immobilien/vermarktung",
    "/immobilien/suchauftrag",
    "/investment/anlagewohnungen",
    "/investment/zinshauser",
    "/uber-uns/karriere",
    "/uber-uns/selbststandige-makler",
    "/impressum",
    "/datenschutz",
    "/login",
    "/gibt-es-nicht",
  ];
  for (const path of pages) {
    test(`axe: ${path}`, async ({ page }) => {
      await acceptNecessaryOnly(page);
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }

  test("axe: a property detail page", async ({ page }) => {
    await acceptNecessaryOnly(page);
    const href = await firstHref(page, "/immobilien", 'a[href^="/immobilien/"][href$="0"], a[href^="/immobilien/"]:not([href*="?"])');
    await page.goto(href);
    await expectNoViolations(page, href);
  });

  test("axe: a blog post", async ({ page }) => {
    await acceptNecessaryOnly(page);
    const href = await firstHref(page, "/blog", 'main a[href^="/blog/"]');
    await page.goto(href);
    await expectNoViolations(page, href);
  });
});

test("axe: the cookie banner and its settings dialog", async ({ page }) => {
  await page.goto("/");
  const banner = page.getByRole("button", { name: "Alle akzeptieren" });
  await expect(banner).toBeVisible({ timeout: 5_000 });
  await expectNoViolations(page, "cookie banner");
  await page.getByRole("link", { name: "Einstellungen", exact: true }).click();
  await expect(page.getByRole("button", { name: "Einstellungen speichern" })).toBeVisible();
  await expectNoViolations(page, "cookie settings");
});

test("axe: the mobile menu open at 375 px", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.locator("summary.mobile-menu-toggle").click();
  await expectNoViolations(page, "mobile menu");
});
