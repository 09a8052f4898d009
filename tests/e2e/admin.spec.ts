// The staff journey in a real browser against `wrangler dev` (ADRs 0060, 0061): sign up, open
// the verification link from the e-mail wrangler wrote, become admin with the key, store a feed
// URL pointing at a local feed server, run a sync, use the sitemap tools, sign out.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { serveFeed } from "./helpers/feed-server";
import { adminKey, enrolSecondFactorInBrowser, findVerificationLink, giveOwnClientAddress } from "./helpers/staff";

const FEED = readFileSync(join(process.cwd(), "tests/fixtures/openimmo/justimmo-api-v1-realty-list-7-objects.xml"));

/** WCAG 2.2 AA on the staff pages' own content (the shared frame has its own a11y spec). */
async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .include("#main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

const feed = serveFeed(() => FEED);

test("staff journey: sign up, verify, become admin, configure and run the feed sync, sitemap tools, sign out", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `staff-${Date.now()}@example.com`;
  const password = "ein-sicheres-passwort";
  await giveOwnClientAddress(page);

  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
  await expectNoAxeViolations(page, "/login");
  await page.getByRole("link", { name: "Registrieren" }).click();
  await expect(page.getByRole("heading", { name: "Registrieren" })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByText("Bitte prüfen Sie Ihr E-Mail-Postfach")).toBeVisible();

  // An unverified account cannot sign in.
  await page.goto("/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse")).toBeVisible();

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
  // Signed in, but not an admin yet: the guard sends them home with 'Zugriff verweigert'.
  await expect(page.getByText("Für diese Seite brauchen Sie Administratorrechte.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/admin/setup");
  await expect(page.getByLabel("E-Mail der Person")).toHaveValue(email);
  await page.getByLabel("Geheimer Schlüssel").fill("wrong-key");
  await page.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
  await expect(
    page.getByText("Admin-Rechte konnten nicht vergeben werden. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut."),
  ).toBeVisible();
  await page.getByLabel("Geheimer Schlüssel").fill(adminKey());
  await page.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
  // Every admin sets up the second factor before any other admin page (ADR 0105); the grant's
  // toast comes along to that page.
  await expect(page.getByText(`${email} ist jetzt Admin.`)).toBeVisible();
  await expect(page.getByText("Für Admin-Konten ist die Anmeldung mit einer Authenticator-App")).toBeVisible();
  await page.goto("/admin/inquiries");
  await expect(page).toHaveURL(/\/admin\/konto$/);
  await enrolSecondFactorInBrowser(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The seed stores the demo's placeholder feed URL (ADR 0035); staff replace it with theirs on
  // Technik (ADR 0180), where the feed card lives alone (ADR 0365).
  await expect(page.getByText("Fehlende Feed-URL Konfiguration")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Jetzt synchronisieren" })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Technik" }).click();
  await expect(page.getByRole("heading", { name: "Technik", level: 1 })).toBeVisible();
  // The feed card's hint (the justimmo card's hint names its API address in a <code> too).
  await expect(page.locator(".staff-hint code").filter({ hasText: "demo-feed" })).toHaveText("https://demo-feed.invalid/openimmo.xml");
  // The demo address is not justimmo's, so the form is already open (ADR 0384): no click needed.
  await expect(page.locator("details#feed-einrichten")).toHaveAttribute("open", "");
  await expect(page.getByText("Feed-Konfiguration ändern")).toBeVisible();
  await page.getByLabel("Feed-URL").fill(feed.url());
  await page.getByRole("button", { name: "Feed-Konfiguration speichern" }).click();
  await expect(page.getByText("Feed-Konfiguration gespeichert")).toBeVisible();
  await expect(page.getByText("Fehlende Feed-URL Konfiguration")).toHaveCount(0);
  await expect(page.getByText("Nie", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Jetzt synchronisieren" }).click();
  await expect(page.getByText("Synchronisierung erfolgreich")).toBeVisible({ timeout: 30_000 });
  // The sync card's facts (Technik also lists the justimmo hand-over's).
  const syncFacts = page.locator("article", { has: page.getByRole("button", { name: "Jetzt synchronisieren" }) }).locator(".staff-facts");
  await expect(syncFacts).toContainText(/Erfolgreich|Teilweise erfolgreich/);
  await expect(syncFacts).toContainText("Verarbeitete Objekte");
  await expect(page.getByRole("table", { name: "Letzte Läufe" })).toContainText("Admin");

  // Sitemap tools: the check (server), then the JavaScript-only public-address check.
  await page.getByRole("button", { name: "Sitemap prüfen" }).click();
  await expect(page.getByText("Sitemap-Test erfolgreich")).toBeVisible();
  await expect(page.getByTestId("sitemap-preview")).toContainText('<?xml version="1.0" encoding="UTF-8"?>');
  await page.getByText("Weitere Prüfung").click();
  await page.getByRole("button", { name: "Abruf wie eine Suchmaschine prüfen" }).click();
  await expect(page.getByText("Öffentliche Sitemap in Ordnung")).toBeVisible();
  await expect(page.getByRole("link", { name: "sitemap.xml herunterladen" })).toHaveAttribute("download", "sitemap.xml");
  await expectNoAxeViolations(page, "/admin/technik");

  // "Anfragen 2 neu" while leads wait (ADR 0335).
  await page
    .getByRole("navigation")
    .getByRole("link", { name: /^Anfragen( \d+ neu)?$/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Anfragen", level: 1 })).toBeVisible();
  // The sign-up's verification mail is a system mail, listed on its own tab (ADR 0065).
  await page.getByRole("link", { name: "Systemmails" }).click();
  await expect(page.getByRole("table")).toContainText(email);
  await page.goto("/admin");

  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form toggles by link and refuses a wrong password with a neutral message", async ({ page }) => {
    await giveOwnClientAddress(page);
    await page.goto("/login");
    await page.getByRole("link", { name: "Registrieren" }).click();
    await expect(page).toHaveURL(/mode=signup/);
    await expect(page.getByRole("heading", { name: "Registrieren" })).toBeVisible();
    await page.getByRole("link", { name: "Anmelden" }).click();
    await page.getByLabel("E-Mail").fill("niemand@example.com");
    await page.getByLabel("Passwort").fill("falsches-passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByText("E-Mail-Adresse oder Passwort ist falsch.")).toBeVisible();
  });
});
