// The inbox's marks, the staff navigation and the lead's viewing action (ADR 0335) at 390 and
// 1440 px, with and without JavaScript: "überfällig" on an open lead older than a day, no
// "Nicht zugewiesen" on a done one, the mark clear of its hint and of the row's status; the
// navigation in two groups with the Neu count, every link reachable at 390 without the page
// scrolling sideways; "Besichtigung anlegen" opens the viewings form with the listing chosen.
import { expect, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { openStaffMenu, signInAsNewAdmin } from "./helpers/staff";
import { acceptNecessaryCookiesOnly } from "./lead-helpers";

const HOUR = 60 * 60_000;

function storeLeads(tag: string) {
  const at = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const listing = "(SELECT CAST(id AS TEXT) FROM immobilien WHERE active = 1 ORDER BY id LIMIT 1)";
  const rows: Array<[string, string, string, string, string, string]> = [
    [`${tag}-late`, "valuation", `Bewertung seit zwei Tagen ${tag}`, at(50), "new", "NULL"],
    [`${tag}-view`, "property", `Besichtigen ${tag}`, at(2), "new", listing],
    [`${tag}-done`, "contact", `Erledigt ${tag}`, at(72), "done", "NULL"],
  ];
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, payload, created_at, updated_at, status, property_id) VALUES ${rows
      .map(
        ([id, kind, subject, created, status, property]) =>
          `('${id}', '${kind}', '${subject}', 'Eva ${tag}', '${id}@example.at', '{"wunsch":"BESICHTIGUNG"}', '${created}', '${created}', '${status}', ${property})`,
      )
      .join(", ")}`,
  );
}

for (const width of [390, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 }, javaScriptEnabled });

      test("inbox marks, the grouped navigation with its count, and 'Besichtigung anlegen'", async ({ page, baseURL }) => {
        test.setTimeout(150_000);
        const tag = `marks${width}${javaScriptEnabled ? "js" : "nojs"}${Date.now()}`;
        await signInAsNewAdmin(page, `marks-${width}`);
        await acceptNecessaryCookiesOnly(page, baseURL ?? "");
        storeLeads(tag);
        await page.goto(`/admin/inquiries?q=${tag}`);

        const row = (subject: string) => page.locator("tbody tr").filter({ has: page.getByRole("link", { name: subject, exact: true }) });
        const late = row(`Bewertung seit zwei Tagen ${tag}`);
        await expect(late.getByText("überfällig", { exact: true })).toBeVisible();
        await expect(late.getByText("Niemand", { exact: true })).toBeVisible();
        await expect(row(`Besichtigen ${tag}`).getByText("überfällig")).toHaveCount(0);
        const done = row(`Erledigt ${tag}`);
        await expect(done.locator(".staff-unassigned")).toHaveCount(0);
        await expect(done.getByText("überfällig")).toHaveCount(0);
        await expect(done.getByRole("button", { name: /Mir zuweisen/ })).toHaveCount(0);

        // The mark stands clear of its hint ("Büro") and of the row's status (ADR 0340) below or beside it.
        const gaps = await late.evaluate((tr) => {
          const box = (selector: string) => tr.querySelector(selector)?.getBoundingClientRect() as DOMRect;
          const mark = box(".staff-unassigned");
          const hint = box(".staff-handler-hint");
          const select = box(".staff-row-status");
          const sameLine = hint.top < mark.bottom && hint.bottom > mark.top;
          return {
            hint: sameLine ? hint.left - mark.right : hint.top - mark.bottom,
            select: select.top >= mark.bottom ? select.top - mark.bottom : select.left - mark.right,
          };
        });
        expect(gaps.hint).toBeGreaterThanOrEqual(2);
        expect(gaps.select).toBeGreaterThanOrEqual(4);

        // The navigation: work, then settings; "Anfragen" says how many leads are new.
        const nav = page.getByRole("navigation", { name: "Verwaltung" });
        await openStaffMenu(page);
        await expect(nav.getByRole("list", { name: "Arbeit" })).toBeVisible();
        await expect(nav.getByRole("list", { name: "Einstellungen" })).toBeAttached();
        await expect(nav.getByRole("link", { name: /^Anfragen \d+ neu$/ })).toBeVisible();
        const links = nav.getByRole("link");
        await expect(links).toHaveCount(12);
        // Reachable: scrolled into the row, at least half of it shown, and a tap would land on it.
        for (const link of await links.all()) {
          await link.scrollIntoViewIfNeeded();
          await expect(link).toBeInViewport({ ratio: 0.5 });
          await link.click({ trial: true });
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        // The lead about a listing: "Besichtigung anlegen" with the listing chosen in the form.
        await page.goto(`/admin/inquiries/${tag}-view`);
        // The status once, as the mark under the title (ADR 0340).
        await expect(page.locator('.staff-status-segments [aria-current="true"]', { hasText: "Neu" })).toBeVisible();
        await expect(page.getByText(/^Status: /)).toHaveCount(0);
        const action = page.getByRole("link", { name: "Besichtigung anlegen" });
        await expect(action).toBeVisible();
        // Its Anliegen is a viewing: the primary action (ADR 0340).
        await expect(action).toHaveClass("button");
        const id = new URL(`http://x${await action.getAttribute("href")}`).searchParams.get("immobilie") ?? "";
        expect(id).toMatch(/^\d+$/);
        await action.click();
        await expect(page).toHaveURL(new RegExp(`/admin/besichtigungen\\?immobilie=${id}#neues-fenster$`));
        await expect(page.getByLabel("Immobilie")).toHaveValue(id);
        await expect(page.getByRole("heading", { name: "Neues Zeitfenster" })).toBeInViewport();

        // A lead without a listing has no such action.
        await page.goto(`/admin/inquiries/${tag}-done`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("link", { name: "Besichtigung anlegen" })).toHaveCount(0);
      });
    });
  }
}
