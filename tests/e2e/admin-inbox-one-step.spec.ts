// The inbox and the lead after the review of ADR 0340, at 390 and 1440 px, with and without
// JavaScript: "Zustellung" is a column only while a row of the page has something in it (the
// "Probleme" view stays); at 390 a closed card says "Zuständig:" before "Büro"; the retention
// line stands under the list. The lead about a listing whose Anliegen is a viewing leads with
// "Besichtigung anlegen", shows its status once, opens with "Bearbeitung" and then the message on
// a phone (ADR 0356), and at 1440 has the Verlauf under the message in the left column.
import { expect, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";
import { acceptNecessaryCookiesOnly } from "./lead-helpers";

const HOUR = 60 * 60_000;

function storeLeads(tag: string) {
  const at = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const listing = "(SELECT CAST(id AS TEXT) FROM immobilien WHERE active = 1 ORDER BY id LIMIT 1)";
  const message = "Guten Tag, ich würde die Wohnung gern besichtigen. Passt Donnerstag nach 17 Uhr?";
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, sender_phone, payload, delivery_state, created_at, updated_at, status, property_id) VALUES
     ('${tag}-view', 'property', 'Besichtigung ${tag}', 'Eva ${tag}', '${tag}-view@example.at', '+43 664 1234567', '{"anfrage":"${message}","wunsch":"BESICHTIGUNG"}', 'sent', '${at(2)}', '${at(2)}', 'in_progress', ${listing}),
     ('${tag}-done', 'contact', 'Erledigt ${tag}', 'Eva ${tag}', '${tag}-done@example.at', NULL, '{"message":"Danke."}', 'sent', '${at(30)}', '${at(30)}', 'done', NULL)`,
  );
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("'Zustellung' only when a row needs it; the closed card's 'Zuständig:'; the lead opens on its message", async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(150_000);
        // Short as a real name is: a tag that wraps the heading onto a fourth line would measure the
        // test data, not the page, against the first screen.
        const tag = `es${width}${javaScriptEnabled ? "j" : "n"}${Date.now().toString(36)}`;
        await signInAsNewAdmin(page, `onestep-${width}`);
        await acceptNecessaryCookiesOnly(page, baseURL ?? "");
        storeLeads(tag);

        // Nothing on its way or failed among these rows: no "Zustellung" column.
        await page.goto(`/admin/inquiries?q=${tag}`);
        await expect(page.locator("tbody tr")).toHaveCount(2);
        await expect(page.getByRole("columnheader", { name: "Zustellung" })).toHaveCount(0);
        await expect(page.locator('td[data-label="Zustellung"]')).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: "Ansichten" }).getByRole("link", { name: /^Probleme/ })).toBeVisible();
        // The retention line under the list, before the folded person-data tools.
        const table = await page.locator("table.staff-inbox").boundingBox();
        const privacy = await page.locator(".staff-privacy-line").boundingBox();
        expect(privacy?.y ?? 0).toBeGreaterThan((table?.y ?? 0) + (table?.height ?? 0) - 1);
        // The closed row: its status in words, no button; on a phone "Zuständig:" before "Büro".
        const done = page.locator("tr", { has: page.getByRole("link", { name: `Erledigt ${tag}` }) });
        await expect(done.locator('td[data-label="Status"] .staff-badge')).toHaveText("Erledigt");
        await expect(done.getByRole("button")).toHaveCount(0);
        const label = await done.locator('td[data-label="Zuständig"]').evaluate((cell) => getComputedStyle(cell, "::before").content);
        if (width < 800) expect(label).toContain("Zuständig:");
        else expect(label).toBe("none");

        // A failed e-mail on the page: the column is back, with its mark.
        executeSql(
          `INSERT INTO inquiry_emails (id, inquiry_id, template, recipient, state, attempts, last_error, created_at, updated_at)
           VALUES ('${tag}-mail', '${tag}-done', 'internal', 'office@example.at', 'failed', 3, 'abgelehnt', '${new Date().toISOString()}', '${new Date().toISOString()}')`,
        );
        await page.goto(`/admin/inquiries?q=${tag}`);
        if (width > 800) await expect(page.getByRole("columnheader", { name: "Zustellung" })).toBeVisible();
        await expect(done.getByText("E-Mail fehlgeschlagen")).toBeVisible();

        // The lead: "Besichtigung anlegen" leads, the status once, the message in the first screen
        // (whole at 1440; on a phone it starts there, under "Bearbeitung", ADR 0356).
        await page.goto(`/admin/inquiries/${tag}-view`);
        const viewing = page.getByRole("link", { name: "Besichtigung anlegen" });
        await expect(viewing).toHaveClass("button");
        await expect(page.getByRole("link", { name: "Anrufen", exact: true })).toHaveClass("button button-secondary");
        await expect(page.getByText(/^Status: /)).toHaveCount(0);
        await expect(page.locator('.staff-status-segments [aria-current="true"]', { hasText: "In Bearbeitung" })).toBeVisible();
        const message = page.getByText("Passt Donnerstag nach 17 Uhr?", { exact: false });
        await expect(message).toBeInViewport(width > 800 ? { ratio: 1 } : {});
        const work = page.getByRole("region", { name: "Bearbeitung" });
        const timeline = page.getByRole("region", { name: "Verlauf" });
        const [messageBox, workBox, timelineBox] = await Promise.all([message.boundingBox(), work.boundingBox(), timeline.boundingBox()]);
        if (width < 800) {
          // One column: "Bearbeitung" with the status and "Zuständig" first, then the message.
          expect(workBox?.y ?? 0).toBeLessThan(messageBox?.y ?? 0);
          await expect(work.getByRole("button", { name: /^Erledigt: / })).toBeInViewport({ ratio: 1 });
        } else {
          // Two columns: "Bearbeitung" beside the message, the Verlauf under the message on the left.
          expect(workBox?.x ?? 0).toBeGreaterThan((messageBox?.x ?? 0) + 300);
          expect(Math.abs((timelineBox?.x ?? 0) - (messageBox?.x ?? 0))).toBeLessThan(40);
          await expect(work.getByRole("button", { name: /^Erledigt: / })).toBeInViewport({ ratio: 1 });
        }
        await expect(work.getByLabel("Zuständig", { exact: true })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
      });
    });
  }
}
