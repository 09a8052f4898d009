// ADR 0156: a comparison of two started from the phone Merkliste, at 390 and
// 1440 px, with and without JavaScript. The "Vergleichen" toggle sits inside each card; the sticky
// bar counts the choice and stays disabled below two with JS; without JS a choice of one comes
// back to the Merkliste with a German message and the box still ticked. The comparison marks
// the best values in words and has an Anfrage per column; the page never scrolls sideways. The two
// stand side by side with their titles whole on screen, and the titles' row stays in view while
// the rows scroll under it.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

/**
 * Save the two dearest sale listings with their hearts (two different prices, whatever other
 * journeys imported into the shared database first); returns their titles.
 */
async function saveTwo(page: Page): Promise<string[]> {
  await page.goto("/immobilien?status=SALE&sortBy=price&sortOrder=desc");
  // Titles that occur once on the page: the hearts and toggles are found by title.
  const all = (await page.locator(".property-card-title").allTextContents()).map((title) => title.trim());
  const titles = all.filter((title) => all.indexOf(title) === all.lastIndexOf(title)).slice(0, 2);
  expect(titles).toHaveLength(2);
  for (const title of titles) {
    await page.getByRole("button", { name: `${title} merken`, exact: true }).click();
    await expect(page.getByRole("button", { name: `${title} von der Merkliste entfernen` })).toBeVisible();
  }
  return titles;
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${width} px`, () => {
      test.use({ javaScriptEnabled });

      test("a comparison of two, started from the Merkliste's cards", async ({ page }) => {
        test.setTimeout(120_000);
        await necessaryOnly(page);
        const [first = "", second = ""] = await saveTwo(page);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto("/merkliste");

        // The toggle is inside the card, a real checkbox.
        const card = page.locator("article.property-card", { hasText: first });
        const toggle = card.getByRole("checkbox", { name: first });
        await expect(toggle).toBeVisible();
        const bar = page.locator(".watchlist-compare-bar");
        const button = bar.getByRole("button", { name: "Vergleichen", exact: true });
        // The bar is on the first screen while the cards scroll past (sticky at the bottom).
        const box = await bar.boundingBox();
        expect(box && box.y + box.height, "the bar is on screen").toBeLessThanOrEqual(width === 390 ? 844 : 900);

        await toggle.check();
        if (javaScriptEnabled) {
          await expect(bar).toContainText("1 ausgewählt · noch 1 Immobilie wählen");
          await expect(button).toBeDisabled();
        } else {
          // Without JS the server checks: one is not enough, said on the Merkliste itself.
          await button.click();
          await expect(page).toHaveURL(/\/merkliste\?id=\d+&hinweis=anzahl#vergleichen$/);
          await expect(page.getByRole("heading", { name: "Merkliste", level: 1 })).toBeVisible();
          await expect(page.getByRole("alert")).toHaveText(
            "Bitte wählen Sie noch mindestens eine weitere Immobilie aus: Verglichen werden 2 bis 4 Immobilien.",
          );
          await expect(page.getByRole("checkbox", { name: first })).toBeChecked();
        }

        await page.getByRole("checkbox", { name: second }).check();
        if (javaScriptEnabled) {
          await expect(bar).toContainText("2 ausgewählt");
          await expect(button).toBeEnabled();
        }
        await button.click();
        await expect(page).toHaveURL(/\/merkliste\/vergleich\?id=\d+&id=\d+$/);
        await expect(page.getByRole("heading", { name: "Immobilien vergleichen", level: 1 })).toBeVisible();
        const table = page.getByRole("table", { name: "Vergleich von 2 Immobilien" });
        for (const title of [first, second]) {
          await expect(table.getByRole("link", { name: title, exact: true })).toBeInViewport({ ratio: 1 });
          await expect(table.getByRole("link").filter({ hasText: "Anfrage" }).filter({ hasText: title })).toHaveAttribute(
            "href",
            /^\/immobilien\/[^#]+#anfrage$/,
          );
        }
        // Two sales: at least the price row ranks them unless both cost the same.
        await expect(table.getByText(/^✓ /).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "no page-wide scrolling").toBeLessThanOrEqual(width);

        // Rows scrolled up to the last one: the titles stay in view above them, uncovered.
        await page.evaluate(() => {
          const last = document.querySelector(".compare-table tbody tr:last-child");
          if (last) window.scrollBy(0, last.getBoundingClientRect().top - window.innerHeight / 2);
        });
        const firstRow = await table.locator("tbody tr").first().boundingBox();
        for (const title of [first, second]) {
          const link = table.locator(".compare-heads").getByRole("link", { name: title, exact: true });
          await expect(link).toBeInViewport({ ratio: 1 });
          const box = await link.boundingBox();
          expect(firstRow && box && firstRow.y + firstRow.height <= box.y, "the first row went under the titles").toBe(true);
          const hit = await link.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(rect.left + 4, rect.top + rect.height / 2));
          });
          expect(hit, `nothing covers '${title}'`).toBe(true);
        }
      });
    });
  }
}

test("three listings on a phone: the page scrolls down through the whole table, the table sideways", async ({ page }) => {
  await necessaryOnly(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.request.get("/immobilien/karte.json");
  const ids = ((await res.json()) as { markers: { id: number }[] }).markers.slice(0, 3).map((marker) => marker.id);
  await page.goto(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`);
  const table = page.getByRole("table", { name: "Vergleich von 3 Immobilien" });
  await expect(table).toBeVisible();
  // No box inside the page that cuts the table off: it is as tall as its rows.
  const box = await page.locator(".compare-scroll").evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight + 1);
  expect(box.scrollWidth, "the third listing is scrolled in sideways").toBeGreaterThan(box.clientWidth);
  // The last row's label is reached by scrolling the page (the row itself is wider than the screen).
  const last = table.locator("tbody tr").last().locator("th");
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no page-wide scrolling").toBeLessThanOrEqual(390);
});
