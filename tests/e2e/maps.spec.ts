// The maps on our own basemap (issue 24; ADR 0160-0163): the results map renders the demo archive
// through the real style, and "In diesem Bereich suchen" narrows list and count via the URL.
import { expect, type Page, test } from "@playwright/test";

type MapElement = HTMLElement & { maplibreMap: import("maplibre-gl").Map };

function blockOutside(page: Page, outside: string[]) {
  return page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "localhost" || url.hostname === "127.0.0.1") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
}

/** Names MapLibre rendered from our tiles, by source layer ("places:Neubau", "water:Donau"). */
function renderedNames(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const map = (element as MapElement).maplibreMap;
    const names = map
      .queryRenderedFeatures()
      .filter((feature) => feature.source === "protomaps" && typeof feature.properties.name === "string")
      .map((feature) => `${feature.sourceLayer}:${feature.properties.name}`);
    return [...new Set(names)].sort();
  });
}

test("the results map shows districts, streets and the Danube from our tiles, and the area search narrows the list", async ({ page }) => {
  const outside: string[] = [];
  await blockOutside(page, outside);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/immobilien?ansicht=karte");
  await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
  await page
    .locator(".results-map")
    .evaluate((element) => (element as MapElement).maplibreMap.jumpTo({ center: [16.37, 48.205], zoom: 13 }));
  await expect
    .poll(() => renderedNames(page, ".results-map"), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["landuse:Prater", "places:Mariahilf", "places:Neubau"]));
  const names = await renderedNames(page, ".results-map");
  expect(
    names.some((name) => name.startsWith("roads:")),
    names.join(", "),
  ).toBe(true);
  await expect(page.locator(".results-map .maplibregl-ctrl-attrib")).toContainText("Demo-Kartendaten");
  await page.waitForTimeout(500);
  await page.locator(".results-map-card").screenshot({ path: "/work/shots/maps-results-1440.png" });

  const before = Number(/Gefunden: (\d+)/.exec((await page.locator(".search-results, main").first().textContent()) ?? "")?.[1]);
  await page.getByRole("button", { name: "In diesem Bereich suchen" }).click();
  await expect(page).toHaveURL(/bereich=16\.\d+%2C48\.\d+%2C16\.\d+%2C48\.\d+/);
  await expect(page.getByText("Bereich aufheben")).toBeVisible();
  await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
  const after = Number(/Gefunden: (\d+)/.exec((await page.locator("main").textContent()) ?? "")?.[1]);
  expect(after).toBeLessThanOrEqual(before);
  // The list view keeps the area: a shareable URL.
  await page.getByRole("link", { name: "Liste", exact: true }).click();
  await expect(page).toHaveURL(/bereich=/);
  expect(outside).toEqual([]);
});

test("the detail and results maps at 390 px (screenshots for review)", async ({ page }) => {
  const outside: string[] = [];
  await blockOutside(page, outside);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/immobilien");
  const href = await page.locator(".property-card a").first().getAttribute("href");
  await page.goto(href ?? "/immobilien");
  await page.getByRole("heading", { name: "Lage auf der Karte" }).scrollIntoViewIfNeeded();
  await expect(page.locator('.property-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await page.locator(".map-card").screenshot({ path: "/work/shots/maps-detail-390.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/immobilien?ansicht=karte");
  await expect(page.locator('.results-map[data-map-ready="true"]')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1000);
  await page.locator(".results-map-card").screenshot({ path: "/work/shots/maps-results-390.png" });
  expect(outside).toEqual([]);
});
