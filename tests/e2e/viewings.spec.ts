// Online viewing bookings end to end (ADR 0240), with and without JavaScript: staff open a window
// on /admin/besichtigungen → a visitor finds "Besichtigung buchen" on the detail page, picks a
// slot and books → the mail wrangler wrote holds the invitation (METHOD:REQUEST) and the signed
// link → the visitor cancels by that link (METHOD:CANCEL) → the staff week view shows the booking
// as cancelled. axe on the visitor's pages.
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  acceptNecessaryCookiesOnly,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  FillClock,
  mailsFor,
  openStaffPage,
} from "./lead-helpers";

const STAFF_STATE = ".cache/e2e-viewings-staff.json";

/** A Vienna calendar date `days` from today, "2026-12-03". */
function viennaDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna" }).format(new Date(Date.now() + days * 24 * 60 * 60_000));
}

/** "Montag, 26.10.2026": the site's one date form, with the weekday. */
function viennaDayLabel(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", weekday: "long" }).format(noon);
  const day = new Intl.DateTimeFormat("de-AT", { timeZone: "Europe/Vienna", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    noon,
  );
  return `${weekday}, ${day}`;
}

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return new URL(match[0]);
}

async function axe(page: Page, js: boolean, label: string) {
  if (js) await expectNoAxeViolations(page, label);
  else await expectNoAxeViolationsWithoutJs(page, label);
}

/** Staff open a window for a listing of the form's list; returns the listing's page path (the card links it). */
async function openWindow(browser: Browser, baseURL: string, js: boolean, { date, from, to }: { date: string; from: string; to: string }) {
  const signedIn = await openStaffPage(browser, baseURL, STAFF_STATE);
  const state = await signedIn.context().storageState();
  await signedIn.context().close();
  const context = await browser.newContext({ baseURL, javaScriptEnabled: js, storageState: state });
  const staff = await context.newPage();
  await staff.goto("/admin/besichtigungen");
  await expect(staff.getByRole("heading", { name: "Besichtigungen", level: 1 })).toBeVisible();
  await expect(staff.getByRole("link", { name: "Besichtigungen" })).toHaveAttribute("aria-current", "page");
  const listing = staff.getByLabel("Immobilie");
  // A listing without demo windows (the seed gives the first three some), different per run.
  const options = await listing.locator("option").allTextContents();
  const label = options[js ? 8 : 9] ?? "";
  await listing.selectOption({ label });
  await staff.getByLabel("Datum", { exact: true }).fill(date);
  await staff.getByLabel("Von", { exact: true }).fill(from);
  await staff.getByLabel("Bis", { exact: true }).fill(to);
  await staff.getByLabel("Dauer je Termin").selectOption("30");
  await staff.getByLabel("Puffer zwischen Terminen").selectOption("15");
  await staff.getByLabel("Plätze je Termin").fill("3");
  await staff.getByLabel("Leitung (optional)").selectOption({ index: 1 });
  await staff.getByLabel("Adresse (optional)").fill("Große Sperlgasse 7, 1020 Wien");
  await staff.getByLabel("Treffpunkt (optional)").fill("Vor dem Haustor");
  await staff.getByRole("button", { name: "Zeitfenster anlegen" }).click();
  await expect(staff.getByText("Zeitfenster angelegt")).toBeVisible();
  const card = staff.getByRole("article", { name: new RegExp(`^${from}–${to} `) });
  await expect(card).toBeVisible();
  // The card names the Objektnr. of the form's choice, the one the public page shows.
  await expect(card.getByText(`Objektnr. ${label.split(" · ")[0]}`)).toBeVisible();
  const path = (await card.locator(".viewings-window-listing a").getAttribute("href")) ?? "";
  return { staff, path };
}

