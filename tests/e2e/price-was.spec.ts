// 'Preis gesenkt' says from what (ADR 0368), at 1440 x 900 and 390 x 844: a seeded reduced card
// shows the old price struck through, whole, on one line right under the price, and the cards of
// a row keep one height and one price block height; the detail page says it beside its price.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, necessaryOnly } from "./lead-helpers";

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Each card's price block: its top and height, the old price's top (null without one), by card row. */
function priceBlocks(page: Page) {
  return page.locator(".property-grid .property-card").evaluateAll((cards) =>
    cards.map((card) => {
      const block = card.querySelector(".property-card-price")?.getBoundingClientRect();
      const was = card.querySelector(".property-card-was")?.getBoundingClientRect();
      return {
        row: Math.round(card.getBoundingClientRect().top),
        cardHeight: Math.round(card.getBoundingClientRect().height),
        top: Math.round(block?.top ?? 0),
        height: Math.round(block?.height ?? 0),
        wasTop: was ? Math.round(was.top) : null,
        wasBottom: was ? Math.round(was.bottom) : null,
        wasText: card.querySelector(".property-card-was")?.textContent ?? null,
        wasCut: (() => {
          const del = card.querySelector(".property-card-was del");
          return del ? del.scrollWidth > del.clientWidth : false;
        })(),
        // The cut in per cent lies wholly inside the card's body.
        cutInside: (() => {
          const cut = card.querySelector(".property-card-cut")?.getBoundingClientRect();
          const body = card.querySelector(".property-card-price")?.getBoundingClientRect();
          return cut && body ? cut.right <= body.right + 0.5 && cut.width > 0 : null;
        })(),
      };
    }),
  );
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`a reduced card at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => necessaryOnly(page));

    test("shows the old price struck through under the price, whole, and its row keeps one height", async ({ page }) => {
      await page.goto("/immobilien?priceReduced=1");
      const reduced = page.locator(".property-grid .property-card").filter({ has: page.locator(".property-card-was") });
      expect(await reduced.count()).toBeGreaterThan(1);
      const first = reduced.first();
      // Written like the price above it (ADR 0372): a rent with '/ Monat', cents when the price has them.
      const pairs = await reduced.evaluateAll((cards) =>
        cards.map((card) => {
          const block = card.querySelector(".property-card-price");
          const price = [...(block?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE)?.textContent ?? "";
          return { price, was: block?.querySelector(".property-card-was del")?.textContent ?? "" };
        }),
      );
      // The seed's reduced rents have cents (review 60: '€ 3.823,84 / Monat' beside 'statt € 4.100').
      expect(
        pairs.some(({ price }) => /,\d{2} \/ Monat$/.test(price)),
        JSON.stringify(pairs),
      ).toBe(true);
      for (const { price, was } of pairs) {
        expect(was, price).toMatch(/^€\s[\d.]+(,\d{2})?( \/ Monat)?$/);
        expect(was.endsWith(" / Monat"), `${price} | ${was}`).toBe(price.endsWith(" / Monat"));
        if (/,\d{2}\b/.test(price)) expect(was, price).toMatch(/,\d{2}( \/ Monat)?$/);
      }
      // The cut in per cent beside it, as the detail page's history writes it, and legible.
      const cut = first.locator(".property-card-cut");
      await expect(cut).toHaveText(/^−\d+(,\d)? %$/);
      await expect(cut).toBeVisible();
      expect(Number.parseFloat(await cut.evaluate((node) => getComputedStyle(node).fontSize))).toBeGreaterThanOrEqual(13);
      await expect(first.locator(".property-card-was del")).toHaveCSS("text-decoration-line", "line-through");
      // Read as 'vorher € …'; the seen 'statt' is not read twice.
      await expect(first.locator(".property-card-was .visually-hidden").first()).toHaveText("vorher ");
      await expect(first.locator(".property-card-was [aria-hidden='true']").first()).toHaveText("statt");
      await expect(first.locator(".property-card-was .visually-hidden").last()).toHaveText(/^, gesenkt um \d+(,\d)? %$/);
      await expect(first.locator(".property-card-was")).toBeVisible();
      // The cut's pill (green on green) and the struck price pass axe, contrast included.
      await expectNoAxeViolations(page, `reduced cards at ${viewport.width} px`, { include: ".property-grid" });

      // On the unfiltered list reduced cards sit among others: the same rule there.
      for (const path of ["/immobilien?priceReduced=1", "/immobilien"]) {
        await page.goto(path);
        const blocks = await priceBlocks(page);
        const withWas = blocks.filter((block) => block.wasTop !== null);
        if (path.includes("priceReduced")) expect(withWas.length).toBeGreaterThan(1);
        // One whole line right under the price's: not cut, not wrapped.
        for (const block of withWas) {
          const below = (block.wasTop ?? 0) - block.top;
          expect(below, JSON.stringify(block)).toBeGreaterThanOrEqual(20);
          expect(below, JSON.stringify(block)).toBeLessThanOrEqual(36);
          expect((block.wasBottom ?? 0) - (block.wasTop ?? 0), JSON.stringify(block)).toBeLessThanOrEqual(24);
          expect(block.wasCut, JSON.stringify(block)).toBe(false);
          expect(block.wasText, JSON.stringify(block)).toMatch(
            /^vorher statt€\s[\d.]+(,\d{2})?( \/ Monat)?, gesenkt um \d+(,\d)? %−\d+(,\d)? %$/,
          );
          expect(block.cutInside, JSON.stringify(block)).toBe(true);
        }
        // Cards side by side: one height for every price block and every card of a row.
        const rows = new Map<number, typeof blocks>();
        for (const block of blocks) rows.set(block.row, [...(rows.get(block.row) ?? []), block]);
        for (const row of rows.values()) {
          if (row.length < 2) continue;
          expect(new Set(row.map((block) => block.height)).size, JSON.stringify(row)).toBe(1);
          expect(new Set(row.map((block) => block.cardHeight)).size, JSON.stringify(row)).toBe(1);
        }
      }
    });

    test("the detail page of a reduced listing says '−x % statt … · seit …' under its price", async ({ page }) => {
      await page.goto("/immobilien?priceReduced=1");
      const card = page
        .locator(".property-grid .property-card")
        .filter({ has: page.locator(".property-card-was") })
        .first();
      const href = await card.locator("a.property-card-link").getAttribute("href");
      const was = await card.locator(".property-card-was del").textContent();
      const cut = await card.locator(".property-card-cut").textContent();
      await page.goto(href ?? "/");
      await expect(page.locator(".detail-price-cut")).toBeVisible();
      // The same cut as the card's pill, in the badge.
      await expect(page.locator(".detail-price-reduced [aria-hidden='true']")).toHaveText(cut ?? "");
      await expect(page.locator(".detail-price-reduced .visually-hidden")).toHaveText(`Preis gesenkt um ${(cut ?? "").replace(/^−/, "")}`);
      // On a phone, and for a rent's long old price at every width, a line of its own under the
      // price; a sale's short one sits beside the price on wider screens. Never a squeezed blob.
      const price = await page.locator(".detail-price").boundingBox();
      const line = await page.locator(".detail-price-cut").boundingBox();
      const own = (page.viewportSize()?.width ?? 0) < 600 || (await page.locator(".detail-price-cut-own").count()) > 0;
      if (own) expect(line?.y ?? 0).toBeGreaterThan((price?.y ?? 0) + (price?.height ?? 0) - 1);
      expect(line?.height ?? 99).toBeLessThan(own ? 60 : 36);
      await expect(page.locator(".detail-price-before s")).toHaveText(
        new RegExp(`^${(was ?? "").replace(/[.]/g, "\\.").replace(/\s/g, "\\s")}`),
      );
    });
  });
}
