// Suchauftrag alerts end to end (ADR 0073), with and without JavaScript: "Suche
// speichern" on /immobilien → address and consent → the opt-in link from the mail wrangler wrote
// → confirmed → a feed sync adds a matching listing → the alert mail lists it → its unsubscribe
// link works. axe on every alert page.
import { readFileSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { serveFeed } from "./helpers/feed-server";
import {
  acceptNecessaryCookiesOnly,
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutJs,
  FillClock,
  mailsFor,
  openStaffPage,
} from "./lead-helpers";

const STAFF_STATE = ".cache/e2e-search-alerts-staff.json";
let feedXml = "";

function feedWith(n: number, title: string, price: number): string {
  return `<?xml version="1.0"?><openimmo><uebertragung umfang="TEIL"/><anbieter><firma>Donau Estate</firma><immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${price}</kaufpreis></preise>
    <flaechen><wohnflaeche>58</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
    <zustand_angaben><energiepass><hwbwert>38.2</hwbwert><fgeewert>0.77</fgeewert></energiepass></zustand_angaben>
    <freitexte><objekttitel>${title}</objekttitel></freitexte>
    <verwaltung_techn><objektnr_intern>${n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>E2EALERT${n}</openimmo_obid></verwaltung_techn>
  </immobilie></anbieter></openimmo>`;
}

const feed = serveFeed(() => feedXml);

/** The office points the site at the local feed (Technik, ADR 0180), once per run. */
async function configureFeed(browser: Browser, baseURL: string) {
  const staff = await openStaffPage(browser, baseURL, STAFF_STATE);
  await staff.goto("/admin/technik");
  // A feed set before (the seed, an earlier run) hides the form behind its summary.
  const field = staff.getByLabel("Feed-URL");
  if (!(await field.isVisible())) await staff.getByText("Feed-Konfiguration ändern").click();
  await field.fill(feed.url());
  await staff.getByRole("button", { name: "Feed-Konfiguration speichern" }).click();
  await expect(staff.getByText("Feed-Konfiguration gespeichert")).toBeVisible();
  await staff.context().close();
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

for (const js of [true, false]) {
  test(`Suche speichern → opt-in → a sync adds a match → alert mail → unsubscribe (${js ? "with" : "without"} JavaScript)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error("baseURL missing");
    await configureFeed(browser, baseURL);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: js });
    const page = await context.newPage();
    await acceptNecessaryCookiesOnly(page, baseURL);
    const email = `suchauftrag-${js ? "js" : "nojs"}-${Date.now()}@example.net`;
    const objektnr = js ? 91001 : 91002;
    const title = `Dachgeschoss am Yppenplatz ${js ? "A" : "B"}`;

    await page.goto("/immobilien?status=SALE&priceMax=600000");
    await page.getByRole("link", { name: "Suche speichern" }).click();
    await expect(page.getByRole("heading", { name: "Suche speichern" })).toBeVisible();
    await expect(page.getByText("Kauf · Preis bis € 600.000")).toBeVisible();
    const clock = new FillClock();
    await axe(page, js, "Suche speichern");
    await page.getByRole("textbox", { name: "E-Mail" }).fill(email);
    await page.getByLabel(/Ich möchte E-Mails zu neuen passenden Immobilien erhalten/).check();
    await clock.waitForMinimumFillTime(page);
    await page.getByRole("button", { name: "Suchauftrag anlegen" }).click();
    await expect(page.getByText("Bitte bestätigen Sie darin Ihren Suchauftrag.")).toBeVisible();

    await expect.poll(() => mailsFor(email).length, { timeout: 20_000 }).toBe(1);
    const confirmUrl = linkIn(mailsFor(email)[0]?.text ?? "", "/suchauftrag/bestaetigen?");
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await axe(page, js, "Suchauftrag bestätigen");
    await page.getByRole("button", { name: "Suchauftrag bestätigen" }).click();
    await expect(page.getByText("Ihr Suchauftrag ist aktiv")).toBeVisible();
    await axe(page, js, "Suchauftrag verwalten");

    // The next sync brings a matching listing.
    feedXml = feedWith(objektnr, title, 455000);
    expect((await request.get(`/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 * * * *")}`)).ok()).toBe(true);
    await expect
      .poll(() => mailsFor(email).filter((mail) => mail.subject.startsWith("Neue passende Immobilie")).length, { timeout: 40_000 })
      .toBe(1);
    const alertMail = mailsFor(email).find((mail) => mail.subject.startsWith("Neue passende Immobilie"));
    expect(alertMail?.subject).toBe(`Neue passende Immobilie: ${title}`);
    expect(alertMail?.text).toContain(title);
    expect(alertMail?.text).toContain("€\u00a0455.000");
    expect(alertMail?.text).toContain("HWB 38,2\u00a0kWh/m²a");
    expect(alertMail?.text).toContain(`/immobilien/${objektnr}`);
    const raw = readFileSync(alertMail?.file ?? "", "utf8");
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/suchauftrag\/abmelden\?id=/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The listing link of the mail opens the listing.
    const listingUrl = linkIn(alertMail?.text ?? "", `/immobilien/${objektnr}`);
    await page.goto(listingUrl.pathname);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Unsubscribe: the link asks first, the button unsubscribes.
    const unsubscribeUrl = linkIn(alertMail?.text ?? "", "/suchauftrag/abmelden?");
    await page.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
    await expect(page.getByText("Möchten Sie keine E-Mails zu dieser Suche mehr erhalten?")).toBeVisible();
    await axe(page, js, "Suchauftrag abbestellen");
    await page.getByRole("button", { name: "Abmelden" }).click();
    await expect(page.getByText("Sie wurden abgemeldet.")).toBeVisible();
    await page.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
    await expect(page.getByText("Dieser Link ist ungültig oder abgelaufen")).toBeVisible();
    await context.close();
  });
}
