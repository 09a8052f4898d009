// Media sections and 'Preis gesenkt' (ADRs 0150, 0151) in a real browser,
// with and without JavaScript: the floor-plan section from the in-page navigation, the video only
// after its button (no request to the player before), the 'Preis gesenkt' filter, and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

// The seeded listing with a floor plan, video, tour and a recent price reduction
// (scripts/seed/properties.mjs, scripts/seed/sql.mjs).
const MEDIA_PROPERTY = "/immobilien/210284";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A stored consent choice keeps the cookie banner from covering the page. */
async function necessaryOnly(page: Page, baseURL: string | undefined) {
  const value = encodeURIComponent(JSON.stringify({ necessary: true, analytics: false, marketing: false }));
  await page.context().addCookies([{ name: "cookieConsent", value, url: baseURL ?? "http://localhost:8808" }]);
}

/** Third-party players are answered offline with an empty page; every request to them is noted. */
async function recordPlayers(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/youtube-nocookie\.com|player\.vimeo\.com|matterport\.com/, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Player</title>" });
  });
  return requests;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the floor plan is one click away: the section bar's 'Medien', no second row of chips", async ({ page, baseURL }) => {
      await necessaryOnly(page, baseURL);
      await page.goto(MEDIA_PROPERTY);
      // The media chips repeated the section bar; it has 'Medien' instead (ADR 0338).
      await expect(page.getByRole("navigation", { name: "Medien dieser Immobilie" })).toHaveCount(0);
      await page.getByRole("navigation", { name: "Abschnitte dieser Seite" }).getByRole("link", { name: "Medien" }).click();
      await expect(page).toHaveURL(/#medien$/);
      // Grundrisse lead the media block.
      await expect(page.locator("#medien > section").first()).toHaveAttribute("id", "grundrisse");
      const plan = page.getByRole("img", { name: "Grundriss Wohnung, 5 Zimmer" });
      await expect(plan).toBeInViewport();
      expect(await plan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // No sample files on a live listing (ADR 0378): documents show only when the feed sends them.
      await expect(page.locator("#dokumente")).toHaveCount(0);
      await expect(page.getByText(/\(Muster\b/)).toHaveCount(0);
    });

    test("the video loads only after its button, from youtube-nocookie", async ({ page, baseURL }) => {
      await necessaryOnly(page, baseURL);
      const players = await recordPlayers(page);
      await page.goto(MEDIA_PROPERTY);
      await page.goto(`${MEDIA_PROPERTY}#video`);
      await expect(page.locator("#video-1")).toContainText("Dieser Inhalt wird von YouTube bereitgestellt.");
      await page.waitForTimeout(300);
      expect(players).toEqual([]);
      await expect(page.locator("iframe")).toHaveCount(0);
      await page.getByRole("link", { name: "Video laden" }).click();
      const frame = page.locator("#video-1 iframe");
      await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
      await expect.poll(() => players.length).toBeGreaterThan(0);
      expect(players.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
      // Only the chosen player: the tour is still behind its own button.
      await expect(page.locator("#tour-1 iframe")).toHaveCount(0);
      // With JavaScript the player replaces the button in place; without, the link asked the server.
      if (javaScriptEnabled) expect(page.url()).not.toContain("medien=");
      else expect(page.url()).toContain("?medien=video-1#video-1");
    });

    test("'Preis gesenkt' filters the listing and marks the cards and the detail page", async ({ page, baseURL }) => {
      await necessaryOnly(page, baseURL);
      await page.goto("/immobilien");
      await page.getByLabel("Preis gesenkt (letzte 30 Tage)").check();
      await page
        .getByRole("button", { name: /Immobilien? anzeigen$/ })
        .first()
        .click();
      await expect(page).toHaveURL(/priceReduced=1/);
      const cards = page.locator("article.property-card");
      // Polled: with JavaScript the list is swapped in after the URL changes. Every card has the
      // badge, on its picture (ADR 0346), so a rent's price block keeps two lines.
      const marked = cards.locator(".property-card-media .price-reduced-badge");
      await expect
        .poll(async () => {
          const count = await cards.count();
          return count >= 2 && (await marked.count()) === count;
        })
        .toBe(true);
      const rent = cards.filter({ has: page.locator(".property-card-rentlabel") }).first();
      // The label after the figure it qualifies: '€ 25,41 / m² Gesamtmiete' (ADR 0372), not
      // 'Gesamtmiete € 25,41 / m²', which read as a total rent of € 25,41.
      await expect(rent.locator(".property-card-rentlabel")).toHaveText("Gesamtmiete");
      await expect(rent.locator(".property-card-permetre")).toHaveText(/^Miete pro m²: €\s[\d.,]+ \/ m²Gesamtmiete$/);
      const label = await rent.locator(".property-card-rentlabel").boundingBox();
      const figure = await rent.locator(".property-card-permetre").evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = [...node.childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
        if (text) range.selectNode(text);
        return range.getBoundingClientRect().toJSON() as DOMRect;
      });
      expect(label && label.x >= figure.x + figure.width).toBe(true);
      const price = await rent.locator(".property-card-price").boundingBox();
      const perMetre = await rent.locator(".property-card-permetre").boundingBox();
      expect(perMetre && price && perMetre.y + perMetre.height <= price.y + price.height + 1).toBe(true);
      // Three lines: the price, the struck-through old one with the cut (ADR 0368, 0372), the € per m² with Gesamtmiete.
      await expect(rent.locator(".property-card-cut")).toHaveText(/^−\d+(,\d)? %$/);
      expect(price?.height).toBeLessThan(95);
      await cards
        .filter({ has: page.locator('a[href="/immobilien/210284"]') })
        .getByRole("link")
        .first()
        .click();
      await expect(page).toHaveURL(/\/immobilien\/210284$/);
      await expect(page.locator(".detail-price-reduced")).toHaveText(/^Preis gesenkt um \d+(,\d)? %−\d+(,\d)? %$/);
      await expect(page.getByRole("heading", { name: "Preisentwicklung" })).toBeVisible();
    });
  });
}

test("the detail page with media sections and price history passes axe", async ({ page, baseURL }) => {
  await necessaryOnly(page, baseURL);
  await recordPlayers(page);
  await page.goto(MEDIA_PROPERTY);
  await page.getByRole("link", { name: "Video laden" }).click();
  await expect(page.locator("#video-1 iframe")).toBeAttached();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("before the visitor opts in, the video and the tour are compact rows with their buttons, not tall grey boxes", async ({
  page,
  baseURL,
}) => {
  await necessaryOnly(page, baseURL);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(MEDIA_PROPERTY);
  for (const [id, action] of [
    ["#video-1", "Video laden"],
    ["#tour-1", "360°-Tour laden"],
  ] as const) {
    const row = page.locator(id);
    await expect(row).toContainText("Datenschutzhinweise von");
    const button = row.getByRole("link", { name: action });
    await expect(button).toBeVisible();
    // The 16:9 box was ~300 px high at this width; the row holds icon, note and button side by side.
    const rowBox = await row.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(rowBox?.height ?? 0).toBeLessThan(170);
    expect((buttonBox?.x ?? 0) - (rowBox?.x ?? 0)).toBeGreaterThan((rowBox?.width ?? 0) / 2);
  }
});
