// WCAG 2.2 AA checks with axe on every audited page (WCAG 2.2 AA). Zero violations.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

// The seeded property with nine local images (scripts/seed.mjs).
const GALLERY_PROPERTY = "/immobilien/210284";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** Store a consent choice first (cookie and localStorage) so the banner does not cover the page under test. */
async function acceptNecessaryOnly(page: Page) {
  await necessaryOnly(page);
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
    "/widerruf",
    "/ruecktrittsbelehrung",
    "/barrierefreiheit",
    "/login",
    "/login/passwort-vergessen",
    "/login/neues-passwort?token=kaputt",
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

test("axe: the gallery viewer open on the detail page", async ({ page }) => {
  await acceptNecessaryOnly(page);
  await page.goto(GALLERY_PROPERTY);
  await page.locator(".gallery-main").click();
  await expect(page.locator("dialog.gallery-viewer")).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".gallery-counter")).toHaveText(/^2 \/ \d+$/);
  await expectNoViolations(page, "gallery viewer");
});

test("axe: the Übersicht, Technik with its sitemap tools used, and the inquiries list", async ({ page }) => {
  test.setTimeout(120_000);
  await acceptNecessaryOnly(page);
  await signInAsNewAdmin(page, "a11y");
  await expectNoViolations(page, "/admin");
  // The sitemap tools (on Technik, ADR 0180) add a preview, a test result and a download link.
  await page.goto("/admin/technik");
  await expectNoViolations(page, "/admin/technik");
  await page.getByRole("button", { name: "Sitemap prüfen" }).click();
  await expect(page.getByText("Sitemap-Test erfolgreich")).toBeVisible();
  await page.getByText("Weitere Prüfung").click();
  await page.getByRole("button", { name: "Abruf wie eine Suchmaschine prüfen" }).click();
  await expect(page.getByText("Öffentliche Sitemap in Ordnung")).toBeVisible();
  await expectNoViolations(page, "/admin/technik with the sitemap tools used");
  // "Anfragen 2 neu" while leads wait (ADR 0335).
  await page
    .getByRole("navigation")
    .getByRole("link", { name: /^Anfragen( \d+ neu)?$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Anfragen", level: 1 })).toBeVisible();
  await expectNoViolations(page, "/admin/inquiries");
  await page.goto("/admin/rechtliches");
  await expect(page.getByRole("heading", { name: "Rechtliches" })).toBeVisible();
  await expectNoViolations(page, "/admin/rechtliches");
  await page.goto("/admin/setup");
  await expect(page.getByLabel("Geheimer Schlüssel")).toBeVisible();
  await expectNoViolations(page, "/admin/setup");
});

/**
 * WCAG 2.5.8 Target Size (Minimum): every link, button and form control is at least 24 x 24 CSS
 * px. Exempt as the criterion allows: links inline in a sentence, controls whose size the user
 * agent sets (unstyled checkboxes and radios inside a larger label), and hidden elements.
 */
async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const rect = el.getBoundingClientRect();
      // Visually hidden (the skip link until focused): clipped to a pixel.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.width >= 24 && rect.height >= 24) continue;
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline") {
        // Inline: the link sits in running text (its block holds more text than the link).
        const block = el.closest("p, li, dd, td, label, figcaption, small, span, address");
        const own = (el.textContent ?? "").trim().length;
        if (block && (block.textContent ?? "").trim().length > own + 1) continue;
      }
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        const box = label?.getBoundingClientRect();
        if (box && box.height >= 24 && box.width >= 24) continue;
      }
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
      problems.push(
        `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      );
    }
    return problems;
  });
}

test.describe("target sizes are at least 24 x 24 px (WCAG 2.5.8)", () => {
  const audited = [
    "/",
    "/immobilien",
    "/immobilien?status=RENT&page=2",
    GALLERY_PROPERTY,
    "/kontakt",
    "/immobilien/bewertung",
    "/blog",
    "/blog/wohnungsmarkt-wien-herbst-2026",
    "/immobilien/makler-beauftragen/wien-7-bezirk-neubau",
    "/uber-uns",
    "/widerruf",
    "/barrierefreiheit",
  ];
  for (const [label, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 390, height: 844 }],
  ] as const) {
    test(`every target on the audited pages (${label})`, async ({ page }) => {
      test.setTimeout(60_000);
      await acceptNecessaryOnly(page);
      await page.setViewportSize(viewport);
      const failures: string[] = [];
      for (const path of audited) {
        await page.goto(path);
        for (const problem of await undersizedTargets(page)) failures.push(`${path}: ${problem}`);
      }
      expect(failures).toEqual([]);
    });
  }

  test("the consent banner, its settings dialog and the open mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
    expect(await undersizedTargets(page), "banner").toEqual([]);
    await page.getByRole("link", { name: "Einstellungen", exact: true }).click();
    await expect(page.getByRole("button", { name: "Einstellungen speichern" })).toBeVisible();
    expect(await undersizedTargets(page), "settings").toEqual([]);
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await page.locator("summary.mobile-menu-toggle").click();
    await page.locator(".mobile-group > summary").first().click();
    expect(await undersizedTargets(page), "mobile menu").toEqual([]);
  });
});
