// A shared Merkliste on a phone, with and without JavaScript: the header keeps counting the
// visitor's own list (not the shared one, not 0), the page says whose list it shows and how many
// it holds, and "Alle in meine Merkliste übernehmen" adds them to the visitor's own list. A
// comparison of three on a phone says where the visitor is in the table that scrolls sideways, on a
// line that leaves the last row readable above it; at 1440 px, where all columns fit, it says nothing.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const base = () => test.info().project.use.baseURL ?? "http://localhost:8788";

/** A stored consent choice (the banner would cover the bottom of the screen) and an own Merkliste. */
async function visitor(page: Page, saved: number[]) {
  await page.context().clearCookies();
  await necessaryOnly(page);
  if (saved.length > 0) await page.context().addCookies([{ name: "merkliste", value: saved.join("."), url: base() }]);
}

/** Four listings on the map: three to share, one the visitor saved before. */
async function listingIds(page: Page): Promise<number[]> {
  const res = await page.request.get("/immobilien/karte.json");
  const ids = ((await res.json()) as { markers: { id: number }[] }).markers.slice(0, 4).map((marker) => marker.id);
  expect(ids).toHaveLength(4);
  return ids;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript at 390 px`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("a shared list of three: the header counts my own list, the page names the shared one, one tap takes them all", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const [a = 0, b = 0, c = 0, own = 0] = await listingIds(page);
      // Someone with three listings copies the share link.
      await visitor(page, [a, b, c]);
      await page.goto("/merkliste");
      const link = new URL(await page.locator("#watchlist-share-url").inputValue());

      // I have one listing of my own and open their link.
      await visitor(page, [own]);
      await page.goto(link.pathname + link.search);
      const count = page.locator(".header-watchlist-count");
      await expect(count).toHaveText("1");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geteilte Merkliste (3 Immobilien)");
      await expect(page.locator("article.property-card")).toHaveCount(3);

      // A comparison from the shared list leads back to it, and my count stays mine.
      await page.locator("article.property-card").nth(0).getByRole("checkbox").check();
      await page.locator("article.property-card").nth(1).getByRole("checkbox").check();
      await page.locator(".watchlist-compare-bar").getByRole("button", { name: "Vergleichen", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Immobilien vergleichen", level: 1 })).toBeVisible();
      await expect(count).toHaveText("1");
      await page.getByRole("link", { name: "Zurück zur geteilten Merkliste" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Geteilte Merkliste (3 Immobilien)");

      await page.getByRole("button", { name: "Alle in meine Merkliste übernehmen" }).click();
      await expect(page).toHaveURL(/\/merkliste$/);
      await expect(page.getByRole("heading", { name: "Merkliste", level: 1 })).toBeVisible();
      await expect(count).toHaveText("4");
      await expect(page.locator("article.property-card")).toHaveCount(4);

      // Back on the shared link: nothing left to take over.
      await page.goto(link.pathname + link.search);
      await expect(page.getByRole("button", { name: "Alle in meine Merkliste übernehmen" })).toHaveCount(0);
      await expect(page.getByText("Alle diese Immobilien sind bereits in Ihrer Merkliste.")).toBeVisible();
      await expect(count).toHaveText("4");
    });

    test("three listings side by side: a line says the table scrolls sideways and where I am", async ({ page }) => {
      const [a = 0, b = 0, c = 0] = await listingIds(page);
      await visitor(page, []);
      await page.goto(`/merkliste/vergleich?id=${a}&id=${b}&id=${c}`);
      const hint = page.locator(".compare-swipe");
      // On the first screen, under the photos and titles: it sticks to the bottom of the screen.
      await expect(hint).toBeInViewport();
      await expect(page.locator(".header-watchlist-count")).toHaveText("0");
      // Scrolled to the table's end, the line has its own strip under the last row: every row,
      // the last included, stands above it, none stays hidden under it.
      const scroller = page.locator(".compare-scroll");
      await scroller.evaluate((box) => box.scrollIntoView({ block: "end" }));
      const line = await hint.boundingBox();
      const lastRow = await page.locator(".compare-table tr").last().boundingBox();
      const lastLabel = await page.locator(".compare-table tbody th").last().boundingBox();
      if (!line || !lastRow || !lastLabel) throw new Error("not rendered");
      expect(lastRow.y + lastRow.height).toBeLessThanOrEqual(line.y);
      expect(lastLabel.y + lastLabel.height).toBeLessThanOrEqual(line.y);
      expect(line.y + line.height).toBeLessThanOrEqual(844);
      await page.evaluate(() => window.scrollTo(0, 0));
      if (!javaScriptEnabled) {
        await expect(hint).toHaveText("3 Immobilien – seitlich wischen");
        return;
      }
      await expect(hint).toHaveText(/^Immobilie(n 1–2| 1) von 3 · Wischen für weitere$/);
      await page.locator(".compare-scroll").evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await expect(hint).toHaveText(/^Immobilie(n 2–3| 3) von 3 · Zurückwischen$/);
    });
  });
}

test("at 1440 px three listings fit side by side, and no swipe line shows", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const res = await page.request.get("/immobilien/karte.json");
  const ids = ((await res.json()) as { markers: { id: number }[] }).markers.slice(0, 3).map((marker) => marker.id);
  await page.goto(`/merkliste/vergleich?${ids.map((id) => `id=${id}`).join("&")}`);
  await expect(page.getByRole("table", { name: "Vergleich von 3 Immobilien" })).toBeVisible();
  await expect(page.locator(".compare-swipe")).toBeHidden();
});
