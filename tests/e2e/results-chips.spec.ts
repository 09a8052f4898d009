// Review 58 on /immobilien (ADR 0363), at 390 and 1440 px, with and without JavaScript: a filtered
// search shows a chip per active filter of the panel above the cards (Kauf or Miete is the segment's,
// review 59), removing one chip drops that filter only, and 'Alle Filter zurücksetzen' lifts them all; the band says what is shown;
// reduced listings carry 'Preis gesenkt'; the sidebar's Lage and Umkreis
// selects are wide enough for their places.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const SIZES = [
  { name: "390", viewport: { width: 390, height: 844 } },
  { name: "1440", viewport: { width: 1440, height: 900 } },
];

const chips = (page: Page) => page.getByRole("navigation", { name: "Aktive Filter" });

for (const { name, viewport } of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`results chips at ${name} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport, javaScriptEnabled });
      test.beforeEach(async ({ page }) => necessaryOnly(page));

      test("a filtered search shows its chips; removing one drops that filter only", async ({ page }) => {
        await page.goto("/immobilien?status=SALE&bedrooms=2&priceMax=1000000");
        await expect(chips(page)).toBeVisible();
        await expect(chips(page).getByRole("link")).toHaveCount(3);
        await expect(chips(page).getByRole("link", { name: "Kauf entfernen" })).toHaveCount(0);
        for (const label of [/^Preis bis €\s?1\.000\.000 entfernen$/, "ab 2 Zimmer entfernen"])
          await expect(chips(page).getByRole("link", { name: label })).toBeVisible();
        await expect(chips(page).getByRole("link", { name: "Alle Filter zurücksetzen" })).toBeVisible();
        await expect(page.locator(".search-hero p")).toHaveText(
          /^\d+ Kaufangebote? in Wien und Umgebung: Preis bis €\s?1\.000\.000 · ab 2 Zimmer$/,
        );
        // The chips stand above the cards.
        const chipsBox = await chips(page).boundingBox();
        const cardBox = await page.locator(".results-list .property-card").first().boundingBox();
        expect((chipsBox?.y ?? 0) + (chipsBox?.height ?? 0)).toBeLessThanOrEqual(cardBox?.y ?? 0);

        await chips(page).getByRole("link", { name: "ab 2 Zimmer entfernen" }).click();
        await expect(page).toHaveURL(/\/immobilien\?status=SALE&priceMax=1000000#ergebnisse$/);
        await expect(page.locator("#search-results-count")).toHaveText(/^Gefunden: \d+ Immobilien? zum Kauf$/);
        await expect(chips(page).getByRole("link", { name: "ab 2 Zimmer entfernen" })).toHaveCount(0);
        await expect(chips(page).getByRole("link", { name: /^Preis bis/ })).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Kaufen oder Mieten" }).getByRole("link", { name: "Kaufen" })).toHaveAttribute(
          "aria-current",
          "page",
        );
        // One chip left: it is its own reset.
        await expect(chips(page).getByRole("link")).toHaveCount(1);
        await chips(page)
          .getByRole("link", { name: /^Preis bis/ })
          .click();
        await expect(page).toHaveURL(/\/immobilien\?status=SALE#ergebnisse$/);
        await expect(chips(page)).toHaveCount(0);
        await expect(page.locator("#search-results-count")).toHaveText(/^Gefunden: \d+ Immobilien? zum Kauf$/);
      });

      test("'Alle Filter zurücksetzen' lifts every filter and keeps Miete and the order", async ({ page }) => {
        await page.goto("/immobilien?status=RENT&bedrooms=2&priceMax=2000&sort=preis-aufsteigend");
        await chips(page).getByRole("link", { name: "Alle Filter zurücksetzen" }).click();
        await expect(page).toHaveURL(/\/immobilien\?status=RENT&sort=preis-aufsteigend#ergebnisse$/);
        await expect(chips(page)).toHaveCount(0);
      });

      test("reduced listings carry 'Preis gesenkt' on the picture; no title repeats its place", async ({ page }) => {
        // "Neu" depends on the first import's day, which earlier specs' feed syncs move on this
        // shared database: tests/search-news-and-chips.test.ts checks it with its own sync runs.
        await page.goto("/immobilien?priceReduced=1");
        const reduced = page.locator(".results-list article.property-card");
        await expect(reduced.first()).toBeVisible();
        expect(await reduced.count()).toBe(await reduced.locator(".property-card-media .price-reduced-badge").count());
        await page.goto("/immobilien");
        const cards = page.locator(".results-list article.property-card");
        // No card title repeats the place line above it.
        const repeats = await cards.evaluateAll(
          (nodes) =>
            nodes.filter((node) => {
              const place = node.querySelector(".property-card-location")?.textContent ?? "";
              const title = node.querySelector(".property-card-title")?.textContent ?? "";
              return place !== "" && title.endsWith(` in ${place}`);
            }).length,
        );
        expect(repeats).toBe(0);
      });
    });
  }
}

test.describe("the sidebar's selects at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(async ({ page }) => necessaryOnly(page));

  test("Lage is wide enough for its longest district, 'Umkreis um' for the review's places", async ({ page }) => {
    await page.goto("/immobilien");
    // The widest text each select may show, measured in its own font and padding.
    for (const [id, text] of [
      ["#search-location", "Wien 1., Innere Stadt (5)"],
      ["#search-um", "Brunn am Gebirge"],
      ["#search-um", "Klosterneuburg"],
      ["#search-um", "Ort wählen"],
    ] as const) {
      const fits = await page.locator(id).evaluate((select, wanted) => {
        const style = getComputedStyle(select);
        const canvas = document.createElement("canvas").getContext("2d");
        if (!canvas) return false;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return canvas.measureText(wanted).width <= room;
      }, text);
      expect(fits, `${id}: ${text}`).toBe(true);
    }
  });
});
