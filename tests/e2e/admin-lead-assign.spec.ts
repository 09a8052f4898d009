// Taking a lead (ADRs 0328, 0331) at 390 and 1440 px, with and without JavaScript: the lead's
// "Zuständig" stands in the first screen with "Mir zuweisen"; one click assigns it, a toast says
// so, the select shows "(ich)" and the Verlauf "Zugewiesen an …"; "Niemand" with "Speichern" takes
// it back; the inbox marks an unassigned lead and filters "Nicht zugewiesen" / "Mir zugewiesen".
import { expect, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("'Mir zuweisen' takes the lead, 'Niemand' gives it back; the inbox marks and filters it", async ({ page }) => {
        test.setTimeout(120_000);
        const tag = `zuweisen-${width}-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}`;
        const staff = await signInAsNewAdmin(page, `assign-${width}`);
        const at = new Date().toISOString();
        // A lead that came in without a site form: no e-mail was due.
        executeSql(
          `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, payload, created_at, updated_at, status) VALUES ('${tag}', 'contact', 'Wohnung übernehmen ${tag}', 'Olga Offen', '${tag}@example.at', '{}', '${at}', '${at}', 'in_progress')`,
        );

        await page.goto(`/admin/inquiries?q=${encodeURIComponent(`${tag}@example.at`)}`);
        const row = page.locator("tr", { hasText: `${tag}@example.at` });
        await expect(row.locator(".staff-unassigned")).toHaveText("Niemand");
        await expect(row.locator(".staff-unassigned")).toBeVisible();
        // Nothing was due and no other row on the page has a delivery to show: no "Zustellung"
        // column at all (ADR 0340), so neither a header nor an empty cell.
        await expect(row.locator('td[data-label="Zustellung"]')).toHaveCount(0);
        await expect(page.getByRole("columnheader", { name: "Zustellung" })).toHaveCount(0);
        // No grey "– keine E-Mail fällig" line any more.
        await expect(row.locator(".staff-delivery-none")).toHaveCount(0);
        await row.getByRole("link", { name: `Wohnung übernehmen ${tag}` }).click();

        const select = page.getByLabel("Zuständig", { exact: true });
        const mine = page.getByRole("button", { name: "Mir zuweisen" });
        await expect(select).toHaveValue("");
        await expect(select.locator("option:checked")).toHaveText("Niemand");
        // "Bearbeitung" in the first screen at both widths: beside the message from 1000 px, first
        // on a phone (ADR 0356).
        await expect(mine).toBeInViewport({ ratio: 1 });
        await expect(select).toBeInViewport({ ratio: 1 });
        // One tidy row (ADR 0356): select and buttons one height with a gap, no "oder" between them;
        // the two buttons side by side, and at 1440 on the select's line.
        const save = page.getByRole("button", { name: "Speichern", exact: true });
        const [selectBox, saveBox, mineBox] = await Promise.all([select.boundingBox(), save.boundingBox(), mine.boundingBox()]);
        if (!selectBox || !saveBox || !mineBox) throw new Error("Zuständig controls not laid out");
        expect(Math.abs(selectBox.height - saveBox.height)).toBeLessThanOrEqual(1);
        expect(Math.abs(saveBox.height - mineBox.height)).toBeLessThanOrEqual(1);
        expect(Math.abs(saveBox.y - mineBox.y)).toBeLessThanOrEqual(1);
        expect(mineBox.x - (saveBox.x + saveBox.width)).toBeGreaterThanOrEqual(6);
        if (width > 800) {
          expect(Math.abs(selectBox.y - saveBox.y)).toBeLessThanOrEqual(1);
          expect(saveBox.x - (selectBox.x + selectBox.width)).toBeGreaterThanOrEqual(6);
        } else expect(saveBox.y).toBeGreaterThanOrEqual(selectBox.y + selectBox.height + 4);
        await expect(page.getByText("oder", { exact: true })).toHaveCount(0);
        await mine.click();

        await expect(page.getByText("Zuständigkeit gespeichert")).toBeVisible();
        await expect(page.getByText(`Die Anfrage „Wohnung übernehmen ${tag}“ ist jetzt Ihnen zugewiesen.`)).toBeVisible();
        await expect(select.locator("option:checked")).toHaveText(`${staff} (ich)`);
        await expect(mine).toHaveCount(0);
        const timeline = page.locator(".staff-timeline");
        await expect(timeline).toContainText(`Zugewiesen an ${staff} von ${staff}`);
        // The page never scrolls sideways, the select included.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );

        // The inbox: the assignee in the row, "(ich)" beside one's own; "Mir zugewiesen" finds it.
        await page.goto("/admin/inquiries?zugewiesen=mir");
        await expect(page.locator("tr", { hasText: `${tag}@example.at` }).locator(".staff-assignee")).toHaveText(`${staff} (ich)`);

        await page.goto(`/admin/inquiries/${tag}`);
        await select.selectOption({ label: "Niemand" });
        await page.getByRole("button", { name: "Speichern", exact: true }).click();
        await expect(page.getByText(`Die Anfrage „Wohnung übernehmen ${tag}“ ist niemandem mehr zugewiesen.`)).toBeVisible();
        await expect(select).toHaveValue("");
        await expect(timeline).toContainText("Zuweisung aufgehoben");
        await expect(mine).toBeVisible();

        // The filter fold: "Zuständig: Nicht zugewiesen" lists it again.
        await page.goto(`/admin/inquiries?q=${encodeURIComponent(`${tag}@example.at`)}`);
        const fold = page.locator(".staff-filter-fold");
        if ((await fold.getAttribute("open")) === null) await fold.locator("summary").click();
        await page.getByLabel("Zuständig", { exact: true }).selectOption({ label: "Nicht zugewiesen" });
        await page.getByRole("button", { name: "Filtern" }).click();
        await expect(page).toHaveURL(/zugewiesen=niemand/);
        await expect(page.locator(".staff-filter-fold > summary")).toHaveText("Filter (1)");
        await expect(page.locator("tr", { hasText: `${tag}@example.at` })).toHaveCount(1);
      });
    });
  }
}
