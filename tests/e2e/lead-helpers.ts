// Helpers for the lead-form journeys (tests/e2e/leads.spec.ts): the honest
// fill-time wait, a staff session for /admin/inquiries, the e-mails wrangler wrote for the
// send_email binding, axe, and the focus-visible check.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/server/http/honeypot.server";
// The real production constant: the forms refuse a submission sooner than this after render.
import { adminKey, enrolSecondFactorInBrowser, findVerificationLink, giveOwnClientAddress } from "./helpers/staff";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** wrangler dev writes each message of the send_email binding as an .eml under this folder. */
import { DEV_MAIL_DIR as MAIL_DIR } from "../wrangler-paths";

export { MAIL_DIR };

/**
 * The bot check (app/server/http/honeypot.server.ts) refuses a form sent sooner than MIN_FILL_MS after
 * the server rendered it. Start the clock once the page with the form is there (the signed time
 * was issued before that), and before sending wait only for what is left of the real minimum:
 * typing usually takes longer anyway.
 */
export class FillClock {
  private startedAt = Date.now();

  restart() {
    this.startedAt = Date.now();
  }

  async waitForMinimumFillTime(page: Page) {
    const left = this.startedAt + MIN_FILL_MS + 100 - Date.now();
    if (left > 0) await page.waitForTimeout(left);
  }
}

/** Zero WCAG 2.2 AA violations on the page as it is now (errors shown included). */
export async function expectNoAxeViolations(page: Page, label: string, { include }: { include?: string } = {}) {
  // `include` checks one open part (a menu over the page): what it half covers while open is no
  // barrier, it is whole again when the menu closes, and axe would count it as a small target.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * axe needs script timers, which a context with JavaScript switched off never runs. So check the
 * very page the server answered (its HTML as shown, styles and images loaded from the same URL)
 * in a second, script-capable page where the app's own scripts are blocked: nothing hydrates or
 * changes the markup, axe sees what the visitor without JavaScript sees.
 */
export async function expectNoAxeViolationsWithoutJs(page: Page, label: string) {
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser for the axe copy");
  // Playwright Test applies the test's `use` options to new contexts too: ask for scripts.
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const request = route.request();
      if (request.resourceType() === "document" && request.url() === url) {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      }
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    await expectNoAxeViolations(copy, label);
  } finally {
    await context.close();
  }
}

/** Keep the consent banner from covering the forms: store the 'necessary only' choice first. */
export async function acceptNecessaryCookiesOnly(page: Page, baseURL: string) {
  const choice = JSON.stringify({ necessary: true, analytics: false, marketing: false });
  await page.context().addCookies([{ name: "cookieConsent", value: encodeURIComponent(choice), url: baseURL }]);
}

/** The same for the running test's page, on the project's base URL (the visitor journeys' beforeEach). */
export async function necessaryOnly(page: Page) {
  await acceptNecessaryCookiesOnly(page, test.info().project.use.baseURL ?? "http://localhost:8788");
}

