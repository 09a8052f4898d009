// /immobilien after the second design review (ADR 0337), at 1440 x 900 and 390 x 844, with and
// without JavaScript: no control of the sidebar is ever covered (the submit row ends its flow);
// one sort control, whose order the filter form carries on; the Umkreis reads "Umkreis um [Ort]
// Radius [km]"; the sidebar stays beside the cards while it fits the window; the cards of a row
// start their facts at one height and business premises show their € per m² of Nutzfläche.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Scrolls down by `y`, but not so far that the list's end comes into the window: there the
 * sidebar leaves with the list, as it should.
 */
async function scrollWithinList(page: Page, y: number) {
  await page.evaluate((wanted) => {
    const list = document.querySelector(".search-results")?.getBoundingClientRect();
    const end = list ? list.bottom + window.scrollY - window.innerHeight - 40 : wanted;
    window.scrollTo(0, Math.min(wanted, end));
  }, y);
}

/** The sidebar lies whole between the fixed header's foot and the window's foot. */
function sidebarUnderHeader(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const panel = document.querySelector(".search-panel")?.getBoundingClientRect();
    const header = document.querySelector(".site-header-inner")?.getBoundingClientRect();
    return panel && header ? panel.top >= header.bottom && panel.bottom <= window.innerHeight : false;
  });
}

/**
 * The control at `selector` is fully inside the window and what the browser hits at its centre
 * and along its edges is the control itself or its own label: nothing lies over it.
 */
