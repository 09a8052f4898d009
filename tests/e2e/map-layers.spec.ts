// The maps stay under the page's fixed bars: MapLibre's own layers (its cooperative-gesture screen
// has z-index 99999) once painted over the header and the tab bar at 1440 px and over the phone's
// "Anrufen · Anfrage" bar at 390 px while the page scrolled past the map (review 53).
import { expect, type Page, test } from "@playwright/test";
import { necessaryOnly } from "./lead-helpers";

const PLOT = "/immobilien/211614";

/** Brings the map to life, shows MapLibre's gesture screen and scrolls the map to `edge`. */
async function mapUnder(page: Page, edge: "top" | "bottom") {
  await page.goto(PLOT);
  await page.locator("#lage").scrollIntoViewIfNeeded();
  const screen = page.locator(".map-frame .maplibregl-cooperative-gesture-screen");
  await expect(screen).toBeAttached({ timeout: 20_000 });
  // The map frame's top 20 px above the viewport (under the fixed header), or its bottom 40 px
  // below it (under the phone's fixed bar).
  await page.locator(".map-frame").evaluate((frame, where) => {
    const box = frame.getBoundingClientRect();
    const y = where === "top" ? box.top + window.scrollY + 20 : box.bottom + window.scrollY - window.innerHeight - 40;
    window.scrollTo(0, y);
  }, edge);
  await page.waitForTimeout(500);
  // Shown as on a wheel turn without Ctrl, and hit-testable (MapLibre gives it pointer-events:
  // none), so elementFromPoint tells which of it and the bars is painted on top. A style rule, not
  // the element's class: the map card may build the map's DOM again while it settles.
  await page.addStyleTag({ content: ".maplibregl-cooperative-gesture-screen { opacity: 1 !important; pointer-events: auto !important; }" });
  return page.locator(".map-frame").boundingBox();
}

/** Whether the element painted at (x, y) lies inside `selector`. */
function paintedInside(page: Page, x: number, y: number, selector: string) {
  return page.evaluate(({ x, y, selector }) => Boolean(document.elementFromPoint(x, y)?.closest(selector)), { x, y, selector });
}

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test("the header and the tab bar stay on top of the location map", async ({ page }) => {
    await necessaryOnly(page);
    const frame = await mapUnder(page, "top");
    const x = (frame?.x ?? 0) + (frame?.width ?? 0) / 2;
    const header = await page.locator("#site-header").boundingBox();
    expect(frame && header && frame.y < header.y + header.height).toBe(true);
    expect(await paintedInside(page, x, (header?.y ?? 0) + (header?.height ?? 0) / 2, "#site-header")).toBe(true);
  });
});

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the Anrufen · Anfrage bar stays on top of the location map", async ({ page }) => {
    await necessaryOnly(page);
    const frame = await mapUnder(page, "bottom");
    const bar = await page.getByRole("navigation", { name: "Schnellkontakt" }).boundingBox();
    expect(frame && bar && frame.y + frame.height > bar.y + bar.height / 2).toBe(true);
    expect(await paintedInside(page, 195, (bar?.y ?? 0) + (bar?.height ?? 0) / 2, ".detail-bar")).toBe(true);
  });
});
