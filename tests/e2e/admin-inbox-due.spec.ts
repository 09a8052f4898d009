// Review 58 (ADR 0365) at 390 and 1440 px, with and without JavaScript: the inbox's "Nächster
// Schritt" column and "Fällig zuerst", the status badge with "Erledigt" as the row's action, view
// chips that are never cut, one tool row at 1440, compact phone cards; the Übersicht opens on one
// "Heute" list with the new lead and the due Wiedervorlage, before compact tiles, and the admin-key
// form is in Team → Zugänge (ADR 0369; it was in Konto). The e2e database is shared: every lead
// carries this run's tag.
import { expect, test } from "@playwright/test";
import { addDays, viennaDateOf } from "../../app/lib/viewing-time";
import { executeSql } from "./helpers/d1";
import { openStaffMenu, signInAsNewAdmin } from "./helpers/staff";
import { acceptNecessaryCookiesOnly } from "./lead-helpers";

const HOUR = 60 * 60_000;

/** The Vienna date `offsetDays` from today, "2026-12-03" (the app's own day arithmetic). */
const viennaDay = (offsetDays: number) => addDays(viennaDateOf(new Date()), offsetDays);

function storeLeads(tag: string) {
  const at = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const row = (id: string, name: string, hours: number, status: string, due: string | null, note: string | null) =>
    `('${tag}-${id}', 'contact', '${name} ${tag}', '${name} ${tag}', '${tag}-${id}@example.at', '+43 664 1234567', '{"message":"Bitte um Rückruf."}', 'sent', '${at(hours)}', '${at(hours)}', '${status}', ${due ? `'${due}'` : "NULL"}, ${note ? `'${note}'` : "NULL"})`;
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, sender_phone, payload, delivery_state, created_at, updated_at, status, follow_up_due, follow_up_note) VALUES
     ${row("spaet", "Spät", 1, "in_progress", viennaDay(5), "Finanzierung klären")},
     ${row("frueh", "Früh", 3, "in_progress", viennaDay(-2), "Exposé nachreichen")},
     ${row("ohne", "Ohne", 2, "new", null, null)}`,
  );
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("the inbox is worked by due date; the Übersicht opens on Heute; Admin-Rechte is in Team", async ({ page, baseURL }) => {
        test.setTimeout(150_000);
        const tag = `faellig${width}${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
        await signInAsNewAdmin(page, `due-${width}`);
        await acceptNecessaryCookiesOnly(page, baseURL ?? "");
        storeLeads(tag);

        await page.goto(`/admin/inquiries?q=${tag}`);
        await expect(page.locator("tbody tr")).toHaveCount(3);
        // The chips wrap: none reaches past the viewport.
        for (const chip of await page.getByRole("navigation", { name: "Ansichten" }).getByRole("link").all()) {
          const box = await chip.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
        }
        const early = page.locator("tr", { has: page.getByRole("link", { name: `Früh ${tag}` }) });
        const step = early.locator('td[data-label="Nächster Schritt"]');
        await expect(step.locator(".staff-follow-up-overdue")).toHaveText("überfällig seit 2 Tagen");
        await expect(step).toContainText("Exposé nachreichen");
        if (width > 800) {
          await expect(page.getByRole("columnheader", { name: "Nächster Schritt" })).toBeVisible();
          // Search, Filter, CSV and the order share one row.
          const tops = await Promise.all(
            [
              page.getByRole("searchbox"),
              page.locator(".staff-filter-fold > summary"),
              page.getByRole("link", { name: "CSV exportieren" }),
              page.getByRole("navigation", { name: "Reihenfolge" }),
            ].map(async (locator) => {
              const box = await locator.boundingBox();
              return (box?.y ?? 0) + (box?.height ?? 0) / 2;
            }),
          );
          for (const top of tops) expect(Math.abs(top - (tops[0] ?? 0))).toBeLessThan(16);
        } else {
          // A phone card without delivery trouble stays compact (review 58 measured ≈250 px; the
          // card without JavaScript, its "Erledigt" a plain form, measured 162 px; ADR 0370 gave it
          // back the message's line and the next step "Erstkontakt", two short lines more).
          const card = await page.locator("tr", { has: page.getByRole("link", { name: `Ohne ${tag}` }) }).boundingBox();
          expect(card?.height ?? 999).toBeLessThanOrEqual(210);
        }
        // The status is a badge in its own column, "Erledigt" the row's action.
        const fresh = page.locator("tr", { has: page.getByRole("link", { name: `Ohne ${tag}` }) });
        await expect(fresh.locator('td[data-label="Status"] .staff-new-mark')).toHaveText("Neu");

        // "Fällig zuerst": overdue, then the new lead (its "Erstkontakt" is due today, ADR 0370),
        // then the Wiedervorlage in five days.
        await page.getByRole("navigation", { name: "Reihenfolge" }).getByRole("link", { name: "Fällig zuerst" }).click();
        await expect(page).toHaveURL(/sortierung=faellig/);
        await expect(page.locator("tbody .staff-inquiry-link")).toHaveText([`Früh ${tag}`, `Ohne ${tag}`, `Spät ${tag}`]);
        await fresh.getByRole("button", { name: `Erledigt: Ohne ${tag}` }).click();
        await expect(fresh.locator('td[data-label="Status"] .staff-badge')).toHaveText("Erledigt");
        await expect(fresh).toHaveClass(/staff-row-closed/);

        // The Übersicht: "Heute" first, with the overdue Wiedervorlage; compact tiles after it.
        await page.goto("/admin");
        const heute = page.getByRole("region", { name: "Heute" });
        await expect(heute.getByRole("link", { name: `Früh ${tag}` })).toBeVisible();
        await expect(heute).toContainText("Exposé nachreichen");
        const heuteBox = await heute.boundingBox();
        const figures = page.locator(".staff-figure");
        expect(heuteBox?.y ?? 0).toBeLessThan((await figures.first().boundingBox())?.y ?? 0);
        for (const tile of await figures.all()) expect((await tile.boundingBox())?.height ?? 999).toBeLessThan(80);
        await expect(page.getByRole("button", { name: "Jetzt synchronisieren" })).toHaveCount(0);
        await expect(page.getByRole("heading", { name: "Admin-Rechte vergeben" })).toHaveCount(0);
        await openStaffMenu(page);
        await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Team" }).click();
        await expect(page.getByRole("heading", { name: "Zugänge", level: 2 })).toBeVisible();
        await expect(page.getByRole("heading", { name: "Admin-Rechte vergeben" })).toBeVisible();
        await expect(page.getByLabel("Geheimer Schlüssel")).toBeVisible();
      });
    });
  }
}
