// /admin/immobilien at 390 and 1440 px: the listings as cards on a phone and as a table on a
// desktop, nothing wider than the screen; the filter form works without JavaScript. Axe finds nothing.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";
import { necessaryOnly } from "./lead-helpers";

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1440]) {
    test.describe(`Immobilien at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: width === 390 ? 844 : 900 } });

      test("every listing is listed with its Objektnr.; the filters narrow it", async ({ page }) => {
        test.setTimeout(120_000);
        await necessaryOnly(page);
        await signInAsNewAdmin(page, `immobilien-${width}-${javaScriptEnabled ? "js" : "nojs"}`);
        await page.goto("/admin/immobilien");
        await expect(page.getByRole("heading", { level: 1, name: "Immobilien" })).toBeVisible();
        await expect(page.getByText(/\d+ Immobilien, davon \d+ online/)).toBeVisible();
        const rows = page.locator(".staff-listings-table tbody tr");
        expect(await rows.count()).toBeGreaterThan(10);
        const header = page.getByRole("columnheader", { name: "Objektnr." });
        if (width === 1440) {
          // A table: the header row is shown and a row stands on one line of cells.
          await expect(header).toBeVisible();
          const first = await rows.first().boundingBox();
          expect(first?.height ?? 0).toBeLessThan(220);
        } else {
          // Cards: no header row, the Objektnr. is named inside each card.
          await expect(header).toBeHidden();
          await expect(rows.first().getByText(/^Objektnr\./)).toBeVisible();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (javaScriptEnabled) {
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        }

        // The GET form: "Es fehlt: Energieausweis" and "Miete" narrow the list and land in the URL.
        const filter = page.getByRole("search", { name: "Immobilien filtern" });
        await filter.getByLabel("Es fehlt").selectOption("energieausweis");
        await filter.getByLabel("Angebot").selectOption("kauf");
        await filter.getByRole("button", { name: "Filtern" }).click();
        await expect(page).toHaveURL(/fehlt=energieausweis/);
        await expect(page).toHaveURL(/angebot=kauf/);
        await expect(page.getByText(/\d+ von \d+ Immobilien/)).toBeVisible();
        for (const row of await rows.all()) {
          await expect(row.getByText("ohne Energieausweis (HWB/fGEE)")).toBeVisible();
        }
        await page.screenshot({ path: `test-results/shots/ux/immobilien-${width}.png`, fullPage: true });
        await page.getByRole("link", { name: "Alle zeigen" }).click();
        await expect(page.getByText(/\d+ Immobilien, davon \d+ online/)).toBeVisible();
      });
    });
  }
}
