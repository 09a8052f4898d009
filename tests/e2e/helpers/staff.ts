// Staff sign-up for e2e specs that need the admin area rendered (the same steps as the staff
// journey in admin.spec.ts): sign up, open the verification link from the e-mail wrangler wrote,
// sign in, become admin with ADMIN_KEY through /admin/setup.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEV_MAIL_DIR as MAIL_DIR } from "../../wrangler-paths";

/** ADMIN_KEY as the e2e server reads it (.dev.vars, created from .dev.vars.example). */
export function adminKey(): string {
  const file = existsSync(".dev.vars") ? ".dev.vars" : ".dev.vars.example";
  const line = readFileSync(file, "utf8")
    .split("\n")
    .find((l) => l.startsWith("ADMIN_KEY="));
  if (!line) throw new Error("ADMIN_KEY missing in .dev.vars");
  return line.slice("ADMIN_KEY=".length).trim();
}

/** The verification link from the .eml that wrangler's local send_email wrote for `address`. */
export function findVerificationLink(address: string): string | null {
  return findMailLink(address, /https?:\/\/[^\s"<]+\/verify-email\?token=[A-Za-z0-9_-]+/)[0] ?? null;
}

/**
 * Every link matching `pattern` in the .eml files wrangler's local send_email wrote for `address`
 * (the verification link, the password-reset link, ...), in no particular order.
 */
export function findMailLink(address: string, pattern: RegExp): string[] {
  const dir = MAIL_DIR;
  if (!existsSync(dir)) return [];
  const links: string[] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".eml"))) {
    const raw = readFileSync(join(dir, file), "utf8");
    if (!raw.includes(address)) continue;
    // The parts are base64: decode each run of base64-only lines and look for the link.
    const decoded: string[] = [];
    let run: string[] = [];
    for (const line of [...raw.split(/\r?\n/), ""]) {
      if (/^[A-Za-z0-9+/=]{8,}$/.test(line.trim())) run.push(line.trim());
      else if (run.length > 0) {
        decoded.push(Buffer.from(run.join(""), "base64").toString("utf8"));
        run = [];
      }
    }
    const match = decoded.join("\n").match(pattern);
    if (match) links.push(match[0]);
  }
  return links;
}

let addressCounter = 0;

/**
 * Give the page's browser its own client address. Sign-in and sign-up are limited to 10 per
 * address in 15 minutes (ADR 0004), and every e2e spec talks to one local server from 127.0.0.1:
 * without this the staff specs together use up the limit and later sign-ins are refused.
 */
export async function giveOwnClientAddress(page: Page): Promise<void> {
  addressCounter += 1;
  const address = `203.0.113.${(process.pid + addressCounter * 7) % 250}`;
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": address });
}

/** A fresh verified admin, signed in on `page`, ending on the Admin Panel. */
export async function signInAsNewAdmin(page: Page, prefix: string): Promise<string> {
  return (await createAdminInBrowser(page, prefix)).email;
}

/**
 * A fresh verified admin with the second factor set up, signed in on `page` on the Admin Panel:
 * its address, password and authenticator key, for specs that sign in again.
 */
export async function createAdminInBrowser(
  page: Page,
  prefix: string,
): Promise<{ email: string; password: string; secret: string; recoveryCodes: string[] }> {
  await giveOwnClientAddress(page);
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = "ein-sicheres-passwort";
  await page.goto("/login?mode=signup");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByText("Bitte prüfen Sie Ihr E-Mail-Postfach")).toBeVisible();
  let link: string | null = null;
  await expect.poll(() => (link = findVerificationLink(email)), { timeout: 20_000 }).not.toBeNull();
  const verifyUrl = new URL(link ?? "");
  await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
  // The link only shows a page; the sign-up password and its button use up the token (ADR 0060).
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByText("E-Mail-Adresse bestätigt")).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/setup");
  await page.getByLabel("Geheimer Schlüssel").fill(adminKey());
  await page.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
  const { secret, recoveryCodes } = await enrolSecondFactorInBrowser(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  return { email, password, secret, recoveryCodes };
}

/**
 * The current code for a TOTP key as the authenticator app would show it; `timestamp` a step
 * ahead gives a code the server still accepts after this step's code was used.
 */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret.replaceAll(" ", "")), digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * A new admin lands on /admin/konto (ADR 0105): set up the authenticator app as a person does,
 * reading the key off the page, and return the key and the recovery codes shown once.
 */
export async function enrolSecondFactorInBrowser(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  await expect(page.getByRole("heading", { name: "Mein Konto" })).toBeVisible();
  await page.getByRole("button", { name: "Zwei-Faktor-Anmeldung einrichten" }).click();
  await expect(page.getByRole("img", { name: "QR-Code für die Authenticator-App" })).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").textContent())?.trim() ?? "";
  await page.getByLabel("6-stelliger Code aus der App").fill(totpCode(secret));
  await page.getByRole("button", { name: "Code bestätigen und einrichten" }).click();
  await expect(page.getByRole("heading", { name: "Ihre Wiederherstellungscodes" })).toBeVisible();
  const recoveryCodes = (await page.locator(".staff-recovery-codes code").allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

/** Boxes of every visible button and button-like link that the element `selector` overlaps. */
export async function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cover = document.querySelector(sel)?.getBoundingClientRect();
    if (!cover || cover.width === 0) return [];
    return Array.from(document.querySelectorAll<HTMLElement>(".staff-content button, .staff-content a.button"))
      .filter((control) => !control.closest(sel))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.left < cover.right && box.right > cover.left && box.top < cover.bottom && box.bottom > cover.top;
      })
      .map((control) => control.textContent ?? "");
  }, selector);
}

/** On a phone the staff sections sit behind "Menü" (a <details>): open it. Wide screens show them. */
export async function openStaffMenu(page: Page): Promise<void> {
  const summary = page.getByRole("navigation", { name: "Verwaltung" }).locator("summary");
  if (!(await summary.isVisible())) return;
  if (!(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open))) await summary.click();
}