/** The focused element shows a visible focus indicator (outline or box-shadow), WCAG 2.4.7. */
export async function expectFocusVisible(locator: Locator) {
  const style = await locator.evaluate((el) => {
    const css = getComputedStyle(el);
    return {
      focusVisible: el.matches(":focus-visible"),
      outline: css.outlineStyle !== "none" && Number.parseFloat(css.outlineWidth) > 0,
      shadow: css.boxShadow !== "none",
      describe: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""}`,
    };
  });
  expect(style.focusVisible, `${style.describe} matches :focus-visible`).toBe(true);
  expect(style.outline || style.shadow, `${style.describe} shows an outline or a box-shadow`).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// E-mails written by wrangler's local send_email.

export interface WrittenMail {
  file: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

function decodeHeaderWords(value: string): string {
  return value
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, "base64").toString("utf8"))
    .trim();
}

function parseMail(file: string): WrittenMail {
  const raw = readFileSync(file, "utf8");
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => {
    const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi").exec(head);
    return match ? decodeHeaderWords(match[1] ?? "") : "";
  };
  // The plain-text part is the first base64 block after its part headers.
  const body = rest.join("\n\n");
  const plain = /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(body);
  const text = plain ? Buffer.from((plain[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8") : "";
  return { file, to: header("To"), replyTo: header("Reply-To"), subject: header("Subject"), text };
}

/** Every .eml wrangler wrote that is addressed to, or replies to, `address`. */
export function mailsFor(address: string): WrittenMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".eml"))
    .map((name) => join(MAIL_DIR, name))
    .filter((file) => statSync(file).isFile() && readFileSync(file, "utf8").includes(`<${address}>`))
    .map(parseMail);
}

// ---------------------------------------------------------------------------------------------
// Staff: the inquiries list in the admin area is where the office sees every stored inquiry.

/**
 * A signed-in admin page, made the way a new staff member gets there: sign up, open the link
 * from the verification e-mail, sign in, claim the admin role with the key. The session is kept
 * in `statePath` for the run: after a failed test Playwright starts a new worker, and signing up
 * again each time would run into the sign-up rate limit of the address.
 */
export async function openStaffPage(browser: Browser, baseURL: string, statePath: string): Promise<Page> {
  if (existsSync(statePath)) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true, storageState: statePath });
    const page = await context.newPage();
    await page.goto("/admin/inquiries");
    if (await page.getByRole("heading", { name: "Anfragen", exact: true }).isVisible()) return page;
    await context.close();
  }
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  await giveOwnClientAddress(page);
  const email = `buero-${Date.now()}@example.com`;
  const password = "ein-sicheres-passwort";
  await page.goto("/login?mode=signup");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Registrieren" }).click();
  await expect(page.getByText("Bitte prüfen Sie Ihr E-Mail-Postfach")).toBeVisible();
  await expect.poll(() => findVerificationLink(email), { timeout: 20_000 }).not.toBeNull();
  const verifyUrl = new URL(findVerificationLink(email) ?? "");
  await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
  // The link only shows a page; the sign-up password and its button use up the token (ADR 0060).
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByText("E-Mail-Adresse bestätigt")).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByText("Für diese Seite brauchen Sie Administratorrechte.")).toBeVisible();
  await page.goto("/admin/setup");
  await page.getByLabel("Geheimer Schlüssel").fill(adminKey());
  await page.getByRole("button", { name: "Admin-Rechte vergeben" }).click();
  await enrolSecondFactorInBrowser(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Übersicht", level: 1 })).toBeVisible();
  await context.storageState({ path: statePath });
  return page;
}

/**
 * What the office sees for the inquiry sent from `senderEmail`: one row in /admin/inquiries with
 * the kind and subject; on its own page (ADR 0065) one delivery line per e-mail in the "Verlauf",
 * each delivered once the queue consumer has run; and the e-mails themselves as wrangler wrote them.
 */
export async function expectInquiryStoredAndMailed(
  staff: Page,
  { senderEmail, kind, subject, mails, mailText }: { senderEmail: string; kind: string; subject: string; mails: number; mailText: string },
) {
  const row = staff.getByRole("row").filter({ has: staff.getByRole("link", { name: senderEmail, exact: true }) });
  await expect(async () => {
    // Searched by the address: the default order puts the longest-waiting leads first (ADR 0370),
    // so after a whole run of specs a fresh lead is no longer on the first page.
    await staff.goto(`/admin/inquiries?q=${encodeURIComponent(senderEmail)}`);
    await expect(row).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.locator(".staff-kind")).toHaveText(kind);
  await expect(row.locator(".staff-inquiry-link")).toHaveText(subject);
  const lead = (await row.locator(".staff-inquiry-link").getAttribute("href")) ?? "";
  // Delivered once the queue consumer has run: the lead's "Verlauf" (ADR 0310) has one line per
  // e-mail, each "zugestellt an". (The inbox shows a delivery only while it is on its way or
  // failed, and no "Zustellung" column when no row has one, ADR 0340.)
  const deliveries = staff.locator(".staff-timeline-text", { hasText: /: (nicht )?zugestellt an |: wartet auf Versand|: wird gerade an / });
  await expect(async () => {
    await staff.goto(lead);
    await expect(deliveries).toHaveCount(mails, { timeout: 1000 });
    for (const item of await deliveries.all()) await expect(item).toContainText(": zugestellt an ", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await expect.poll(() => mailsFor(senderEmail).length, { timeout: 10_000 }).toBe(mails);
  const written = mailsFor(senderEmail);
  const internal = written.find((mail) => mail.replyTo.includes(`<${senderEmail}>`));
  expect(internal, "the office mail replies to the visitor").toBeDefined();
  expect(internal?.subject).toBe(subject);
  expect(internal?.text).toContain(mailText);
}
