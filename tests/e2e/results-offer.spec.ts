// 'Alle | Kaufen | Mieten' on /immobilien (ADR 0327), at 390 and 1440 px, in the list and the Karte
// view, with and without JavaScript: plain links that set the status filter, the offer badge
// only where the results mix Kauf and Miete, no second 'Merkliste' link beside Liste | Karte
// (the header has one at every width), and on a phone's full-screen map the choice covers no pin
// target of its own corner (it sits left of the zoom buttons, above the map's controls).
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const offer = (page: Page) => page.getByRole("navigation", { name: "Kaufen oder Mieten" });
/** The count once the results are in ('Gefunden: 81 Immobilien'). */
async function countOf(page: Page) {
  await expect(page.locator("#search-results-count")).toHaveText(/^Gefunden: \d+ Immobilie/);
  return Number((await page.locator("#search-results-count").textContent())?.replace(/\D/g, ""));
}

/** Each price on the page's cards, as shown. */
const prices = (page: Page) => page.locator(".results-list .property-card-price").allTextContents();

async function expectOfferChoice(page: Page, view: "liste" | "karte") {
  const start = view === "karte" ? "/immobilien?ansicht=karte" : "/immobilien";
  await page.goto(start);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page).getByRole("link", { name: "Alle" })).toHaveAttribute("aria-current", "page");
  const all = await countOf(page);
  // Mixed results: each card says Kauf or Miete.
  expect(new Set(await page.locator(".results-list .property-badge-offer").allTextContents())).toEqual(new Set(["Kauf", "Miete"]));

  await offer(page).getByRole("link", { name: "Mieten" }).click();
  await expect(page).toHaveURL(/status=RENT/);
  if (view === "karte") await expect(page).toHaveURL(/ansicht=karte/);
  else await expect(page).not.toHaveURL(/ansicht=karte/);
  await expect(offer(page).getByRole("link", { name: "Mieten" })).toHaveAttribute("aria-current", "page");
  const rent = await countOf(page);
  expect(rent).toBeGreaterThan(0);
  expect(rent).toBeLessThan(all);
  // One offer for all: no badge repeats it; every price is a monthly rent (or on request).
  await expect(page.locator(".results-list .property-card").first()).toBeAttached();
  await expect(page.locator(".results-list .property-badge-offer")).toHaveCount(0);
  for (const price of await prices(page)) expect(price).toMatch(/\/ Monat|Preis auf Anfrage/);
  // The form has no Status of its own (ADR 0333): it carries the toggle's choice on.
  await expect(page.locator("#search-status")).toHaveCount(0);
  await expect(page.locator('.search-form input[type="hidden"][name="status"]')).toHaveValue("RENT");

  await offer(page).getByRole("link", { name: "Kaufen" }).click();
  await expect(page).toHaveURL(/status=SALE/);
  await expect(offer(page).getByRole("link", { name: "Kaufen" })).toHaveAttribute("aria-current", "page");
  const sale = await countOf(page);
  expect(sale).toBeGreaterThan(0);
  expect(sale).toBeLessThan(all);
  await expect(page.locator(".results-list .property-badge-offer")).toHaveCount(0);
  for (const price of await prices(page)) expect(price).not.toContain("/ Monat");

  await offer(page).getByRole("link", { name: "Alle" }).click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(offer(page).getByRole("link", { name: "Alle" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => countOf(page)).toBe(all);
}

/** The results keep no 'Merkliste' link of their own; the header's is visible. */
async function expectOneMerkliste(page: Page) {
  await expect(page.locator(".search-results a[href='/merkliste']")).toHaveCount(0);
  await expect(page.locator(".site-header a.header-watchlist")).toBeVisible();
}

for (const [name, viewport] of [
  ["390", PHONE],
  ["1440", DESKTOP],
] as const) {
  test.describe(`Kaufen / Mieten at ${name} px with JavaScript`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the list: links set the status filter; badges only in mixed results; one Merkliste", async ({ page }) => {
      await expectOfferChoice(page, "liste");
      await expectOneMerkliste(page);
    });

    test("the Karte view: the choice keeps the map and the map shows only that offer", async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto("/immobilien?ansicht=karte");
      await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
      await expect(offer(page)).toBeVisible();
      await expectOneMerkliste(page);
      // The choice lies above the map and inside the window, clear of the zoom buttons.
      const box = await offer(page).boundingBox();
      const zoom = await page.locator(".results-map .maplibregl-ctrl-top-right").boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      if (zoom && box && name === "390") expect(box.x + box.width).toBeLessThanOrEqual(zoom.x);
      // The header stays above the choice (nothing slides under it).
      const header = await page.locator(".site-header-inner").boundingBox();
      expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));

      if (name === "1440") {
        // Scrolled, the list passes under a band behind the floating header down to the map's
        // top: no card shows around or above the header.
        await page.mouse.move(200, 500);
        await page.mouse.wheel(0, 900);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        const band = await page.evaluate(() => {
          const style = getComputedStyle(document.body, "::before");
          return { position: style.position, top: style.top, height: Number.parseFloat(style.height), bg: style.backgroundColor };
        });
        const mapTop = (await page.locator(".results-map-card").boundingBox())?.y ?? 0;
        expect(band.position).toBe("fixed");
        expect(band.top).toBe("0px");
        // Solid like the header once scrolled: no navy strip between the header and the map.
        const headerBg = await page.locator(".site-header").evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(headerBg).toBe("rgb(255, 255, 255)");
        expect(band.bg).toBe(headerBg);
        expect(Math.abs(band.height - mapTop)).toBeLessThanOrEqual(2);
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      await offer(page).getByRole("link", { name: "Mieten" }).click();
      await expect(page).toHaveURL(/status=RENT/);
      await expect(page).toHaveURL(/ansicht=karte/);
      await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 30_000 });
      if (name === "390") {
        // The carousel's rents say "/ Monat" once, no "· Miete" cut to "· Mi…" after it.
        const line = page.locator(".results-carousel-price").first();
        await expect(line).toBeVisible();
        await expect(line).toContainText("/ Monat");
        await expect(line).not.toContainText("Miete");
      }
      // The map's markers are the rent listings only (their popups' offer words).
      const res = await page.request.get("/immobilien/karte.json?status=RENT");
      const markers = ((await res.json()) as { markers: { offer: string }[] }).markers;
      expect(markers.length).toBeGreaterThan(0);
      expect(new Set(markers.map((marker) => marker.offer))).toEqual(new Set(["Miete"]));
    });
  });

  test.describe(`Kaufen / Mieten at ${name} px without JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled: false });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the list: plain links that set the filter", async ({ page }) => {
      await expectOfferChoice(page, "liste");
      await expectOneMerkliste(page);
    });

    test("the Karte view keeps the list and the choice", async ({ page }) => {
      await expectOfferChoice(page, "karte");
    });
  });
}
