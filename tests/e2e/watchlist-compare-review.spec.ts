// ADR 0330, the outside review of the comparison: a flat for sale, a rental and a warehouse on
// the Merkliste, at 390 and 1440 px, with and without JavaScript. The mixed list warns before
// "Alle 3 vergleichen" and offers like-with-like comparisons; its hint sits under the button on a
// phone. The table shows no rooms for the warehouse and no ✓ between listings of another deal or
// kind; at 1440 the first screen holds the figures; no word breaks without a hyphen; the column
// heads (photo and title) stay in view while the rows scroll.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const base = () => test.info().project.use.baseURL ?? "http://localhost:8788";
// Seeded listings: 6 a flat for sale, 82 a flat to rent, 81 a warehouse for sale (3 rooms in the feed).
const SAVED = "6.82.81";
const WAREHOUSE = "Lagerhalle mit Büro in Baden";

/** Words in the table broken across lines at a place without a (soft) hyphen, a slash or a dash. */
async function wordsBrokenWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const joints = new Set(["\u00ad", "-", "/", "–"]);
    for (const cell of document.querySelectorAll(".compare-table tbody th, .compare-table tbody td, .compare-heads th > a")) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".visually-hidden")) continue;
        const text = node.textContent ?? "";
        let lastTop: number | null = null;
        let before = " ";
        for (let index = 0; index < text.length; index++) {
          const char = text[index] ?? "";
          if (/\s/.test(char)) {
            lastTop = null;
            before = " ";
            continue;
          }
          if (char === "\u00ad") {
            before = char;
            continue;
          }
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // A character right after a break at a soft hyphen also has the hyphen's box: its own is the last.
          const top = [...range.getClientRects()].at(-1)?.top;
          if (top === undefined) continue;
          if (lastTop !== null && top > lastTop + 2 && !joints.has(before)) {
            const start = text.lastIndexOf(" ", index) + 1;
            const end = text.indexOf(" ", index);
            broken.push(text.slice(start, end < 0 ? undefined : end));
          }
          lastTop = top;
          before = char;
        }
      }
    }
    return broken;
  });
}

