// The brand typefaces come with the site (ADR 0170): Cormorant Garamond for headings and
// Inter for text, woff2 files from the CSS build under /assets/, never a system font
// (Chromium here would fall back to DejaVu). They are not preloaded: on a slow connection the
// stylesheet comes first and text shows at once in the metric-matched fallback, then swaps.
import { expect, test } from "@playwright/test";

for (const width of [390, 1440]) {
  test(`headings and text use the self-hosted brand fonts at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/uber-uns");
    await page.evaluate(() => document.fonts.ready);

    const families = await page.evaluate(() => ({
      heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      text: getComputedStyle(document.querySelector("main p") as Element).fontFamily,
    }));
    expect(families.heading).toMatch(/^"Cormorant Garamond", "Cormorant Garamond Fallback"/);
    expect(families.text).toMatch(/^Inter, "Inter Fallback"/);

    // The faces the page uses are loaded from our own build output, in the German (latin) cut.
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`),
    );
    expect(loaded).toEqual(expect.arrayContaining(["Cormorant Garamond 600", "Inter 400"]));
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".woff2")),
    );
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(file).toMatch(/^\/assets\/(inter|cormorant-garamond)-latin-\d00-normal-[\w-]+\.woff2$/);

    // Not preloaded: the stylesheet's @font-face rules request them after the CSS (ADR 0170).
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });
}
