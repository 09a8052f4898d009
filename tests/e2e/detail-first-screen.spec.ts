// The detail page in the order a buyer reads it, at 390 and 1440 px, with and without JavaScript:
// the first screen holds the price, Wohnfläche, Zimmer and the way to ask (Anfrage); on a desktop
// the inquiry form stands beside the gallery and scrolls with the page (ADR 0332); the anchor bar sticks and its jumps
// land below it; the phone's photo runs from edge to edge.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
// Seeded (scripts/seed/properties.mjs): a flat for sale with nine images, rooms and an area.
const NINE = "/immobilien/210284";
// Seeded: an Altbau flat to let in the 2nd district, 1st floor with a lift, on Fernwärme.
const RENT = "/immobilien/210260";

/** What decides a visit (ADR 0362), each a figure over its label in the key facts. */
async function expectDecidingFacts(page: Page, facts: [string | RegExp, string][], bottomLimit: number) {
  const strip = page.getByRole("list", { name: "Eckdaten" });
  for (const [value, label] of facts) {
    const item = strip.locator("li").filter({ has: page.locator(".detail-keyfact-label", { hasText: new RegExp(`^${label}$`) }) });
    await expect(item.locator(".detail-keyfact-value")).toHaveText(value);
    await expect(item).toBeInViewport({ ratio: 1 });
    expect(((await item.boundingBox())?.y ?? 0) + ((await item.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(bottomLimit);
  }
}

/** The seeded flat for sale: monthly costs, its floor without a lift, Zustand, Heizung, 'verfügbar'. */
const SALE_FACTS: [string | RegExp, string][] = [
  [/^€\s[\d.]+,\d\d$/, "Monatskosten brutto"],
  ["1. OG", "Etage, kein Lift"],
  ["vollsaniert", "Zustand"],
  ["Gas", "Heizung"],
  ["nach Vereinbarung", "Verfügbar"],
];

/**
 * The key facts are one grid (review 60, ADR 0373): every figure of a later row starts at the x of
 * a figure in the first row, so the rows share their columns.
 */
async function expectOneGrid(page: Page, rows: number) {
  const boxes = await page
    .getByRole("list", { name: "Eckdaten" })
    .locator("li")
    .evaluateAll((items) =>
      items.map((item) => ({ x: Math.round(item.getBoundingClientRect().left), y: Math.round(item.getBoundingClientRect().top) })),
    );
  const tops = [...new Set(boxes.map((box) => box.y))].sort((a, b) => a - b);
  expect(tops.length).toBe(rows);
  const firstRow = boxes.filter((box) => box.y === tops[0]).map((box) => box.x);
  expect(firstRow.length).toBeGreaterThanOrEqual(3);
  for (const box of boxes.filter((box) => box.y !== tops[0])) expect(firstRow, `a figure at x ${box.x}`).toContain(box.x);
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`detail first screen on a phone ${mode}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("photo edge to edge, then the price, Wohnfläche · Zimmer under it, Merken and Anfrage, all in the first screen", async ({
      page,
    }) => {
      await page.goto(NINE);
      const photo = await box(page, ".gallery-main");
      expect(photo.x).toBe(0);
      expect(photo.width).toBe(PHONE.width);
      const price = page.locator(".detail-keyline .detail-price");
      const area = page.locator(".detail-keyfacts li").filter({ hasText: /m² Wohnfläche$/ });
      const rooms = page.locator(".detail-keyfacts li").filter({ hasText: /Zimmer$/ });
      await expect(price).toContainText("€");
      for (const part of [price, area, rooms]) await expect(part).toBeInViewport({ ratio: 1 });
      // Wohnfläche and Zimmer share one row of figures, right under the price (ADR 0334; the
      // place is in the subline).
      const [priceBox, areaBox, roomsBox] = await Promise.all([price, area, rooms].map((part) => part.boundingBox()));
      expect(Math.abs((areaBox?.y ?? 0) - (roomsBox?.y ?? 0))).toBeLessThan(4);
      // (a hairline and its air between them, ADR 0334; a price cut is one line in the price's
      // row, ADR 0338)
      const priceRow = await box(page, ".detail-pricerow");
      expect((areaBox?.y ?? 0) - (priceRow.y + priceRow.height)).toBeLessThan(24);
      // The photo comes first, the key line right under it.
      expect(priceBox?.y ?? 0).toBeGreaterThan(photo.y + photo.height - 1);
      const actions = page.locator(".detail-actions");
      await expect(actions.getByRole("button", { name: /^Merken/ })).toBeInViewport({ ratio: 1 });
      // One 'Anfrage' on the first screen: the fixed bar's, never a second one in the page.
      await expect(page.getByRole("link", { name: "Anfrage", exact: true })).toHaveCount(1);
      const inquiry = page.getByRole("navigation", { name: "Schnellkontakt" }).getByRole("link", { name: "Anfrage", exact: true });
      await expect(inquiry).toBeInViewport({ ratio: 1 });
      await inquiry.click();
      await expect(page).toHaveURL(/#anfrage$/);
      await expect(page.getByRole("heading", { name: "Immobilie anfragen" })).toBeInViewport();
      await page.screenshot({ path: `test-results/shots/ux/after-detail-390-${javaScriptEnabled ? "js" : "nojs"}.png` });
    });

    test("the first screen names what decides a visit: monthly costs, floor and lift, Zustand, Heizung, 'verfügbar'", async ({ page }) => {
      await page.goto(NINE);
      const bar = await box(page, ".detail-bar");
      await expectDecidingFacts(page, SALE_FACTS, bar.y);
      // A rent's price is its monthly total and says so; it adds no costs of a sale.
      await page.goto(RENT);
      await expect(page.locator(".detail-price .property-badge-inline")).toHaveText("Gesamtmiete");
      await expectDecidingFacts(
        page,
        [
          ["1. OG", "Etage, mit Lift"],
          ["vollsaniert", "Zustand"],
          ["Fernwärme", "Heizung"],
          ["01.02.2027", "Verfügbar ab"],
        ],
        (await box(page, ".detail-bar")).y,
      );
      await expect(page.getByRole("list", { name: "Eckdaten" })).not.toContainText("Rücklage");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });

    test("the key facts stand in three columns, the second and third rows under the first", async ({ page }) => {
      await page.goto(NINE);
      await expectOneGrid(page, 3);
      // 'nach Vereinbarung' takes two lines of its third rather than a fourth row; the monthly
      // costs' label keeps one line.
      const label = page.locator(".detail-keyfact-label", { hasText: /^Monatskosten brutto$/ });
      const lineHeight = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      expect((await label.boundingBox())?.height ?? 99).toBeLessThan(lineHeight * 1.5);
      await page.goto(RENT);
      await expectOneGrid(page, 3);
    });

    test("the anchor bar sticks at the top (the header scrolls away, ADR 0344) and 'Kosten' lands below it", async ({ page }) => {
      await page.goto(NINE);
      const bar = page.getByRole("navigation", { name: "Abschnitte dieser Seite" });
      // On a phone the gallery is the first screen and the fixed bar offers the contact; 'Medien'
      // leads to the floor plans, video, tour and documents (ADR 0338).
      await expect(bar.getByRole("link")).toHaveText(["Fakten", "Medien", "Kosten", "Lage", "Energie"]);
      await bar.getByRole("link", { name: "Kosten" }).click();
      await expect(page).toHaveURL(/#kosten$/);
      const heading = page.getByRole("heading", { name: "Preisdetails" });
      await expect(heading).toBeInViewport();
      const barBox = await bar.boundingBox();
      const headingBox = await heading.boundingBox();
      // On a phone the site header has scrolled away: the bar alone at the top (ADR 0344).
      expect(barBox?.y ?? -1).toBe(0);
      const header = await page.locator(".site-header").boundingBox();
      expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThanOrEqual(0);
      expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
    });
  });

  test.describe(`detail first screen on a desktop ${mode}`, () => {
    test.use({ viewport: DESKTOP, javaScriptEnabled });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("the first screen names what decides a visit in the key facts' two rows", async ({ page }) => {
      await page.goto(NINE);
      await expectDecidingFacts(page, SALE_FACTS, DESKTOP.height);
      const tops = await page
        .getByRole("list", { name: "Eckdaten" })
        .locator("li")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(2);
    });

    test("the key facts' second row stands in the first row's columns (review 60)", async ({ page }) => {
      for (const href of [NINE, RENT]) {
        await page.goto(href);
        await expectOneGrid(page, 2);
      }
    });

    test("price, Wohnfläche and Zimmer in the first screen, the inquiry form beside the gallery and staying in view", async ({ page }) => {
      await page.goto(NINE);
      const parts = [
        page.locator(".detail-keyline .detail-price"),
        page.locator(".detail-keyfacts li").filter({ hasText: /m² Wohnfläche$/ }),
        page.locator(".detail-keyfacts li").filter({ hasText: /Zimmer$/ }),
      ];
      for (const part of parts) await expect(part).toBeInViewport({ ratio: 1 });
      // The price, then Wohnfläche and Zimmer side by side in the row of figures right under it (ADR 0334).
      const [priceBox, areaBox, roomsBox] = await Promise.all(parts.map((part) => part.boundingBox()));
      expect(Math.abs((areaBox?.y ?? 0) - (roomsBox?.y ?? 0))).toBeLessThan(4);
      expect((areaBox?.y ?? 0) - ((priceBox?.y ?? 0) + (priceBox?.height ?? 0))).toBeLessThan(40);
      const gallery = await box(page, ".gallery");
      const inquiry = await box(page, "#anfrage");
      // Beside the gallery: right of it, starting above its lower edge.
      expect(inquiry.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
      expect(inquiry.y).toBeLessThan(gallery.y + gallery.height);
      await expect(page.getByRole("heading", { name: "Immobilie anfragen" })).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel("Anrede")).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `test-results/shots/ux/after-detail-1440-${javaScriptEnabled ? "js" : "nojs"}.png` });
      // Further down the form scrolls with the page (no scrollbar of its own, ADR 0332); past it,
      // the section bar's 'Kontakt' stays in view (ADR 0338: no compact agent row any more).
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(page.locator("#anfrage").getByRole("button", { name: "Anfrage senden" })).toBeInViewport({ ratio: 1 });
      await page.evaluate(() => window.scrollTo(0, 2400));
      await expect(
        page.getByRole("navigation", { name: "Abschnitte dieser Seite" }).getByRole("link", { name: "Kontakt" }),
      ).toBeInViewport();
    });
  });
}
