// The header marks exactly one link as the current page, the most specific (ADR 0208): at
// 1440 px in the desktop menu, at 390 px in the open mobile menu, after a full load and after a
// client-side navigation.
import { expect, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PAGES: Array<[path: string, desktopName: string, mobileName: string]> = [
  ["/immobilien", "Immobilien", "Alle Immobilien"],
  ["/immobilien/bewertung", "Jetzt Immobilie bewerten", "Immobilie bewerten"],
  ["/immobilien/vermarktung", "Immobilie vermarkten", "Immobilie vermarkten"],
  ["/immobilien/suchauftrag", "Suchauftrag", "Suchauftrag"],
  ["/uber-uns/karriere", "Karriere", "Karriere"],
  ["/investment/anlagewohnungen", "Anlagewohnungen", "Anlagewohnungen"],
  ["/blog", "Blog", "Blog"],
];

test.describe("desktop menu at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("each menu page marks exactly one link, the most specific", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    for (const [path, name] of PAGES) {
      await page.goto(path);
      const current = nav.locator('[aria-current="page"]');
      await expect(current, path).toHaveCount(1);
      // Text, not the accessible name: an entry waits in its closed submenu.
      await expect(current, path).toHaveText(name);
      // The whole header agrees: nothing else in it claims the page.
      await expect(
        page.locator('#site-header .desktop-nav [aria-current="page"], #site-header > * > [aria-current="page"]'),
        path,
      ).toHaveCount(1);
    }
    await page.goto("/impressum");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test("on /kontakt the header's Kontakt button is the current page, and it shows", async ({ page }) => {
    await page.goto("/immobilien");
    const contact = page.locator("#site-header .header-contact");
    await expect(contact).not.toHaveAttribute("aria-current", "page");
    const plain = await contact.evaluate((element) => getComputedStyle(element).textDecorationLine);
    await page.goto("/kontakt");
    await expect(contact).toHaveAttribute("aria-current", "page");
    await expect(page.locator('#site-header .desktop-nav [aria-current="page"], #site-header > * > [aria-current="page"]')).toHaveCount(1);
    // Marked for the eye too, not only for screen readers.
    expect(plain).toBe("none");
    expect(await contact.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe("underline");
  });

  test("after client-side navigation from /immobilien to the valuation the mark moves, still one", async ({ page }) => {
    await page.goto("/immobilien");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    const nav = page.getByRole("navigation", { name: "Hauptmenü", exact: true });
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName("Immobilien");
    await nav.getByRole("link", { name: "Jetzt Immobilie bewerten" }).click();
    await expect(page).toHaveURL(/\/immobilien\/bewertung$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName("Jetzt Immobilie bewerten");
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu at 390 px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the open menu marks exactly one entry, the most specific", async ({ page }) => {
      for (const [path, , name] of PAGES) {
        await page.goto(path);
        // The closed menu hides its panel: find it by its class until it opens.
        const menu = page.locator("nav.mobile-menu-panel");
        await expect(menu.locator('[aria-current="page"]'), path).toHaveCount(1);
        await expect(menu.locator('[aria-current="page"]'), path).toHaveText(name);
        await page.locator(".mobile-menu-toggle").click();
        // The group that holds the entry opens with the menu: the mark is in view at once.
        await expect(menu.locator('[aria-current="page"]'), path).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Hauptmenü mobil" }).locator('[aria-current="page"]')).toHaveCount(1);
      }
    });
  });
}
