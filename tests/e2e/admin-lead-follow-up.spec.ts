// The lead's Wiedervorlage without JavaScript (ADR 0359): a quick choice sets tomorrow, a typed day
// and time with the next step replaces it; the inbox row and its view "Fällig" show
// "fällig heute 10:00" with the step, the Übersicht lists the lead under "Heute" with a link to it,
// and "Erledigt / entfernen" takes it off again. The e2e database is shared: the lead is our own.
import { expect, test } from "@playwright/test";
import { addDays, viennaDateOf } from "../../app/lib/viewing-time";
import { executeSql } from "./helpers/d1";
import { signInAsNewAdmin } from "./helpers/staff";

/** The Vienna date `offset` days from today, "2026-12-03" (the app's own day arithmetic). */
const viennaDay = (offset: number) => addDays(viennaDateOf(new Date()), offset);

test.use({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });

test("a Wiedervorlage set without JavaScript stands in the inbox and under 'Heute' on the Übersicht", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `wv-${Date.now()}`;
  const name = `Fritz Folge ${tag}`;
  await signInAsNewAdmin(page, "follow-up");
  const at = new Date().toISOString();
  executeSql(
    `INSERT INTO inquiries (id, kind, subject, sender_name, sender_email, payload, created_at, updated_at, status) VALUES ('${tag}', 'contact', 'Rückruf erbeten ${tag}', '${name}', '${tag}@example.at', '{}', '${at}', '${at}', 'in_progress')`,
  );

  await page.goto(`/admin/inquiries/${tag}`);
  const card = page.getByRole("region", { name: "Wiedervorlage" });
  await expect(card).toContainText("Keine Wiedervorlage.");
  // A quick choice needs no typed day: tomorrow, as a whole day.
  await card.getByRole("button", { name: "Morgen" }).click();
  await expect(page.getByText("Wiedervorlage gespeichert")).toBeVisible();
  const [, month, day] = viennaDay(1).split("-");
  await expect(card.locator(".staff-follow-up")).toHaveText(new RegExp(`^Wiedervorlage ${day}\\.${month}\\.(\\d{4})?$`));

  // Today at 10:00 with the next step, saved with the one "Wiedervorlage speichern".
  await card.getByLabel("Nächster Schritt").fill(`Rückruf wegen Besichtigung ${tag}`);
  await card.getByLabel("Datum").fill(viennaDay(0));
  await card.getByLabel("Uhrzeit (optional)").fill("10:00");
  await card.getByRole("button", { name: "Wiedervorlage speichern" }).click();
  await expect(page.getByText("Wiedervorlage gespeichert")).toBeVisible();
  await expect(card.locator(".staff-follow-up")).toHaveText("fällig heute 10:00");
  await expect(card).toContainText(`Rückruf wegen Besichtigung ${tag}`);

  // The inbox row says it, and the view "Fällig" has the lead.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(`${tag}@example.at`)}`);
  const row = page.locator("tr", { hasText: `${tag}@example.at` });
  await expect(row.locator(".staff-follow-up")).toHaveText("fällig heute 10:00");
  await expect(row).toContainText(`Rückruf wegen Besichtigung ${tag}`);
  await page
    .getByRole("navigation", { name: "Ansichten" })
    .getByRole("link", { name: /^Fällig/ })
    .click();
  await expect(page).toHaveURL(/wiedervorlage=faellig/);
  await expect(page.locator("tr", { hasText: `${tag}@example.at` })).toHaveCount(1);

  // The Übersicht opens on "Heute": the lead with its next step, a link to it.
  await page.goto("/admin");
  const today = page.getByRole("region", { name: "Heute" });
  const item = today.locator("li", { hasText: name });
  await expect(item).toContainText("fällig heute 10:00");
  await expect(item).toContainText(`Rückruf wegen Besichtigung ${tag}`);
  // The viewings are part of the same list (ADR 0365): today's, or the next one, or a line saying none.
  await expect(today.getByRole("link", { name: /\d{1,2}:\d{2}|Zu den Besichtigungen/ }).first()).toBeVisible();
  await item.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${tag}$`));

  // Done: "Erledigt / entfernen" takes it off "Heute".
  await card.getByRole("button", { name: "Erledigt / entfernen" }).click();
  await expect(page.getByText("Wiedervorlage entfernt")).toBeVisible();
  await expect(card).toContainText("Keine Wiedervorlage.");
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Heute" })).not.toContainText(name);
});
