// /admin/immobilien/{id} at 390 and 1440 px, with and without JavaScript (ADR 0386): staff find a
// seeded listing (not from justimmo) in the list, correct its HWB and see it on the public page;
// "Offline nehmen" takes the page down (410) and "Wieder online stellen" brings it back. Each run
// puts the listing's own value back, so the specs after it see the seed.
import { expect, type Page, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

const OBJEKTNR = "210222";

async function openEditPage(page: Page) {
  await page.goto(`/admin/immobilien?q=${OBJEKTNR}`);
  await page
    .getByRole("link", { name: /^Bearbeiten/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /bearbeiten$/ })).toBeVisible();
}

async function saveHwb(page: Page, value: string) {
  await page.getByLabel("HWB in kWh/m²a").fill(value);
  await page.getByRole("button", { name: "Werte speichern" }).click();
  await expect(page.getByText("Die Werte stehen ab sofort auf der Seite der Immobilie.")).toBeVisible();
  await expect(page.getByLabel("HWB in kWh/m²a")).toHaveValue(value);
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`Immobilie bearbeiten at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width === 390 ? 844 : 900 } });

      test("the HWB entered on the edit page is on the public page; offline answers 410, online again 200", async ({ page }) => {
        test.setTimeout(150_000);
        await necessaryOnly(page);
        await signInAsNewAdmin(page, `bearbeiten-${width}-${javaScriptEnabled ? "js" : "nojs"}`);
        await openEditPage(page);
        const original = await page.getByLabel("HWB in kWh/m²a").inputValue();
        expect(original, "the seeded listing has an HWB").not.toBe("");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // A wrong value: a German message at the field, the typed value kept, nothing saved.
        await page.getByLabel("HWB in kWh/m²a").fill("viel");
        await page.getByRole("button", { name: "Werte speichern" }).click();
        await expect(page.getByText("Bitte prüfen Sie die markierten Felder.")).toBeVisible();
        await expect(page.getByLabel("HWB in kWh/m²a")).toHaveAttribute("aria-invalid", "true");

        await saveHwb(page, "61,4");
        const publicPage = await page.context().newPage();
        await publicPage.goto(`/immobilien/${OBJEKTNR}`);
        await expect(
          publicPage
            .locator("#energie")
            .getByText(/61,4\s*kWh\/m²a/)
            .first(),
        ).toBeVisible();

        // Offline: the public page says the listing is gone; back online it is there again.
        await page.getByRole("button", { name: "Offline nehmen" }).click();
        await expect(page.getByRole("heading", { level: 2, name: "Nicht online", exact: true })).toBeVisible();
        expect((await publicPage.goto(`/immobilien/${OBJEKTNR}`))?.status()).toBe(410);
        await page.getByRole("button", { name: "Wieder online stellen" }).click();
        await expect(page.getByRole("heading", { level: 2, name: "Online", exact: true })).toBeVisible();
        expect((await publicPage.goto(`/immobilien/${OBJEKTNR}`))?.status()).toBe(200);

        await saveHwb(page, original);
        await publicPage.close();
      });
    });
  }
}
