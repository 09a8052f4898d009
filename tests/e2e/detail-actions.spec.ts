// The detail page after the third design review (ADR 0338), at 390 and 1440 px, with and without
// JavaScript: the key-facts strip clears the fixed bar on a phone's first screen, 'Teilen' beside
// Merken (links without JavaScript, the share sheet or a copied link with it), the section bar's
// 'Medien' with a fade and the marked tab in view, and 'Zurück zu den Ergebnissen' to the search
// the visitor came from.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FLAT = "/immobilien/210284";
const PLOT = "/immobilien/211614";

const bottomOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().bottom);
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`detail actions on a phone ${mode}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    for (const href of [FLAT, PLOT]) {
      test(`the key-facts strip of ${href} ends above the fixed bar on the first screen`, async ({ page }) => {
        await page.goto(href);
        const strip = page.getByRole("list", { name: "Eckdaten" });
        await expect(strip).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Schnellkontakt" })).toBeVisible();
        expect(await bottomOf(page, ".detail-keyfacts")).toBeLessThanOrEqual(await topOf(page, ".detail-bar"));
        // Merken and Teilen share the price's line, each a 44 px target.
        const price = await page.locator(".detail-price").boundingBox();
        for (const selector of [".detail-actions .watch-detail-button", ".detail-actions summary"]) {
          const action = await page.locator(selector).boundingBox();
          expect(action?.height).toBeGreaterThanOrEqual(44);
          expect(Math.abs((action?.y ?? 0) + (action?.height ?? 0) / 2 - ((price?.y ?? 0) + (price?.height ?? 0) / 2))).toBeLessThan(12);
        }
      });
    }

    test("a price cut is one line under the price", async ({ page }) => {
      await page.goto(FLAT);
      const cut = page.locator(".detail-price-cut");
      // Seen '−5,7 % statt € … · seit …', heard 'Preis gesenkt um 5,7 %, vorher € …'.
      await expect(cut).toHaveText(/^Preis gesenkt um \d+(,\d)? %−\d+(,\d)? %\s*, vorher statt €\s[\d.]+( · seit \d{2}\.\d{2}\.\d{4})?$/);
      const box = await cut.boundingBox();
      expect(box?.height).toBeLessThan(36);
    });

    test("the section bar has 'Medien' instead of the chip row, and a fade where it has more", async ({ page }) => {
      await page.goto(FLAT);
      await expect(page.getByRole("navigation", { name: "Medien dieser Immobilie" })).toHaveCount(0);
      const bar = page.getByRole("navigation", { name: "Abschnitte dieser Seite" });
      // Below 1000 px 'Fotos' and 'Kontakt' are left to the gallery and the fixed bar.
      await expect(bar.getByRole("link")).toHaveText(["Fakten", "Medien", "Kosten", "Lage", "Energie"]);
      const list = bar.locator("ul");
      const mask = () => list.evaluate((element) => getComputedStyle(element).maskImage);
      if (javaScriptEnabled) {
        // The fade only on the side that has more: at 280 px the bar scrolls, and its end fades
        // (at 320 px the five tabs just fit since they narrowed below 380 px).
        await page.setViewportSize({ width: 280, height: 700 });
        await expect(bar).toHaveAttribute("data-more", "end");
        expect(await mask()).toContain("gradient");
        await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect(bar).toHaveAttribute("data-more", "start");
        await page.setViewportSize(PHONE);
      } else {
        // Without JavaScript the end fades, with room after the last tab to clear it.
        expect(await mask()).toContain("gradient");
        const [last, view] = await Promise.all([bar.getByRole("link", { name: "Energie" }).boundingBox(), list.boundingBox()]);
        expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual((view?.x ?? 0) + (view?.width ?? 0) - 16);
      }
      // Into the media block, wherever the texts above it end.
      await page.evaluate(() => {
        const media = document.getElementById("medien");
        if (media) window.scrollTo(0, media.getBoundingClientRect().top + window.scrollY + 200);
      });
      if (javaScriptEnabled) {
        // In the media block the marked tab is 'Medien', scrolled into the bar's view.
        const current = bar.locator('a[aria-current="true"]');
        await expect(current).toHaveText("Medien");
        await expect
          .poll(async () => {
            const [tab, view] = await Promise.all([current.boundingBox(), list.boundingBox()]);
            return !!tab && !!view && tab.x >= view.x && tab.x + tab.width <= view.x + view.width;
          })
          .toBe(true);
      }
    });
  });

  test.describe(`detail actions on a desktop ${mode}`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("Teilen beside Merken; without JavaScript its fold offers e-mail and WhatsApp with the page's address", async ({
      page,
      baseURL,
    }) => {
      await page.goto(FLAT);
      const actions = page.locator(".detail-actions");
      await expect(actions.getByRole("button", { name: /^Merken/ })).toBeVisible();
      const share = actions.locator("summary", { hasText: "Teilen" });
      await expect(share).toBeVisible();
      const address = encodeURIComponent(`${baseURL}${FLAT}`);
      if (!javaScriptEnabled) {
        await share.click();
        const mail = actions.getByRole("link", { name: "Per E-Mail" });
        await expect(mail).toBeVisible();
        expect(await mail.getAttribute("href")).toMatch(
          new RegExp(`^mailto:\\?subject=.+&body=.*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
        );
        expect(await actions.getByRole("link", { name: /^Per WhatsApp/ }).getAttribute("href")).toContain(`https://wa.me/?text=`);
      }
      await expect(page.getByRole("navigation", { name: "Abschnitte dieser Seite" }).getByRole("link", { name: "Medien" })).toBeVisible();
    });
  });
}

test.describe("Teilen with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("without a share sheet it copies the address and says 'Link kopiert'", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await necessaryOnly(page);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined, configurable: true }));
    await page.goto(FLAT);
    await page.locator(".detail-actions summary", { hasText: "Teilen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link kopiert" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${FLAT}`);
    // The fold stayed closed: the copy was the answer.
    await expect(page.getByRole("link", { name: "Per E-Mail" })).toBeHidden();
  });

  test("with a share sheet it hands over the title and the address", async ({ page, baseURL }) => {
    await necessaryOnly(page);
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, "shared", { value: calls });
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void calls.push(data), configurable: true });
    });
    await page.goto(PLOT);
    await page.locator(".detail-actions summary", { hasText: "Teilen" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared))
      .toEqual([{ title: await page.getByRole("heading", { level: 1 }).textContent(), url: `${baseURL}${PLOT}` }]);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`'Zurück zu den Ergebnissen' at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("from a search it returns to that very search", async ({ page }) => {
      const search = "/immobilien?status=SALE";
      await page.goto(search);
      await page.locator("a.property-card-link").first().click();
      await expect(page).toHaveURL(/\/immobilien\/[^/?]+$/);
      const back = page.getByRole("link", { name: "Zurück zu den Ergebnissen" });
      await expect(back).toHaveAttribute("href", search);
      await back.click();
      await expect(page).toHaveURL(search);
    });

    test("a page loaded afresh from a search on this site offers it too; from elsewhere not", async ({ page, baseURL }) => {
      await page.goto(FLAT, { referer: `${baseURL}/immobilien?typ=wohnung` });
      await expect(page.getByRole("link", { name: "Zurück zu den Ergebnissen" })).toHaveAttribute("href", "/immobilien?typ=wohnung");
      await page.goto(PLOT, { referer: "https://example.com/immobilien?typ=wohnung" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("link", { name: "Zurück zu den Ergebnissen" })).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Brotkrumennavigation" }).getByRole("link", { name: "Immobilien" })).toBeVisible();
    });
  });
}
