// Staff journey in the inquiry inbox (ADR 0070; GDPR Art. 15/17): mark an inquiry to
// keep, download one person's data as JSON, and delete it after the confirmation step; the
// deletion once more with JavaScript off.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signInAsNewAdmin } from "./helpers/staff";

/** The admin's own sign-up left a verification inquiry from their address: that is the person. */
function rowOf(page: Page, email: string) {
  return page.locator("tr", { hasText: email });
}

test("staff keep an inquiry, export the sender's data as JSON and delete it after confirming", async ({ page }) => {
  const email = await signInAsNewAdmin(page, "dsgvo");
  await page.goto("/admin/inquiries?bereich=system");
  const row = rowOf(page, email);
  await expect(row).toHaveCount(1);

  // "Behalten" is on the inquiry's own page (ADR 0065), which it returns to.
  await row.locator(".staff-inquiry-link").click();
  await page.getByRole("button", { name: "Behalten", exact: true }).click();
  await expect(page.getByText("Anfrage wird behalten")).toBeVisible();
  await page.goto("/admin/inquiries?bereich=system");
  await expect(rowOf(page, email).getByText("Wird behalten")).toBeVisible();

  // The tools are folded at the end, the retention line is the fold's label (ADR 0319, 0365).
  await expect(page.getByLabel("E-Mail-Adresse", { exact: true })).toBeHidden();
  await page.locator("#personendaten > summary").click();
  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email.toUpperCase());
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Daten exportieren (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personendaten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8")) as {
    email: string;
    inquiries: Array<{ kind: string; keep: boolean; fields: { verifyUrl: string } }>;
  };
  expect(exported.email).toBe(email);
  expect(exported.inquiries).toHaveLength(1);
  expect(exported.inquiries[0]).toMatchObject({ kind: "verification", keep: true });
  // The verification link was blanked once its mail was sent.
  expect(exported.inquiries[0]?.fields.verifyUrl).toBe("");

  await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Daten löschen …" }).click();
  await expect(
    page.getByText(`Für ${email} werden 1 Anfrage(n), 0 Suchauftrag/Suchaufträge, 0 Suchprofil(e) und 1 E-Mail(s) endgültig gelöscht`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(`1 Anfrage(n), 0 Suchauftrag/Suchaufträge und 1 E-Mail(s) von ${email} wurden gelöscht.`)).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the deletion asks first and then deletes", async ({ page }) => {
    const email = await signInAsNewAdmin(page, "dsgvo-nojs");
    await page.goto("/admin/inquiries");
    await page.locator("#personendaten > summary").click();
    // An address with no data: the confirmation says so, and Abbrechen leaves without deleting.
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill("niemand@example.at");
    await page.getByRole("button", { name: "Daten löschen …" }).click();
    await expect(
      page.getByText(
        "Für niemand@example.at werden 0 Anfrage(n), 0 Suchauftrag/Suchaufträge, 0 Suchprofil(e) und 0 E-Mail(s) endgültig gelöscht",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Abbrechen" }).click();
    await expect(page.getByText("Wirklich löschen?")).toHaveCount(0);
    // Abbrechen leaves the tools open for the next address.
    await expect(page.getByLabel("E-Mail-Adresse", { exact: true })).toBeVisible();
    await page.getByLabel("E-Mail-Adresse", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Daten löschen …" }).click();
    await page.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByText(`1 Anfrage(n), 0 Suchauftrag/Suchaufträge und 1 E-Mail(s) von ${email} wurden gelöscht.`)).toBeVisible();
    await expect(rowOf(page, email)).toHaveCount(0);
  });
});
