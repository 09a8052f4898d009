// The inbox as a to-do list and the lead's first screen (ADR 0331) at 390 and 1440 px, with and
// without JavaScript: the two-day-old untouched Bewertung is the first row by default, "Neueste
// zuerst" puts the newest first; "Mir zuweisen" in a row takes the lead and comes back to the
// same list with a toast that covers no button; "Erledigt" is one click in a row (ADR 0340);
// a lead's message stands once at the top, and "Rückruf erbeten" without a number says so.
import { expect, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { coveredControls, signInAsNewAdmin } from "./helpers/staff";
import { acceptNecessaryCookiesOnly } from "./lead-helpers";

const HOUR = 60 * 60_000;

function storeLeads(tag: string) {
  const at = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const message = "Ist die Wohnung noch frei? Ich würde sie gern am Samstag besichtigen.";
  const rows: Array<[string, string, string, string, string, string]> = [
    [`${tag}-bew`, "valuation", `Bewertung 1030 ${tag}`, JSON.stringify({ anfrage: "Wohnung verkaufen, 78 m²." }), at(50), "new"],
    [`${tag}-done`, "contact", `Erledigt ${tag}`, "{}", at(0.5), "done"],
    [
      `${tag}-prop`,
      "property",
      `Objektanfrage ${tag}`,
      JSON.stringify({ message, rueckruf: true, wunsch: "ANRUF" }),
      at(0.2),
      "in_progress",
    ],
  ];
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, payload, created_at, updated_at, status) VALUES ${rows
      .map(
        ([id, kind, subject, payload, created, status]) =>
          `('${id}', '${kind}', '${subject}', 'Eva ${tag}', '${id}@example.at', '${payload}', '${created}', '${created}', '${status}')`,
      )
      .join(", ")}`,
  );
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("what waits comes first; 'Mir zuweisen' in a row; 'Erledigt' in one step; the lead's message once", async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(150_000);
        const tag = `todo${width}${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
        const staff = await signInAsNewAdmin(page, `todo-${width}`);
        await acceptNecessaryCookiesOnly(page, baseURL ?? "");
        storeLeads(tag);

        // Default order: the two-day-old untouched Bewertung on top, though it is the oldest.
        await page.goto(`/admin/inquiries?q=${tag}`);
        const links = page.locator("tbody .staff-inquiry-link");
        await expect(links).toHaveText([`Bewertung 1030 ${tag}`, `Objektanfrage ${tag}`, `Erledigt ${tag}`]);
        await expect(
          page.getByRole("navigation", { name: "Reihenfolge" }).getByRole("link", { name: "Zu erledigen zuerst" }),
        ).toHaveAttribute("aria-current", "true");
        await page.getByRole("link", { name: "Neueste zuerst" }).click();
        await expect(page).toHaveURL(new RegExp(`q=${tag}&sortierung=neueste`));
        await expect(links).toHaveText([`Objektanfrage ${tag}`, `Erledigt ${tag}`, `Bewertung 1030 ${tag}`]);

        // The status in one step (ADR 0340): "Erledigt" in the row, no select; back to the same
        // list with a toast that hides no button; a done row has no button.
        const bewRow = page.locator("tr", { has: page.getByRole("link", { name: `Bewertung 1030 ${tag}` }) });
        await expect(bewRow.locator("select")).toHaveCount(0);
        await bewRow.getByRole("button", { name: `Erledigt: Bewertung 1030 ${tag}` }).click();
        await expect(page.getByText("Status gespeichert")).toBeVisible();
        expect(await coveredControls(page, ".toaster")).toEqual([]);
        await expect(page).toHaveURL(new RegExp(`/admin/inquiries\\?q=${tag}&sortierung=neueste$`));
        await expect(bewRow.locator('td[data-label="Status"] .staff-badge')).toHaveText("Erledigt");
        await expect(bewRow.getByRole("button", { name: /^Erledigt: / })).toHaveCount(0);

        // "Mir zuweisen" in the row: back to the same list, with a toast that hides no button.
        const propRow = page.locator("tr", { has: page.getByRole("link", { name: `Objektanfrage ${tag}` }) });
        const take = propRow.getByRole("button", { name: `Mir zuweisen: Objektanfrage ${tag}` });
        await expect(take).toBeVisible();
        await take.click();
        await expect(page.getByText(`Die Anfrage „Objektanfrage ${tag}“ ist jetzt Ihnen zugewiesen.`)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/admin/inquiries\\?q=${tag}&sortierung=neueste$`));
        await expect(propRow.locator(".staff-assignee")).toHaveText(`${staff} (ich)`);
        await expect(propRow.getByRole("button", { name: /Mir zuweisen/ })).toHaveCount(0);
        expect(await coveredControls(page, ".toaster")).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );

        // The lead: the message once, at the top; the missing number said above the actions.
        await propRow.getByRole("link", { name: `Objektanfrage ${tag}` }).click();
        await expect(page.getByRole("heading", { level: 1, name: `Objektanfrage ${tag}` })).toBeVisible();
        await expect(page.getByText("Diese Anfrage enthält keine eigene Nachricht.")).toHaveCount(0);
        await expect(page.getByText("Ist die Wohnung noch frei?")).toHaveCount(1);
        const hint = page.getByText("Keine Telefonnummer – bitte per E-Mail nachfragen.");
        await expect(hint).toBeInViewport({ ratio: 1 });
        // "Zuständig" is one control: the select with "Speichern"; no "Mir zuweisen" on one's own lead.
        await expect(page.getByLabel("Zuständig", { exact: true }).locator("option:checked")).toHaveText(`${staff} (ich)`);
        await expect(page.getByRole("button", { name: "Mir zuweisen" })).toHaveCount(0);
      });
    });
  }
}
