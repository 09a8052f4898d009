// Staff journey in the inquiry inbox (ADRs 0065, 0303, 0319, 0331): mark an inquiry done with
// the row's "Erledigt" (ADR 0340), search (always in view) and filter the list by status, and download the filtered list as
// CSV; once with JavaScript and once without. The admin's own sign-up left a verification mail
// from their address, listed on the system-mail tab (ADR 0065) without a status or a handler; a
// contact lead from the same address is the row worked on.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";
import { expectNoAxeViolations } from "./lead-helpers";

/** Unfold "Filter (n)" unless it is open (with JavaScript it stays open after filtering). */
async function openFilters(page: Page) {
  const fold = page.locator(".staff-filter-fold");
  if ((await fold.getAttribute("open")) === null) await fold.locator("summary").click();
}

function rowOf(page: Page, email: string) {
  return page.locator("tr", { hasText: email });
}

async function markDoneFilterAndExport(page: Page, email: string) {
  // Sign-up, second factor, the inbox, the CSV and the audit trail: longer than one page's 30 s.
  test.setTimeout(90_000);
  await page.goto("/admin/inquiries");
  await expect(page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Anfragen" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // A sign-up confirmation is not a lead: not in the leads list, but on the system tab, where no
  // one handles it and it has no status.
  await expect(rowOf(page, email)).toHaveCount(0);
  await page.getByRole("link", { name: "Systemmails" }).click();
  await expect(page).toHaveURL(/bereich=system/);
  await expect(rowOf(page, email)).toHaveCount(1);
  await expect(page.getByRole("table").locator("caption")).toHaveText("Alle Systemmails, neueste zuerst");
  await expect(page.getByRole("columnheader", { name: "Zuständig" })).toHaveCount(0);
  await expect(rowOf(page, email).getByLabel(/^Status von/)).toHaveCount(0);

  // The lead worked on: a contact inquiry from the same address, on the leads tab.
  const at = new Date().toISOString();
  const payload = JSON.stringify({ email, message: "Bitte um Rückruf wegen der Wohnung." });
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, payload, created_at, updated_at, status) VALUES ('lead-${email}', 'contact', 'Rückruf erbeten', 'Eva Eingang', '${email}', '${payload}', '${at}', '${at}', 'new')`,
  );
  await page.getByRole("link", { name: "Anfragen von Kunden" }).click();
  // The default order puts what waits first (ADR 0331).
  await expect(page.getByRole("table").locator("caption")).toHaveText(
    "Alle Anfragen, zu erledigen zuerst (Neu und überfällig, längste Wartezeit oben)",
  );
  const row = rowOf(page, email);
  await expect(row).toHaveCount(1);
  // The status in one step (ADR 0340): "Erledigt", no select. "Neu" shows once, as the badge in
  // the Status column (ADR 0365).
  await expect(row.locator('td[data-label="Status"] .staff-new-mark')).toHaveText("Neu");
  await expect(row.locator(".staff-new-mark")).toHaveCount(1);
  await expect(row.locator("select")).toHaveCount(0);
  await row.getByRole("button", { name: /^Erledigt: / }).click();
  await expect(page.getByText("Status gespeichert")).toBeVisible();
  await expect(rowOf(page, email).locator('td[data-label="Status"] .staff-badge')).toHaveText("Erledigt");
  await expect(rowOf(page, email).getByRole("button", { name: /^Erledigt: / })).toHaveCount(0);
  // Nobody took it (ADR 0328); a lead about no listing would go to the office. Done, it needs
  // nobody: no warning mark, the words for screen readers only (ADR 0335).
  const handler = rowOf(page, email).locator('td[data-label="Zuständig"]');
  await expect(handler.locator(".staff-unassigned")).toHaveCount(0);
  await expect(handler.locator(".staff-sr-only")).toHaveText(/^Niemand zuständig,/);
  await expect(handler.locator(".staff-handler-hint")).toHaveText("Vorschlag: Büro");

  // Search: the field stands above the list, outside the fold (ADR 0319); the URL carries it.
  await page.getByRole("search").getByLabel("Name oder E-Mail").fill(email);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/q=/);
  // Filter: status 'Erledigt'; the folded form keeps the search. "Filter (n)" counts the folded
  // filters set, not the search. Opening the fold leaves "Filter" where it was clicked, first in
  // its row, and the form opens under it.
  const summary = page.locator(".staff-filter-fold > summary");
  const closed = await summary.boundingBox();
  await openFilters(page);
  const open = await summary.boundingBox();
  expect(open).toEqual(closed);
  const csvLink = await page.getByRole("link", { name: "CSV exportieren" }).boundingBox();
  expect(Math.abs((csvLink?.y ?? 0) - (open?.y ?? 99))).toBeLessThan(8);
  expect(csvLink?.x ?? 0).toBeGreaterThan(open?.x ?? 0);
  const panel = await page.getByRole("form", { name: "Anfragen filtern" }).boundingBox();
  expect(panel?.y ?? 0).toBeGreaterThan((open?.y ?? 0) + (open?.height ?? 0) - 1);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Erledigt" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/status=done/);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText("1 gefundene Anfrage", { exact: false })).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(1);
  await expect(page.locator(".staff-filter-fold > summary")).toHaveText("Filter (1)");
  await expect(page.getByRole("search").getByLabel("Name oder E-Mail")).toHaveValue(email);

  // 'Neu' with the same search finds nothing.
  await openFilters(page);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Neu" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page.getByText("Keine Anfragen für diesen Filter.")).toBeVisible();
  await openFilters(page);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Erledigt" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(rowOf(page, email)).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV exportieren" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^anfragen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n").filter(Boolean);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"Erledigt"`);
  expect(lines[1]).toContain("Rückruf erbeten");
  expect(lines[1]).toContain(`"${email}"`);

  // The status change is in the audit trail, filtered to inquiries.
  await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Protokoll" }).click();
  await page.getByLabel("Bereich").selectOption({ label: "Anfragen" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/entity=inquiry/);
  await expect(page.getByRole("row").filter({ hasText: email }).filter({ hasText: "Status „Erledigt“" }).first()).toBeVisible();
}

test("staff mark an inquiry done, filter by status and search, and export the filtered list as CSV", async ({ page }) => {
  const email = await signInAsNewAdmin(page, "inbox");
  await markDoneFilterAndExport(page, email);
  await expectNoAxeViolations(page, "/admin/protokoll");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the status, the filter and the CSV export work as plain forms and links", async ({ page }) => {
    const email = await signInAsNewAdmin(page, "inbox-nojs");
    await markDoneFilterAndExport(page, email);
  });
});
