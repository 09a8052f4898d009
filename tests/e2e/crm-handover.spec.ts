// The hand-over to justimmo in a real browser (ADR 0260): staff import the justimmo feed (its
// objects carry feedback addresses at oi-feedback.justimmo.at), a visitor sends an inquiry from a
// detail page, and the lead in the inbox says "an justimmo übermittelt". The Feedback XML goes
// through the local send_email binding, which only writes the mail to a file: no outside server.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { serveFeed } from "./helpers/feed-server";
import { signInAsNewAdmin } from "./helpers/staff";
import { expectNoAxeViolations } from "./lead-helpers";

const FEED = readFileSync(join(process.cwd(), "tests/fixtures/openimmo/justimmo-api-v1-realty-list-7-objects.xml"));
/** An active object of that feed, with its feedback address. */
const OBJEKTNR = "436942";

const feed = serveFeed(() => FEED);

test("an inquiry from a detail page shows 'an justimmo übermittelt' on the lead in the inbox", async ({ page, browser, baseURL }) => {
  // Sign-up, second factor, a sync, an inquiry and a queue round trip: longer than one page's 30 s.
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, "crm");
  await page.goto("/admin/technik");
  const field = page.getByLabel("Feed-URL");
  if (!(await field.isVisible())) await page.getByText("Feed-Konfiguration ändern").click();
  await field.fill(feed.url());
  await page.getByRole("button", { name: "Feed-Konfiguration speichern" }).click();
  await expect(page.getByText("Feed-Konfiguration gespeichert")).toBeVisible();
  await page.getByRole("button", { name: "Jetzt synchronisieren" }).click();
  await expect(page.getByText("Synchronisierung erfolgreich")).toBeVisible({ timeout: 30_000 });
  // The Technik card says where leads go; the API stays off until the broker has the export.
  const card = page.getByRole("article", { name: "Übergabe an justimmo" });
  await expect(card).toContainText("oi-feedback.justimmo.at");
  await expect(card.getByRole("button", { name: "API-Übergabe einschalten" })).toBeVisible();

  // A visitor in a browser of their own.
  const visitor = await browser.newPage({ baseURL });
  const email = `justimmo-${Date.now()}@example.com`;
  await visitor.goto(`/immobilien/${OBJEKTNR}`);
  // The form refuses submissions faster than a person could type (bot check).
  await visitor.waitForTimeout(2200);
  await visitor.getByLabel("Anrede").selectOption("Frau");
  await visitor.getByLabel("Vorname").fill("Johanna");
  await visitor.getByLabel("Nachname").fill("Justi");
  await visitor.getByLabel("Telefon").fill("+43 660 7654321");
  await visitor.getByLabel("E-Mail").fill(email);
  await visitor.getByLabel("Bitte rufen Sie mich zurück").check();
  await visitor.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(visitor.getByRole("heading", { name: "Anfrage gesendet" })).toBeVisible();
  await visitor.close();

  // Staff: the lead in the inbox, handed over once the queue has run.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: /^Anfrage: / }).click();
  // The hand-over is a line of the lead's "Verlauf" (ADR 0310).
  await expect(page.getByRole("heading", { name: "Verlauf" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/OpenImmo-Feedback: an justimmo übermittelt am/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole("listitem").filter({ hasText: "OpenImmo-Feedback: an justimmo übermittelt" })).toContainText(
    "(an 1599-201512-abc103aa@oi-feedback.justimmo.at)",
  );
  await expect(page.getByText("Rückruf erbeten")).toBeVisible();
  await expectNoAxeViolations(page, "/admin/inquiries/:id");

  // In the list a hand-over that went through needs nothing: no "Zustellung" column when no row
  // has a delivery on its way or failed (ADR 0340), and the failed filter does not list it.
  await page.goto(`/admin/inquiries?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: email, exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Zustellung" })).toHaveCount(0);
  // The filters are folded behind "Filter (n)" (ADR 0310).
  await page.locator(".staff-filter-fold > summary").click();
  await page.getByLabel("Übergabe an justimmo").selectOption({ label: "Fehlgeschlagen" });
  await page.getByRole("button", { name: "Filtern" }).click();
  await expect(page).toHaveURL(/justimmo=fehlgeschlagen/);
  await expect(page.getByText(email)).toHaveCount(0);
});
