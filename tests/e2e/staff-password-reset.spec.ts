// "Passwort vergessen?" (ADR 0360) as a staff member goes through it: from the login form to the
// mailed link, a new password, and the sign-in with the new password and the second factor. Once
// with JavaScript, once without. The spec's own admin, so the seeded staff sign-ins stay as they are.
import { expect, type Page, test } from "@playwright/test";
import { createAdminInBrowser, findMailLink, giveOwnClientAddress, totpCode } from "./helpers/staff";

const CONFIRMATION = "Wenn es zu dieser Adresse ein Konto gibt, haben wir einen Link geschickt. Er gilt 30 Minuten.";
const RESET_LINK = /https?:\/\/[^\s"<]+\/login\/neues-passwort\?token=[A-Za-z0-9_-]+/;

/** From the login form to the new password; ends on /login with the success notice. */
async function resetPassword(page: Page, email: string, password: string, linksBefore: number): Promise<void> {
  await page.goto("/login");
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page.getByRole("heading", { name: "Passwort vergessen", level: 1 })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByText(CONFIRMATION)).toBeVisible();
  await expect.poll(() => findMailLink(email, RESET_LINK).length, { timeout: 20_000 }).toBeGreaterThan(linksBefore);
  const links = findMailLink(email, RESET_LINK);
  // Each reset used up every earlier link of the account: the one still open is the newest.
  for (const link of links) {
    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    if (await page.getByLabel("Neues Passwort wiederholen").isVisible()) break;
  }
  await page.getByRole("textbox", { name: "Neues Passwort", exact: true }).fill(password);
  await page.getByLabel("Neues Passwort wiederholen").fill(password);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Ihr neues Passwort gilt ab sofort.")).toBeVisible();
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  // The reset did not touch the second factor.
  await expect(page).toHaveURL(/\/login\/zweiter-faktor$/);
}

test("a forgotten password: link from the mail, new password, sign-in with the second factor, with and without JavaScript", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, password, secret, recoveryCodes } = await createAdminInBrowser(page, "reset");
  await page.context().clearCookies();

  const first = "Feldweg-Amsel-Kompass-17";
  await resetPassword(page, email, first, 0);
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
  await signInWithPassword(page, email, first);
  // The enrolment used this time step's code: the next step's is still accepted.
  await page.getByLabel("Code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).not.toHaveURL(/zweiter-faktor/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await giveOwnClientAddress(plain);
  const second = "Mohnblume-Tram-Ufer-58";
  await resetPassword(plain, email, second, 1);
  await signInWithPassword(plain, email, second);
  await plain.getByLabel("Code").fill(recoveryCodes[0] ?? "");
  await plain.getByRole("button", { name: "Anmelden" }).click();
  await plain.goto("/admin");
  await expect(plain.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  // The reset ended the first browser's session.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await context.close();
});
