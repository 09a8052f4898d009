// A shared Merkliste on a phone, with and without JavaScript: the header keeps counting the
// visitor's own list (not the shared one, not 0), the page says whose list it shows and how many
// it holds, and "Alle in meine Merkliste übernehmen" adds them to the visitor's own list; no bar
// covers a card before a tick. A comparison of three on a phone says where the visitor is in the
// table that scrolls sideways, on a static line above the table (nothing floats over a row label),
// with the photos on the first screen; at 1440 px, where all columns fit, it says nothing.
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const base = () => test.info().project.use.baseURL ?? "http://localhost:8788";

/** A stored consent choice (the banner would cover the bottom of the screen) and an own Merkliste. */
async function visitor(page: Page, saved: number[]) {
  await page.context().clearCookies();
  await necessaryOnly(page);
  if (saved.length > 0) await page.context().addCookies([{ name: "merkliste", value: saved.join("."), url: base() }]);
}

const HOME = /wohnung|haus|villa|maisonette|penthouse|dachgeschoss|apartment/i;

type Marker = { id: number; title: string; offer: string };

async function markersOf(page: Page, query: string): Promise<Marker[]> {
  const res = await page.request.get(`/immobilien/karte.json${query}`);
  return ((await res.json()) as { markers: Marker[] }).markers;
}

/**
 * Four listings on the map: three to share (a flat to rent, a business to buy, another flat to
 * rent, in that order) and one the visitor saved before. Chosen through the search's own type and
 * deal filters, not by position or title: earlier tests sync other listings, so the first markers
 * (and what a title suggests) differ between a full run and this file alone.
 */
async function listingIds(page: Page): Promise<number[]> {
  const flatsToRent = (await markersOf(page, "?status=RENT&propertyType=apartment")).filter(
    (m) => HOME.test(m.title) && !/zinshaus/i.test(m.title),
  );
  const business =
    (await markersOf(page, "?status=SALE&propertyType=commercial"))[0] ?? (await markersOf(page, "?status=SALE&propertyType=office"))[0];
  const [a, c] = flatsToRent;
  const all = await markersOf(page, "");
  const own = all.find((m) => ![a?.id, c?.id, business?.id].includes(m.id));
  const ids = [a?.id, business?.id, c?.id, own?.id].filter((id): id is number => id !== undefined);
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
      // One line of help and the one action in the head: the first card's title on the first screen.
      await expect(page.locator(".page-head").getByRole("button", { name: "Alle in meine Merkliste übernehmen" })).toBeVisible();
      await expect(page.locator(".property-card-title").first()).toBeInViewport({ ratio: 1 });
      // The three mix two homes to rent with a business for sale: the shared
      // list says so as the own one does, and its largest like-for-like group leads, outlined
      // ("übernehmen" is the filled button); "Alle 3 vergleichen" closes the mix line (ADR 0349).
      const mix = page.locator(".watchlist-compare-mix");
      await expect(mix).toContainText("Miete und Kauf, Wohnen und Gewerbe gemischt.");
      const lead = page.getByRole("link", { name: "2 Wohnimmobilien zur Miete vergleichen" });
      await expect(lead).toHaveClass(/button-secondary/);
      const back = `zurueck=${encodeURIComponent(link.pathname + link.search)}`.replaceAll("%20", "+");
      await expect(lead).toHaveAttribute("href", `/merkliste/vergleich?id=${a}&id=${c}&${back}`);
      await expect(mix.getByRole("link", { name: "Alle 3 vergleichen" })).toHaveAttribute(
        "href",
        `/merkliste/vergleich?id=${a}&id=${b}&id=${c}&${back}`,
      );
      // Nothing ticked: no bar over the first card's title and price on the first screen.
      const bar = page.locator(".watchlist-compare-bar");
      if (javaScriptEnabled) await expect(bar).toBeHidden();
      for (const part of [".property-card-title", ".property-card-price"]) {
        const target = page.locator("article.property-card").first().locator(part);
        await target.scrollIntoViewIfNeeded();
        const hit = await target.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
        });
        expect(hit, `nothing covers the first card's ${part}`).toBe(true);
      }

      // A comparison from the shared list leads back to it, and my count stays mine.
      await page.locator("article.property-card").nth(0).getByRole("checkbox").check();
      await page.locator("article.property-card").nth(1).getByRole("checkbox").check();
      if (javaScriptEnabled) {
        await expect(bar).toBeInViewport();
        await expect(bar).toContainText("2 ausgewählt");
        await expect(bar.getByRole("button", { name: "Vergleichen", exact: true })).toBeEnabled();
      }
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

    test("three listings side by side: a line above the table says it scrolls sideways and where I am", async ({ page }) => {
      const [a = 0, b = 0, c = 0] = await listingIds(page);
      await visitor(page, []);
      await page.goto(`/merkliste/vergleich?id=${a}&id=${b}&id=${c}`);
      const hint = page.locator(".compare-swipe");
      await expect(hint).toBeInViewport();
      await expect(page.locator(".header-watchlist-count")).toHaveText("0");
      // The line stands above the table, and the photos are on the first screen.
      const line = await hint.boundingBox();
      const table = await page.locator(".compare-table").boundingBox();
      const photos = await page.locator(".compare-heads img").first().boundingBox();
      if (!line || !table || !photos) throw new Error("not rendered");
      expect(line.y + line.height).toBeLessThanOrEqual(table.y);
      expect(photos.y + photos.height, "the photos on the first screen").toBeLessThanOrEqual(844);
      // No element lies over a row label (a line above its values, ADR 0354), on the first screen or scrolled to it.
      for (const label of await page.locator(".compare-table tbody th .compare-row-label").all()) {
        await label.scrollIntoViewIfNeeded();
        const hit = await label.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
        });
        expect(hit, `nothing covers '${await label.textContent()}'`).toBe(true);
      }
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