async function uncovered(page: Page, selector: string): Promise<string> {
  return page.evaluate((target) => {
    const control = document.querySelector<HTMLElement>(target);
    if (!control) return `${target}: missing`;
    const box = control.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth)
      return `${target}: outside the window`;
    // The centre and the middle of each edge, just inside (a rounded corner is not the control's).
    const [x, y, inset] = [box.left + box.width / 2, box.top + box.height / 2, Math.min(box.height / 2, box.width / 2)];
    const points = [
      [x, y],
      [x, box.top + 3],
      [x, box.bottom - 3],
      [box.left + inset, y],
      [box.right - inset, y],
    ];
    for (const [px, py] of points) {
      const hit = document.elementFromPoint(px as number, py as number);
      const own = hit === control || (hit instanceof HTMLLabelElement && hit.control === control) || control.contains(hit);
      if (!own) return `${target}: covered at ${Math.round(px as number)},${Math.round(py as number)} by ${hit?.outerHTML.slice(0, 80)}`;
    }
    return "ok";
  }, selector);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`results at 1440 x 900 ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("'Preis gesenkt' and the Umkreis are whole in the first screen; no control is ever covered", async ({ page }) => {
      await page.goto("/immobilien");
      expect(await uncovered(page, '.search-panel input[name="priceReduced"]')).toBe("ok");
      expect(await uncovered(page, "#search-um")).toBe("ok");
      const label = await page.evaluate(() => {
        const box = document.querySelector('label[for="search-um"]')?.getBoundingClientRect();
        if (!box) return null;
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.textContent;
      });
      expect(label).toBe("Umkreis um");
      // Every control of the sidebar, brought into view one by one: nothing over any of them.
      const ids = await page
        .locator(".search-panel #search-panel-standard :is(input:not([type=hidden]), select)")
        .evaluateAll((nodes) => nodes.map((node) => `#${node.id || ""}`));
      const selectors = ids.map((id) => (id === "#" ? '.search-panel input[name="priceReduced"]' : id));
      for (const selector of selectors) {
        await page.locator(selector).scrollIntoViewIfNeeded();
        // A smooth scroll may still be under way.
        await expect.poll(() => uncovered(page, selector)).toBe("ok");
      }
      // Scrolled on: the submit row, at the sidebar's foot (sticky with it with JavaScript).
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => uncovered(page, ".search-panel .search-submit")).toBe("ok");
    });

    test("one sort control above the cards; the filter form keeps its order", async ({ page }) => {
      await page.goto("/immobilien?status=SALE&sort=preis-aufsteigend");
      await expect(page.locator('select[name="sort"]')).toHaveCount(0);
      await expect(page.getByLabel("Sortierung")).toHaveCount(0);
      await expect(page.locator(".results-sort-wide summary")).toHaveText(/Sortieren:\s*Preis aufsteigend/);
      await page.getByLabel("Zimmer", { exact: true }).selectOption("2");
      await page.getByRole("button", { name: /Immobilien? anzeigen$/ }).click();
      await expect(page).toHaveURL(/bedrooms=2/);
      await expect(page).toHaveURL(/sort=preis-aufsteigend/);
      await expect(page.locator(".results-sort-wide summary")).toHaveText(/Sortieren:\s*Preis aufsteigend/);
      // The default order adds nothing to the form.
      await page.goto("/immobilien?status=SALE");
      await expect(page.locator('form.search-form [name="sort"]')).toHaveCount(0);
    });

    test("Umkreis um a place first, its Radius after; a radius without a place is no filter", async ({ page }) => {
      await page.goto("/immobilien");
      const total = await page.locator("#search-results-count").textContent();
      const order = await page.evaluate(() =>
        [...document.querySelectorAll(".search-radius label")].map((label) => label.textContent?.trim()),
      );
      expect(order).toEqual(["Umkreis um", "Radius"]);
      await expect(page.locator("#search-um option").first()).toHaveText("Ort wählen");
      await expect(page.getByText("Der Radius gilt erst mit einem Ort.")).toBeVisible();
      const radius = page.getByLabel("Radius", { exact: true });
      if (javaScriptEnabled) {
        await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
        await expect(radius).toBeDisabled();
        await page.getByLabel("Umkreis um", { exact: true }).selectOption("wien-7");
        await expect(radius).toBeEnabled();
        await radius.selectOption("2");
        await page.getByRole("button", { name: /Immobilien? anzeigen$/ }).click();
        await expect(page).toHaveURL(/um=wien-7&umkreis=2/);
        await expect(page.getByText("Umkreis 2 km um Wien 7., Neubau.")).toBeAttached();
      } else {
        // The plain form sends the distance; without a place the server ignores it.
        await expect(radius).toBeEnabled();
        await radius.selectOption("5");
        await page.getByRole("button", { name: /Immobilien? anzeigen$/ }).click();
        await expect(page).toHaveURL(/um=&umkreis=5/);
        await expect(page.locator("#search-results-count")).toHaveText(total ?? "");
        await expect(page.getByText(/Umkreis \d+ km um/)).toHaveCount(0);
      }
    });
  });
}

test.describe("the sidebar beside the cards at 1440 x 900", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("with JavaScript it stays under the header while the cards scroll, whole", async ({ page }) => {
    await page.goto("/immobilien");
    await scrollWithinList(page, 1600);
    await expect.poll(() => sidebarUnderHeader(page)).toBe(true);
    await expect.poll(() => uncovered(page, ".search-panel .search-submit")).toBe("ok");
  });

  test("after 2,000 px of cards the filter form is still in view, its card's foot one clean border", async ({ page }) => {
    await page.goto("/immobilien?status=SALE");
    await page.evaluate(() => window.scrollTo(0, 2000));
    // (Near the list's end the sidebar leaves with it, so here it need not be whole.)
    await expect(page.locator(".search-panel .search-form")).toBeInViewport();
    // The submit row keeps inside the card's rounded corners (it painted over them before).
    const radius = await page.locator(".search-panel .search-actions").evaluate((row) => getComputedStyle(row).borderBottomLeftRadius);
    expect(Number.parseFloat(radius)).toBeGreaterThan(0);
    await page.screenshot({ path: "test-results/shots/ux/sidebar-scrolled-2000-1440.png" });
  });

  test("in a window too short for it, it scrolls on its own, so its foot stays in reach", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 640 });
    await page.goto("/immobilien");
    await scrollWithinList(page, 1200);
    await expect.poll(() => sidebarUnderHeader(page)).toBe(true);
    const panel = page.locator(".search-panel");
    expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.locator(".search-panel .search-submit").scrollIntoViewIfNeeded();
    await expect.poll(() => uncovered(page, ".search-panel .search-submit")).toBe("ok");
  });
});