for (const js of [true, false]) {
  test(`staff open a window → a visitor books from the detail page → invitation → cancel by the link → staff see it (${js ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    if (!baseURL) throw new Error("baseURL missing");
    // A different day and time per run, so a retry does not meet its own window.
    const date = viennaDate(js ? 6 : 7);
    const minute = String(new Date().getMinutes() % 4 === 0 ? 0 : 30).padStart(2, "0");
    const from = `${js ? "14" : "15"}:${minute}`;
    const to = `${js ? "16" : "17"}:${minute}`;
    const { staff, path } = await openWindow(browser, baseURL, js, { date, from, to });

    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const page = await context.newPage();
    await acceptNecessaryCookiesOnly(page, baseURL);
    const email = `besichtigung-${js ? "js" : "nojs"}-${Date.now()}@example.net`;

    await page.goto(path);
    await page.getByRole("link", { name: "Besichtigung buchen" }).first().click();
    await expect(page.getByRole("heading", { name: "Besichtigung buchen", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}/besichtigung$`));
    const clock = new FillClock();
    await axe(page, js, "Besichtigung buchen");
    const day = page.getByRole("group", { name: viennaDayLabel(date) });
    await day.getByRole("radio", { name: new RegExp(`^${from}–`) }).check();
    await page.getByLabel("Vor- und Nachname").fill("Ingrid Interessentin");
    await page.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await page.getByRole("textbox", { name: "Telefon" }).fill("0660 765 4321");
    await page.getByLabel(/Ich stimme der Verarbeitung meiner Daten/).check();
    await clock.waitForMinimumFillTime(page);
    await page.getByRole("button", { name: "Besichtigung verbindlich buchen" }).click();
    await expect(page.getByRole("heading", { name: "Ihre Besichtigung ist gebucht" })).toBeVisible();
    await expect(page.getByText("Große Sperlgasse 7, 1020 Wien")).toBeVisible();
    await expect(page.getByText("Vor dem Haustor")).toBeVisible();
    await axe(page, js, "Besichtigung gebucht");

    // The confirmation mail: the invitation as text/calendar with METHOD:REQUEST, the signed link.
    await expect
      .poll(() => mailsFor(email).filter((mail) => mail.subject.startsWith("Besichtigung bestätigt")).length, { timeout: 30_000 })
      .toBe(1);
    const confirmation = mailsFor(email).find((mail) => mail.subject.startsWith("Besichtigung bestätigt"));
    const raw = readFileSync(confirmation?.file ?? "", "utf8");
    expect(raw).toContain("Content-Type: text/calendar; charset=UTF-8; method=REQUEST");
    expect(raw).toContain('filename="besichtigung.ics"');
    expect(confirmation?.text).toContain("Große Sperlgasse 7, 1020 Wien");
    expect(confirmation?.text).not.toContain("Ingrid");
    const manage = linkIn(confirmation?.text ?? "", "/besichtigung/verwalten?");

    // Cancel by the link from the mail, in a fresh browser (no account, no cookie needed).
    const later = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const visitor = await later.newPage();
    await visitor.goto(`${manage.pathname}${manage.search}`);
    await expect(visitor.getByRole("heading", { name: "Ihr Besichtigungstermin" })).toBeVisible();
    await axe(visitor, js, "Besichtigungstermin verwalten");
    await visitor.getByRole("button", { name: "Termin absagen" }).click();
    await expect(visitor.getByText("Abgesagt", { exact: true })).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Besichtigung buchen" })).toBeVisible();
    // The visitor's mail (the office's copy has the same subject and replies to the visitor).
    const visitorMails = () =>
      mailsFor(email).filter((mail) => mail.to.includes(email) && mail.subject.startsWith("Besichtigung abgesagt"));
    await expect.poll(() => visitorMails().length, { timeout: 30_000 }).toBe(1);
    const cancellation = visitorMails()[0];
    expect(readFileSync(cancellation?.file ?? "", "utf8")).toContain("Content-Type: text/calendar; charset=UTF-8; method=CANCEL");

    // The staff week view shows the booking, cancelled by the visitor.
    await staff.goto(`/admin/besichtigungen?woche=${date}`);
    const window = staff.getByRole("article", { name: new RegExp(`^${from}–${to} `) });
    await expect(window.getByText("Ingrid Interessentin")).toBeVisible();
    await expect(window.getByText("Abgesagt (Interessent)")).toBeVisible();
    await expect(window.getByRole("link", { name: "+43 660 7654321" })).toBeVisible();
    await staff.context().close();
    await later.close();
    await context.close();
  });
}

test("with JavaScript the slot list shows a seat someone else just took, without a reload", async ({ page, request, baseURL }) => {
  if (!baseURL) throw new Error("baseURL missing");
  await acceptNecessaryCookiesOnly(page, baseURL);
  // A demo listing with private viewings (scripts/seed/viewings.mjs).
  await page.goto("/immobilien/210108/besichtigung");
  await page.waitForSelector(".viewing-days[data-live]");
  const free = page.locator(".viewing-slot:not(.viewing-slot-full)").filter({ hasText: "Einzelbesichtigung" }).first();
  const slotId = (await free.locator("input").getAttribute("value")) ?? "";
  const time = (await free.locator(".viewing-slot-time").textContent()) ?? "";
  const token = await page.locator('input[name="formStartedAt"]').first().inputValue();
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.waitForTimeout(2_200);
  // Someone else books that slot.
  const res = await request.post("/immobilien/210108/besichtigung", {
    form: {
      formStartedAt: token,
      slotId,
      name: "Zweite Person",
      email: `zweite-${Date.now()}@example.net`,
      tel: "0664 111 2223",
      privacyConsent: "on",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  // Coming back to the tab refreshes the list (and so does a 30-second timer).
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const slot = page.locator(".viewing-slot").filter({ has: page.locator(`input[value="${slotId}"]`) });
  await expect(slot).toContainText("ausgebucht");
  await expect(slot.locator("input")).toBeDisabled();
  expect(time).not.toBe("");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
