// The staff area's look, measured at 390 and 1440 px: "Letzte Synchronisierung" reads as a label
// at 390 (it stood one letter per line: the live note forced a second grid column).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

/** The dt "Letzte Synchronisierung" of the sync card: a label, wider than tall, on one or two lines. */
async function expectSyncLabelReadable(page: Page) {
  const label = page.locator("dt", { hasText: "Letzte Synchronisierung" }).first();
  const found = await box(label);
  expect(found.width).toBeGreaterThan(found.height);
  const lineHeight = await label.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
  expect(found.height).toBeLessThanOrEqual(2 * lineHeight + 1);
}

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

    test("'Letzte Synchronisierung' reads as a label on the Übersicht and on Technik", async ({ page }) => {
      test.setTimeout(150_000);
      await signInAsNewAdmin(page, `look-${width}`);

      // 1. The sync card's label reads normally, on the Übersicht and on Technik.
      await page.goto("/admin");
      await expectSyncLabelReadable(page);
      await page.goto("/admin/technik");
      await expectSyncLabelReadable(page);
    });
  });
}