/** Rows scrolled up to the last one: every column's title and photo stay in view under the header. */
async function expectHeadsStick(page: Page) {
  const table = page.locator(".compare-table");
  await page.evaluate(() => {
    const last = document.querySelector(".compare-table tbody tr:last-child");
    if (last) window.scrollBy(0, last.getBoundingClientRect().top - window.innerHeight / 2);
  });
  // The heads follow on the next frame (JS) or at once (CSS sticky).
  await page.waitForTimeout(150);
  const header = await page.locator(".site-header").boundingBox();
  const firstRow = await table.locator("tbody tr").first().boundingBox();
  const heads = table.locator(".compare-heads th");
  for (let index = 0; index < (await heads.count()); index++) {
    const head = heads.nth(index);
    const title = head.locator(":scope > a");
    const box = await title.boundingBox();
    const photo = await head.locator("img").boundingBox();
    expect(box && photo && header, "title and photo measured").toBeTruthy();
    if (!box || !photo || !header) return;
    // In view vertically (a third or fourth column may lie to the right, off the scroller).
    expect(photo.y, "the photo is under the header").toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height, "the title is on screen").toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 1);
    // The rows pass under the heads: the first row's top is already behind them.
    const cell = await head.boundingBox();
    expect(firstRow && cell && firstRow.y + 1 < cell.y + cell.height, "the first row went under the heads").toBe(true);
  }
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test(`a flat, a rental and a warehouse, ${javaScriptEnabled ? "with" : "without"} JavaScript at ${width} px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: width === 390 ? 844 : 900 } });
      const page = await context.newPage();
      await necessaryOnly(page);
      await context.addCookies([{ name: "merkliste", value: SAVED, url: base() }]);
      await page.goto("/merkliste");

      // The list warns that it mixes deals and kinds, and links the like-with-like comparisons.
      const all = page.getByRole("link", { name: "Alle 3 vergleichen" });
      // Every listing is of its own deal and kind: no group leads, and nothing is filled above
      // the warning (ADR 0349).
      await expect(all).toHaveClass(/button-secondary/);
      await expect(page.locator(".watchlist-compare-lead")).toHaveCount(0);
      const mix = page.locator(".watchlist-compare-mix");
      await expect(mix).toContainText("Miete und Kauf, Wohnen und Gewerbe gemischt.");
      await expect(mix.getByRole("link", { name: "Nur Kaufangebote vergleichen" })).toHaveAttribute(
        "href",
        "/merkliste/vergleich?id=6&id=81",
      );
      await expect(mix.getByRole("link", { name: "Nur Wohnimmobilien vergleichen" })).toHaveAttribute(
        "href",
        "/merkliste/vergleich?id=6&id=82",
      );
      const hint = page.locator(".watchlist-compare-hint");
      const button = await all.boundingBox();
      const hintBox = await hint.boundingBox();
      const lineHeight = await hint.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      if (width === 390) {
        // On a phone the hint is one line under the button, not three lines beside it.
        expect(button && hintBox && hintBox.y >= button.y + button.height, "the hint under the button").toBe(true);
        expect(hintBox?.height ?? 99).toBeLessThan(lineHeight * 1.5);
      }
      // The first card's title is still on the first screen.
      await expect(page.locator(".property-card-title").first()).toBeInViewport({ ratio: 1 });

      await all.click();
      await expect(page).toHaveURL(/\/merkliste\/vergleich\?id=6&id=82&id=81$/);
      const table = page.getByRole("table", { name: "Vergleich von 3 Immobilien" });
      await expect(table).toBeVisible();
      // The mix is said before the table.
      await expect(page.locator(".compare-mixed p")).toContainText("Miete und Kauf, Wohnen und Gewerbe gemischt.");

      // The warehouse shows no rooms: a dash, its words for screen readers; no price is ranked
      // between a flat for sale, a flat to rent and a warehouse, only the buildings' energy
      // demand (the flat for sale: 11,93 kWh/m²a, fGEE 0,57).
      const rooms = table.getByRole("row", { name: /^Zimmer/ });
      await expect(rooms.getByRole("cell")).toHaveText(["2", "1", "–entfällt bei Gewerbeimmobilien"]);
      await expect(table.locator(".compare-best-mark")).toHaveText([/^✓ niedrigster HWB$/, /^✓ niedrigster fGEE$/]);
      await expect(table.getByRole("row", { name: /^Preis pro m²/ }).locator(".compare-best-mark")).toHaveCount(0);
      await expect(page.locator(".compare-legend")).toBeVisible();
      // The warehouse's column (the third) never shows its feed's 3 rooms.
      for (const cell of await table.locator("tbody td:nth-of-type(3)").allTextContents()) expect(cell).not.toMatch(/^3$/);
      await expect(table.getByRole("link", { name: new RegExp(`^Anfrage ?: ${WAREHOUSE}$`) })).toHaveAttribute(
        "href",
        /^\/immobilien\/[^#]+#anfrage$/,
      );

      if (width === 1440) {
        // The first screen holds the figures: the photo is small, beside the title.
        for (const label of ["Preis", "Preis pro m²", "Fläche", "Zimmer", "Etage", "HWB"])
          await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeInViewport({ ratio: 1 });
      }
      // No word breaks without a hyphen; no label is wider than its cell (at 1440) or than the
      // table's box (at 390, where it is a line above the values, ADR 0354).
      expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
      for (const label of await table.locator("tbody th").all()) {
        const fits = await label.evaluate((element, phone) => {
          if (!phone) return element.scrollWidth <= element.clientWidth;
          const words = element.querySelector(".compare-row-label")?.getBoundingClientRect();
          const box = element.closest(".compare-scroll")?.getBoundingClientRect();
          return Boolean(words && box && words.left >= box.left && words.right <= box.right);
        }, width === 390);
        expect(fits, `${await label.textContent()} fits its cell`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no page-wide scrolling").toBeLessThanOrEqual(width);
      // Three columns on a phone scroll sideways: with JS the heads still follow the rows down;
      // without it they scroll away (CSS sticky cannot hold them in a sideways box).
      if (javaScriptEnabled || width === 1440) await expectHeadsStick(page);

      // Like with like from the list: the two sales, side by side, their heads sticking.
      await page.goto("/merkliste");
      await page.locator(".watchlist-compare-mix").getByRole("link", { name: "Nur Kaufangebote vergleichen" }).click();
      await expect(page).toHaveURL(/\/merkliste\/vergleich\?id=6&id=81$/);
      const pair = page.getByRole("table", { name: "Vergleich von 2 Immobilien" });
      await expect(pair.getByRole("row", { name: /^Zimmer/ }).getByRole("cell")).toHaveText(["2", "–entfällt bei Gewerbeimmobilien"]);
      await expect(page.locator(".compare-mixed p")).toContainText("Wohnen und Gewerbe gemischt.");
      expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
      await expectHeadsStick(page);
      await context.close();
    });
  }
}

test("two homes for sale: the ✓ marks the lower € per m² and energy demand, and the line above says so", async ({ page }) => {
  await necessaryOnly(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/merkliste/vergleich?id=6&id=74");
  await expect(page.locator(".compare-legend")).toHaveText(
    "✓ = niedrigster Preis pro m² (nur unter Angeboten gleicher Art) und niedrigster Energiebedarf.",
  );
  await expect(page.locator(".compare-mixed")).toHaveCount(0);
  const row = (name: string) => page.locator(".compare-table tbody tr", { has: page.getByRole("rowheader", { name, exact: true }) });
  // The lower € per m² is marked, in words for screen readers too; the lower price itself is not
  // (a smaller flat costs less without being the better offer).
  await expect(row("Preis pro m²").locator(".compare-best-mark")).toHaveText([/^✓ niedrigster Preis pro m²$/]);
  await expect(row("Preis").locator(".compare-best-mark")).toHaveCount(0);
  await expect(row("HWB").locator(".compare-best-mark")).toHaveText([/^✓ niedrigster HWB$/]);
  expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
  await expectHeadsStick(page);
});
