// Outside review (ADR 0370) at 390 and 1440 px: the Übersicht's "Heute" gives each lead its own
// actions (Anrufen, Antworten, Mir zuweisen; the last a POST that comes back to /admin, also without
// JavaScript) and the first contact's due time; /admin/besichtigungen marks today's day "Heute"
// and at 1440 sets the new-window form beside the week.
import { expect, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";
import { acceptNecessaryCookiesOnly } from "./lead-helpers";

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("a new lead in 'Heute' can be called, answered and taken; Besichtigungen marks today", async ({ page, baseURL }) => {
        test.setTimeout(150_000);
        const tag = `heute${width}${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
        await signInAsNewAdmin(page, `heute-${width}`);
        await acceptNecessaryCookiesOnly(page, baseURL ?? "");
        // Older than every other waiting lead of the shared database, so it is among the five "Heute" lists.
        const at = new Date(Date.now() - 20 * 86_400_000).toISOString();
        executeSql(
          `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, sender_phone, payload, delivery_state, created_at, updated_at, status) VALUES ('${tag}', 'contact', 'Kontakt ${tag}', 'Eva Gruber ${tag}', '${tag}@example.at', '+43 664 1234567', '{"message":"Bitte um Rückruf."}', 'sent', '${at}', '${at}', 'new')`,
        );
        await page.goto("/admin");
        const row = page.getByRole("region", { name: "Heute" }).locator("li", { hasText: `Eva Gruber ${tag}` });
        await expect(row.locator(".staff-today-due")).toHaveText(/^Erstkontakt überfällig seit \d+ Tagen$/);
        const call = row.getByRole("link", { name: "Anrufen", exact: true });
        await expect(call).toHaveAttribute("href", "tel:+436641234567");
        await expect(row.getByRole("link", { name: "Antworten", exact: true })).toHaveAttribute(
          "href",
          `mailto:${tag}@example.at?subject=${encodeURIComponent(`Re: Kontakt ${tag}`)}`,
        );
        const take = row.getByRole("button", { name: `Mir zuweisen: Eva Gruber ${tag}` });
        // The actions stay inside the row and the viewport; on a phone they wrap under the name as 44 px targets.
        const name = await row.getByRole("link", { name: `Eva Gruber ${tag}`, exact: true }).boundingBox();
        for (const action of [call, take]) {
          const box = await action.boundingBox();
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
          if (width < 800) {
            expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
            expect(box?.y ?? 0).toBeGreaterThan(name?.y ?? 0);
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
        await take.click();
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByText("Zuständigkeit gespeichert")).toBeVisible();
        // Taken, it no longer waits for someone's first contact: off "Heute".
        await expect(
          page.getByRole("region", { name: "Heute" }).getByRole("button", { name: `Mir zuweisen: Eva Gruber ${tag}` }),
        ).toHaveCount(0);

        await page.goto("/admin/besichtigungen");
        const today = page.locator('.viewings-day[aria-current="date"]');
        await expect(today).toHaveCount(1);
        await expect(today.locator(".viewings-today-mark")).toHaveText("Heute");
        const form = await page.locator("#neues-fenster").boundingBox();
        const week = await page.locator(".viewings-week").boundingBox();
        if (width > 1100) {
          // The form stands beside the week, not under it: the width is used.
          expect(form?.x ?? 0).toBeGreaterThan((week?.x ?? 0) + (week?.width ?? 0) - 1);
          expect(form?.y ?? 9999).toBeLessThan(900);
        } else {
          expect(form?.y ?? 0).toBeGreaterThan((week?.y ?? 0) + (week?.height ?? 0) - 1);
        }
      });
    });
  }
}
