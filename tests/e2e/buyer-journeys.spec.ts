// Search and detail pages (ADRs 0178, 0179) on a 390 px phone and a 1440 px desktop, with and without JavaScript:
// the filter sheet, chips and landing on #ergebnisse; the detail page's bottom bar, sticky
// contact card, gallery grid and live Kaufnebenkosten (ADRs 0175-0179).
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations as expectNoViolations, necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// Seeded listings (scripts/seed/properties.mjs): 210284 has nine images, 210161 five, 210347 three.
const NINE = "/immobilien/210284";
const FIVE = "/immobilien/210161";
const THREE = "/immobilien/210347";

const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
/** Top of an element relative to the viewport. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe("phone search with JavaScript", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("Filter sheet → choose → n Immobilien anzeigen → chips at #ergebnisse → remove a chip", async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.goto("/immobilien");
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Filter", exact: true });
    await expect(opener).toBeVisible();
    // The form waits in the closed sheet.
    await expect(page.getByLabel("Immobilientyp")).toBeHidden();
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "Immobiliensuche" });
    await expect(sheet).toBeVisible();
    await expectNoViolations(page, "the open filter sheet");

    const total = Number((await page.locator("#search-results-count").textContent())?.match(/\d+/)?.[0]);
    await sheet.getByLabel("Zimmer", { exact: true }).selectOption("2");
    // The sticky button counts the form's state before it is applied.
    const submit = sheet.getByRole("button", { name: /^\d+ Immobilien? anzeigen$/ });
    await expect(submit).not.toHaveText(`${total} Immobilien anzeigen`);
    const shown = Number((await submit.textContent())?.match(/\d+/)?.[0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    // Sticky at the sheet's foot: inside the viewport although the form is longer.
    const box = await submit.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await submit.click();

    await expect(page).toHaveURL(/\/immobilien\?bedrooms=2#ergebnisse$/);
    await expect(sheet).toBeHidden();
    await expect(page.locator("#search-results-count")).toHaveText(`Gefunden: ${shown} Immobilien`);
    await expect(page.getByRole("button", { name: "Filter (1)" })).toBeVisible();
    const chip = page.getByRole("navigation", { name: "Aktive Filter" }).getByRole("link", { name: "ab 2 Zimmer entfernen" });
    await expect(chip).toBeVisible();
    // Landed on the results, just below the fixed header.
    await expect.poll(() => topOf(page, "#ergebnisse")).toBeLessThan(140);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await chip.click();
    await expect(page).toHaveURL(/\/immobilien#ergebnisse$/);
    await expect(page.locator("#search-results-count")).toHaveText(`Gefunden: ${total} Immobilien`);
    await expect(page.getByRole("navigation", { name: "Aktive Filter" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
  });

  test("the sheet closes with its button and with Escape", async ({ page }) => {
    await page.goto("/immobilien");
    await hydrated(page);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Immobiliensuche" });
    await expect(sheet).toBeVisible();
    await page.getByRole("button", { name: "Filter schließen" }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
  });
});

test.describe("phone search without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the plain form → results at #ergebnisse with chips → remove a chip", async ({ page }) => {
    await page.goto("/immobilien");
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeHidden();
    // Kauf or Miete is the toggle above the results (ADR 0333); the form carries it on.
    await page.getByRole("navigation", { name: "Kaufen oder Mieten" }).getByRole("link", { name: "Mieten" }).click();
    await page.getByLabel("Zimmer", { exact: true }).selectOption("2");
    await page.getByRole("button", { name: "Immobilien anzeigen" }).click();
    await expect(page).toHaveURL(/status=RENT.*#ergebnisse$/);
    await expect.poll(() => topOf(page, "#ergebnisse")).toBeLessThan(140);
    const chips = page.getByRole("navigation", { name: "Aktive Filter" });
    // Miete is the segment's, not a chip (review 59); one filter is its own reset.
    await expect(chips.getByRole("link")).toHaveText(["ab 2 Zimmer entfernen×"]);
    await chips.getByRole("link", { name: "ab 2 Zimmer entfernen" }).click();
    await expect(page).toHaveURL(/\/immobilien\?status=RENT#ergebnisse$/);
    await expect(page.getByLabel("Zimmer", { exact: true })).toHaveValue("any_bedrooms");
    await expect(page.getByRole("navigation", { name: "Kaufen oder Mieten" }).getByRole("link", { name: "Mieten" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("desktop search", () => {
  test.use({ viewport: DESKTOP });

  test("one sort control; an old sortBy/sortOrder link still sorts by price ascending", async ({ page }) => {
    await page.goto("/immobilien?status=SALE&sortBy=price&sortOrder=asc");
    // One sort control (ADR 0337): the filter form carries the order on.
    await expect(page.locator('form.search-form input[type="hidden"][name="sort"]')).toHaveValue("preis-aufsteigend");
    await expect(page.getByLabel("Reihenfolge")).toHaveCount(0);
    // The price is the element's first text; the € per m² after it (ADR 0333) is not read.
    const prices = (
      await page.locator(".property-card-price").evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent ?? ""))
    )
      .map((text) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")))
      .filter((value) => value > 0);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The grouped options: Vienna's districts in number order, then Lower Austria.
    const groups = await page
      .locator("#search-location optgroup")
      .evaluateAll((elements) => elements.map((el) => el.getAttribute("label")));
    expect(groups).toEqual(["Wien", "Niederösterreich"]);
    const vienna = await page.locator('#search-location optgroup[label="Wien"] option').allTextContents();
    const numbers = vienna.map((text) => Number(/Wien (\d+)\./.exec(text)?.[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // In the sidebar (ADR 0178) 'Preis gesenkt' lines up with the controls above and below it.
    const check = await page.getByLabel("Preis gesenkt (letzte 30 Tage)").boundingBox();
    const rooms = await page.getByLabel("Zimmer", { exact: true }).boundingBox();
    expect(Math.abs((check?.x ?? Number.NaN) - (rooms?.x ?? Number.NaN))).toBeLessThan(4);
  });
});

test.describe("detail page on a phone", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("bottom bar 'Anfrage' brings the inquiry form into view; the bar covers no content", async ({ page }) => {
        await page.goto(THREE);
        // No empty band: the breadcrumbs and gallery start right under the fixed header.
        expect(await topOf(page, ".breadcrumbs")).toBeLessThan(130);
        const bar = page.getByRole("navigation", { name: "Schnellkontakt" });
        await expect(bar.getByRole("link", { name: "Anrufen" })).toHaveAttribute("href", /^tel:/);
        await bar.getByRole("link", { name: "Anfrage" }).click();
        await expect(page).toHaveURL(/#anfrage$/);
        const form = page.locator("#anfrage form").first();
        await expect(form).toBeInViewport();
        // At the very end of the page the footer's last line is above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await bar.boundingBox())?.y ?? 0;
        const lastLine = await page.locator(".footer-bottom").evaluate((element) => element.getBoundingClientRect().bottom);
        expect(lastLine).toBeLessThanOrEqual(barTop + 1);
        // Facts in two columns.
        const columns = await page
          .locator(".detail-facts")
          .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
        expect(columns).toBe(2);
      });
    });
  }

  test("axe finds nothing on the detail page", async ({ page }) => {
    test.slow();
    await page.goto(NINE);
    await expectNoViolations(page, `${NINE} at 390 px`);
  });
});

test.describe("detail page on a desktop", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("who answers stays in view while the page scrolls; no bottom bar", async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.goto(FIVE);
    const card = page.locator(".detail-contact");
    // The heading follows the seeded broker's Anrede (ADR 0332).
    await expect(card.getByRole("heading", { name: /^Ihre? Ansprechpartner(in)?$/ })).toBeVisible();
    // The form stands right below the card: the card offers no second way to it.
    await expect(card.getByRole("link", { name: "Anfrage senden" })).toHaveCount(0);
    await expect(page.locator("#anfrage form").first()).toBeInViewport();
    await expect(card.getByRole("link", { name: "Exposé als PDF" })).toBeVisible();
    // Seeded brokers have no photo: the card shows the monogram (ADR 0172).
    await expect(card.locator(".detail-contact-monogram")).toHaveText(/^[A-ZÄÖÜ]{2}$/);
    await expect(page.getByRole("navigation", { name: "Schnellkontakt" })).toBeHidden();
    // The card and the form scroll with the page (ADR 0332); past them the section bar's 'Kontakt'
    // sticks below the header and leads back (ADR 0338: no compact agent row any more).
    const kontakt = page.getByRole("navigation", { name: "Abschnitte dieser Seite" }).getByRole("link", { name: "Kontakt" });
    for (const y of [2200, 2800]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect(kontakt).toBeInViewport();
      expect(await topOf(page, ".detail-anchors")).toBeLessThan(140);
    }
    await kontakt.click();
    await expect(page.locator("#anfrage form").first()).toBeInViewport();
    await expectNoViolations(page, `${FIVE} at 1440 px`);
  });

  test("the gallery fills every cell for 3, 5 and 9 pictures", async ({ page }) => {
    for (const href of [THREE, FIVE, NINE]) {
      await page.goto(href);
      const cells = await page.locator(".gallery-main img, .gallery-thumbs img").evaluateAll((images) =>
        images.map((image) => {
          const own = image.getBoundingClientRect();
          const cell = (image.closest("a") as HTMLElement).getBoundingClientRect();
          return { w: Math.round(own.width - cell.width), h: Math.round(own.height - cell.height), height: own.height };
        }),
      );
      for (const cell of cells) expect(cell, href).toMatchObject({ w: 0, h: 0 });
      // The thumbnails' column ends where the main picture ends: no empty band beside or below.
      const main = await page.locator(".gallery-main").boundingBox();
      const thumbs = await page.locator(".gallery-thumbs").boundingBox();
      expect(Math.abs((main?.y ?? 0) + (main?.height ?? 0) - (thumbs?.y ?? 0) - (thumbs?.height ?? 0)), href).toBeLessThan(2);
      const lastThumb = await page.locator(".gallery-thumbs li").last().boundingBox();
      expect(Math.abs((lastThumb?.y ?? 0) + (lastThumb?.height ?? 0) - (main?.y ?? 0) - (main?.height ?? 0)), href).toBeLessThan(2);
    }
  });

  test("Kaufnebenkosten start collapsed and recalculate as you type", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    const href = await page.locator(".property-card-link").first().getAttribute("href");
    await page.goto(href ?? "/");
    await page.waitForFunction(() => (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter !== undefined);
    const costs = page.locator("#kaufnebenkosten");
    await expect(costs.getByLabel("Kaufpreis in Euro")).toBeHidden();
    // The total stays at the right of the heading's first line, never alone on a line of its own.
    const heading = await costs.locator("summary h3").boundingBox();
    const total = await costs.locator(".costs-summary-total").boundingBox();
    expect(Math.abs((total?.y ?? 0) - (heading?.y ?? 0))).toBeLessThan(24);
    expect(total?.x ?? 0).toBeGreaterThan((heading?.x ?? 0) + (heading?.width ?? 0));
    await costs.locator("summary").click();
    await costs.getByLabel("Kaufpreis in Euro").fill("300.000");
    await costs.getByLabel("Vertragserrichtung in Prozent").fill("2");
    // No navigation: the table follows the fields.
    await expect(costs.getByRole("row", { name: /Grunderwerbsteuer/ })).toContainText("€ 10.500");
    await expect(costs.getByRole("row", { name: /Vertragserrichtung/ })).toContainText("€ 7.200");
    await costs.getByLabel("Darlehensbetrag in Euro (optional)").fill("200.000");
    await expect(costs.getByRole("row", { name: /Pfandrechtseintragung/ })).toContainText("€ 2.400");
    expect(page.url()).not.toContain("kaufpreis=");
    await expect(costs.locator(".costs-summary-total")).toHaveText(/^ca\. €\s[\d.]+$/);
  });
});
