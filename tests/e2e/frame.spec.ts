// The shared frame in a real browser (public-site.md "Shared frame", sections 4, 5, 9):
// header and submenus by keyboard, the mobile menu with and without JavaScript, scrolling to
// the top on navigation, and no CSP violation on the way.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";

const decided = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }));

/** A visitor who has already chosen, so the banner does not cover what a test clicks. */
async function withConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "cookieConsent", value: decided, url: baseURL ?? "http://localhost" }]);
}

/** Collects CSP violations (reported by the page and by the console). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows logo, menu, call to action and Kontakt; submenus open by keyboard and close on Escape", async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsent(context, baseURL);
    const csp = watchCsp(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    await expect(page.getByRole("link", { name: "Donau Estate – zur Startseite" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Jetzt Immobilie bewerten" })).toHaveAttribute("href", "/immobilien/bewertung");
    await expect(page.getByRole("banner").getByRole("link", { name: "Kontakt", exact: true })).toBeVisible();

    const submenuLink = nav.getByRole("link", { name: "Immobilie vermarkten" });
    await expect(submenuLink).toBeHidden();
    await nav.getByRole("link", { name: "Immobilien", exact: true }).focus();
    await expect(submenuLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Alle Immobilien" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenuLink).toBeHidden();
    await expect(nav.getByRole("link", { name: "Immobilien", exact: true })).toBeFocused();

    // Hover opens a group too.
    await nav.getByRole("link", { name: "Investment in Immobilien" }).hover();
    await expect(nav.getByRole("link", { name: "Zinshäuser" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Zinshäuser" })).toHaveAttribute("href", "/investment/zinshauser");
    expect(csp).toEqual([]);
  });

  test("a new navigation starts at the top of the page", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await page.getByRole("link", { name: "Datenschutz" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole("contentinfo").getByRole("link", { name: "Baden", exact: true }).first().click();
    await expect(page).toHaveURL(/\/immobilien\/makler-beauftragen\/baden$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths show the not-found page inside the frame", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    const response = await page.goto("/diese-seite-gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator(".error-page-code")).toHaveText("404 · Oops! Page not found");
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

async function checkMobileMenu(page: Page) {
  const toggle = page.locator("summary.mobile-menu-toggle");
  const panel = page.getByRole("navigation", { name: "Hauptmenü mobil" });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hauptmenü", exact: true })).toBeHidden();
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel).toBeVisible();
  // Full screen below the header.
  const box = await panel.boundingBox();
  expect(box?.width).toBe(375);

  // Two groups expand independently.
  await panel.locator("summary", { hasText: /^Immobilien$/ }).click();
  await panel.locator("summary", { hasText: "Über uns" }).click();
  await expect(panel.getByRole("link", { name: "Suchauftrag" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Karriere" })).toBeVisible();
  await panel.locator("summary", { hasText: /^Immobilien$/ }).click();
  await expect(panel.getByRole("link", { name: "Suchauftrag" })).toBeHidden();
  await expect(panel.getByRole("link", { name: "Karriere" })).toBeVisible();

  // Navigating closes the menu.
  await panel.getByRole("link", { name: "Karriere" }).click();
  await expect(page).toHaveURL(/\/uber-uns\/karriere$/);
  await expect(panel).toBeHidden();
  await expect(toggle).toBeVisible();
}

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens full screen, expands groups independently and closes on navigation", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    const csp = watchCsp(page);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await checkMobileMenu(page);
    expect(csp).toEqual([]);
  });

  test("Escape closes the open menu and returns focus to the toggle", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    const toggle = page.locator("summary.mobile-menu-toggle");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-label", "Menü");
    await expect(page.locator("details.mobile-menu")).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(page.locator("details.mobile-menu")).not.toHaveAttribute("open", "");
    await expect(toggle).toBeFocused();
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });

  test("works as plain HTML", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    await checkMobileMenu(page);
  });
});

test.describe("header and footer links (ADR 0171)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("header and footer links navigate on the client, and the header marks the current page", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    await nav.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).not.toHaveAttribute("aria-current");
    // No document load happened on the way: the marker survived both navigations.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  });

  test("hovering or focusing a header or footer link prefetches its page, as prefetch=intent does", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    await expect(page.locator('link[rel="prefetch"][href^="/blog.data"]')).toHaveCount(0);
    await page.getByRole("navigation", { name: "Hauptmenü", exact: true }).getByRole("link", { name: "Blog", exact: true }).hover();
    await expect(page.locator('link[rel="prefetch"][href^="/blog.data"]')).toHaveCount(1);
    // Leaving the link ends the intent, as with <Link prefetch="intent">.
    await page.mouse.move(640, 500);
    await expect(page.locator('link[rel="prefetch"][href^="/blog.data"]')).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("link", { name: "Impressum" }).focus();
    await expect(page.locator('link[rel="prefetch"][href^="/impressum.data"]')).toHaveCount(1);
  });
});

// /uber-uns renders the same page on a document load and after a client-side navigation.
test("/uber-uns shows its content on a fresh load and after a client-side navigation", async ({ page }) => {
  await page.goto("/uber-uns");
  await expect(page.getByRole("heading", { name: "Unser Team" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wer wir sind" })).toBeVisible();
  const teamLinks = await page.locator(".content-team-grid a[href^='/uber-uns/team/']").count();

  await page.goto("/");
  await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }).__reactRouterDataRouter.navigate("/uber-uns"),
  );
  await expect(page).toHaveURL(/\/uber-uns$/);
  await expect(page.getByRole("heading", { name: "Unser Team" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wer wir sind" })).toBeVisible();
  await expect(page.locator(".content-team-grid a[href^='/uber-uns/team/']")).toHaveCount(teamLinks);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test.describe("phone header at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the logo's mark and the Merkliste's heart keep their size beside 'Menü'", async ({ page, context, baseURL }) => {
    await withConsent(context, baseURL);
    await page.goto("/");
    const header = page.getByRole("banner");
    // As flex items both shrank when the row ran short: the mark to 16 px, the heart to 1 px.
    const mark = await header.locator(".logo-mark").boundingBox();
    const heart = await header.locator(".header-watchlist svg").boundingBox();
    expect(mark?.width).toBe(32);
    expect(heart?.width).toBe(22);
    const menu = await header.getByText("Menü", { exact: true }).boundingBox();
    expect((menu?.x ?? 999) + (menu?.width ?? 0)).toBeLessThanOrEqual(390 - 12);
  });
});