test("rent and sale compared on a phone: a plain note with its reason and the like-with-like link, the ✓ inline", async ({ page }) => {
  await visitor(page, []);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/merkliste/vergleich?id=82&id=81&id=80");
  // No disclosure triangle: the reason is said at once, then the comparison of like with like (ADR 0349).
  const note = page.locator("#compare-mixed");
  await expect(note.locator("summary")).toHaveCount(0);
  await expect(note.locator("p")).toHaveText(
    "Miete und Kauf, Wohnen und Gewerbe gemischt. Preise pro m² sind nur unter gleichartigen Angeboten vergleichbar.",
  );
  await expect(note.getByRole("link", { name: "2 Wohnimmobilien zur Miete vergleichen" })).toHaveAttribute(
    "href",
    "/merkliste/vergleich?id=82&id=80",
  );
  // The legend once above the table; a best value carries only a ✓ beside it, its words for screen readers.
  await expect(
    page.getByText("✓ = niedrigster Preis pro m² (nur unter Angeboten gleicher Art) und niedrigster Energiebedarf."),
  ).toBeVisible();
  // Energy demand is the building's: the house's 11,71 kWh/m²a beats the flat's 13,45 and the
  // warehouse's 17,9, whatever the deal; the lower monthly rent is not marked, a smaller flat
  // costs less without being the better offer.
  const hwb = page.locator(".compare-table tbody tr", { has: page.locator("th", { hasText: /^HWB$/ }) });
  await expect(hwb.locator(".compare-best-mark")).toHaveText([/^✓ niedrigster HWB$/]);
  await expect(hwb.locator("td").nth(2)).toHaveClass("compare-best");
  const price = page.locator(".compare-table tbody tr", { has: page.locator("th", { hasText: /^Preis$/ }) });
  await expect(price.locator(".compare-best-mark")).toHaveCount(0);
  const rooms = page.locator(".compare-table tbody tr", { has: page.locator("th", { hasText: /^Zimmer$/ }) });
  const row = await rooms.boundingBox();
  // The label's line above one line of values (ADR 0354): the ✓ never wraps a value.
  expect(row?.height, "the Zimmer row is its label and one line of values").toBeLessThan(80);
  await expect(page.locator(".compare-heads img").first()).toBeInViewport();
});