test.describe("without JavaScript the sidebar stays too", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("it stays under the header while the page scrolls (CSS only)", async ({ page }) => {
    await necessaryOnly(page);
    await page.goto("/immobilien");
    await scrollWithinList(page, 1600);
    expect(await sidebarUnderHeader(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(page.locator(".search-panel .search-form")).toBeInViewport();
  });
});

test.describe("cards at 1440 x 900 on 'Alle'", () => {
  test.use({ viewport: DESKTOP });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the cards of a row start their facts at one height; premises with a Nutzfläche show their € per m²", async ({ page }) => {
    await page.goto("/immobilien");
    const rows = await page.locator(".property-grid .property-card").evaluateAll((cards) => {
      const byRow = new Map<number, number[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        const facts = card.querySelector(".property-card-facts")?.getBoundingClientRect().top;
        if (facts !== undefined) byRow.set(top, [...(byRow.get(top) ?? []), Math.round(facts)]);
      }
      return [...byRow.values()];
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(new Set(row).size, JSON.stringify(row)).toBe(1);
    // The seeded premises with a Nutzfläche and a price in euros state their € per m² too. (Only
    // the seed's: a feed listing synced by another spec may lack one, which is still open.)
    const premises = page
      .locator(".property-grid .property-card")
      .filter({ hasText: /Lagerhalle mit Büro|Bürofläche mit/ })
      .filter({ hasText: "Nutzfläche" })
      .filter({ hasText: /€\s[\d.]/ });
    expect(await premises.count()).toBeGreaterThan(0);
    for (const card of await premises.all()) {
      // A rent's label follows its figure (ADR 0372).
      await expect(card.locator(".property-card-permetre")).toHaveText(
        /^(Kaufpreis|Miete) pro m²: €\s[\d.,]+\s\/\sm²(Gesamtmiete( netto)?)?$/,
      );
    }
  });
});

test.describe("phone at 390 x 844", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("the sheet has no sort select and the Umkreis reads place first", async ({ page }) => {
    await page.goto("/immobilien?sort=preis-absteigend");
    await page.waitForFunction(() => document.querySelector(".search-panel[data-enhanced]") !== null);
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    const sheet = page.locator(".search-sheet");
    await expect(sheet.locator('select[name="sort"]')).toHaveCount(0);
    await sheet.getByLabel("Umkreis um", { exact: true }).scrollIntoViewIfNeeded();
    await expect(sheet.getByLabel("Radius", { exact: true })).toBeDisabled();
    await sheet.getByLabel("Umkreis um", { exact: true }).selectOption("moedling");
    await sheet.getByLabel("Radius", { exact: true }).selectOption("5");
    await sheet.locator(".search-submit").click();
    await expect(page).toHaveURL(/sort=preis-absteigend/);
    await expect(page).toHaveURL(/um=moedling&umkreis=5/);
  });
});

test.describe("phone at 390 x 844 without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the form in place: 'Preis gesenkt' and the Umkreis are not covered, and there is no sort select", async ({ page }) => {
    await necessaryOnly(page);
    await page.goto("/immobilien");
    await expect(page.locator('select[name="sort"]')).toHaveCount(0);
    for (const selector of ['.search-panel input[name="priceReduced"]', "#search-um", "#search-umkreis", ".search-panel .search-submit"]) {
      await page.locator(selector).scrollIntoViewIfNeeded();
      // A smooth scroll may still be under way.
      await expect.poll(() => uncovered(page, selector)).toBe("ok");
    }
  });
});
