// /admin/suchauftraege at 390 and 1440 px, with and without JavaScript: staff create an internal
// search profile for a caller, find it with the GET filters, open its matches; nothing scrolls sideways.
import { expect, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`Suchaufträge at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width === 390 ? 844 : 900 } });

      test("a search profile for a caller, found by the filters, with its matches", async ({ page }) => {
        test.setTimeout(120_000);
        const tag = `${width}-${javaScriptEnabled ? "js" : "nojs"}`;
        const email = `anrufer-${tag}@example.at`;
        await necessaryOnly(page);
        await signInAsNewAdmin(page, `such-${tag}`);
        await page.goto("/admin/suchauftraege");
        await expect(page.getByRole("heading", { level: 1, name: "Suchaufträge" })).toBeVisible();
        await page.getByText("Suchprofil anlegen", { exact: true }).click();
        const form = page.locator("form.search-profile-form");
        await form.getByLabel("Name").fill(`Anna Anrufer ${tag}`);
        await form.getByLabel("E-Mail").fill(email);
        await form.getByLabel("Kauf oder Miete").selectOption("kauf");
        await form.getByLabel("Preis bis (€)").fill("900.000");
        await form.getByRole("button", { name: "Suchprofil speichern" }).click();
        await expect(page.getByRole("heading", { level: 2, name: `Suchprofil Anna Anrufer ${tag}` })).toBeVisible();
        await expect(page.getByRole("heading", { level: 3, name: /Passende Immobilien|Zurzeit passt keine Immobilie/ })).toBeVisible();

        await page.getByLabel("Status").selectOption("intern");
        await page.getByLabel("Name oder E-Mail").fill(email);
        await page.getByRole("button", { name: "Filtern" }).click();
        await expect(page).toHaveURL(/status=intern/);
        const rows = page.locator("tbody tr");
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText("intern");
        await expect(rows.first().getByRole("link", { name: /Immobilien? für/ })).toBeVisible();
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/shots/suchauftraege-${tag}.png`, fullPage: true });
      });
    });
  }
}
