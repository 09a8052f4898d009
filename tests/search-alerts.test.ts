// Suchauftrag e-mail alerts against the real Worker, D1, queue and
// send_email binding: double opt-in, matching with the listing search's rules, one mail per sync
// with at most ten listings and none when nothing is new, RFC 8058 one-click unsubscribe (GET only
// asks), the seven-day cleanup of unconfirmed alerts and the staff list.
import { expect, test } from "vitest";
import { manageToken } from "~/server/alerts/queries.server";
import { createClient, makeAdmin, signedInUser } from "./auth-helpers";
import { insertProperty } from "./factories";
import { formPost, startWorker, TEST_SECRETS } from "./harness";
import { pastFormToken, readSentEmails, type SentEmail, waitFor } from "./leads-helpers";
import { serveLocalFeed } from "./local-feed";

const worker = startWorker();

const MAIL_SWEEP_CRON = "*/10 * * * *";
const FEED_SYNC_CRON = "0 * * * *";
const RETENTION_CRON = "0 3 * * *";
const DAY = 24 * 60 * 60_000;

let feedXml = `<?xml version="1.0"?><openimmo><uebertragung umfang="TEIL"/><anbieter><firma>Donau Estate</firma></anbieter></openimmo>`;
serveLocalFeed(worker, (_req, res) => {
  res.writeHead(200, { "Content-Type": "application/xml" });
  res.end(feedXml);
});

function feedObject(n: number, price: number, title: string): string {
  return `<immobilie>
    <objektkategorie><vermarktungsart KAUF="1" MIETE_PACHT="0"/><objektart><wohnung wohnungtyp="ETAGE"/></objektart></objektkategorie>
    <geo><plz>1070</plz><ort>Wien</ort></geo>
    <preise><kaufpreis>${price}</kaufpreis></preise>
    <flaechen><wohnflaeche>64</wohnflaeche><anzahl_zimmer>2</anzahl_zimmer></flaechen>
    <zustand_angaben><energiepass><hwbwert>42.5</hwbwert><fgeewert>0.81</fgeewert></energiepass></zustand_angaben>
    <freitexte><objekttitel>${title}</objekttitel></freitexte>
    <verwaltung_techn><objektnr_intern>${8000 + n}</objektnr_intern><aktion aktionart="CHANGE"/><openimmo_obid>ALERT${n}</openimmo_obid></verwaltung_techn>
  </immobilie>`;
}

const mailsTo = (email: string) => readSentEmails().filter((mail) => (mail.headers.to ?? "").includes(`<${email}>`));

async function signUpForAlert(email: string, query: string, client = createClient(worker)) {
  const res = await client.post(`/suchauftrag/speichern?${query}`, {
    formStartedAt: await pastFormToken(),
    email,
    consent: "on",
    filters: query,
  });
  return res;
}

/** Sign up, open the link of the confirmation mail and press the button: a confirmed alert. */
async function confirmedAlert(email: string, query: string) {
  expect((await signUpForAlert(email, query)).status).toBe(303);
  const mail = await waitFor(async () => mailsTo(email).find((m) => m.subject.includes("bestätigen")));
  const link = new URL(/https?:\/\/\S+\/suchauftrag\/bestaetigen\?\S+/.exec(mail.text)?.[0] ?? "");
  const page = await worker.fetch(`${link.pathname}${link.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Suchauftrag bestätigen");
  const db = await worker.db();
  const id = link.searchParams.get("id") ?? "";
  expect(
    (await db.selectFrom("search_alerts").select("confirmed_at").where("id", "=", id).executeTakeFirstOrThrow()).confirmed_at,
  ).toBeNull();
  const res = await worker.fetch(`${link.pathname}${link.search}`, formPost({ id, token: link.searchParams.get("token") ?? "" }));
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toMatch(/^\/suchauftrag\/verwalten\?id=/);
  const alert = await db.selectFrom("search_alerts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  expect(alert.confirmed_at).not.toBeNull();
  // Listings added from now on are new to the alert.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return alert;
}

async function alertListingMails(alertId: string) {
  const db = await worker.db();
  return db
    .selectFrom("search_alert_emails")
    .select(["id", "state"])
    .where("alert_id", "=", alertId)
    .where("template", "=", "alert-listings")
    .execute();
}

async function mailedListingIds(alertId: string): Promise<number[]> {
  const db = await worker.db();
  const rows = await db.selectFrom("search_alert_listings").select("immobilie_id").where("alert_id", "=", alertId).execute();
  return rows.map((row) => row.immobilie_id).sort((a, b) => a - b);
}

async function waitForListingMail(email: string): Promise<SentEmail> {
  return waitFor(async () => mailsTo(email).find((m) => m.headers["list-unsubscribe"]));
}

test("double opt-in, then a feed sync mails the new matching listing with photo, price, HWB/fGEE and link", async () => {
  const email = "sync-alert@example.at";
  const alert = await confirmedAlert(email, "status=SALE&priceMax=400000");
  feedXml = `<?xml version="1.0"?><openimmo><uebertragung umfang="TEIL"/><anbieter><firma>Donau Estate</firma>${feedObject(1, 350000, "Altbauwohnung am Spittelberg")}${feedObject(2, 900000, "Penthouse zu teuer")}</anbieter></openimmo>`;
  await worker.scheduled(FEED_SYNC_CRON);
  const mail = await waitForListingMail(email);
  expect(mail.subject).toBe("Neue passende Immobilie: Altbauwohnung am Spittelberg");
  expect(mail.text).toContain("Altbauwohnung am Spittelberg");
  expect(mail.text).toContain("€\u00a0350.000");
  expect(mail.text).toContain("HWB 42,5\u00a0kWh/m²a");
  expect(mail.text).toContain("fGEE 0,81");
  expect(mail.text).toMatch(/http:\/\/localhost[^\s]*\/immobilien\/8001/);
  expect(mail.text).not.toContain("Penthouse zu teuer");
  expect(mail.html).toMatch(/<img src="http:\/\/localhost[^"]*"/);
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost[^>]*\/suchauftrag\/abmelden\?id=[^>]+>$/);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  // The same sync again: nothing new, no second mail.
  await worker.scheduled(FEED_SYNC_CRON);
  await worker.scheduled(MAIL_SWEEP_CRON);
  expect(await alertListingMails(alert.id)).toHaveLength(1);
});

test("an alert is not mailed before it is confirmed, and an unknown confirm token confirms nothing", async () => {
  const email = "unbestaetigt@example.at";
  expect((await signUpForAlert(email, "status=SALE")).status).toBe(303);
  const db = await worker.db();
  const alert = await db.selectFrom("search_alerts").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  const wrong = await worker.fetch(`/suchauftrag/bestaetigen?id=${alert.id}&token=falsch`, formPost({ id: alert.id, token: "falsch" }));
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("Dieser Link ist ungültig oder abgelaufen");
  await insertProperty(db, { objekttitel: "Neu aber unbestätigt", kaufpreis: 200000 });
  await worker.scheduled(MAIL_SWEEP_CRON);
  expect(await alertListingMails(alert.id)).toHaveLength(0);
  expect(
    (await db.selectFrom("search_alerts").select("confirmed_at").where("id", "=", alert.id).executeTakeFirstOrThrow()).confirmed_at,
  ).toBeNull();
});

test("matching follows the listing search: status, district, rooms, price, amenities, active, and only listings added after confirmation", async () => {
  const db = await worker.db();
  const before = await insertProperty(db, {
    objekttitel: "Schon vorher da",
    angebot_typ: "Miete",
    gesamtmietebrutto: 1200,
    kaufpreis: null,
    extraAmenities: ["balkon"],
  });
  const query = "status=RENT&location=Landstra%C3%9Fe&bedrooms=3&priceMax=1500&amenities=balkon";
  const alert = await confirmedAlert("regeln@example.at", query);
  const rent = { angebot_typ: "Miete", gesamtmietebrutto: 1200, kaufpreis: null, extraAmenities: ["balkon"] };
  const match = await insertProperty(db, { ...rent, objekttitel: "Passt genau" });
  const sale = await insertProperty(db, { objekttitel: "Kauf statt Miete", extraAmenities: ["balkon"] });
  const district = await insertProperty(db, { ...rent, objekttitel: "Anderer Bezirk", politischer_bezirk: "Favoriten" });
  const small = await insertProperty(db, { ...rent, objekttitel: "Zu wenige Zimmer", anzahl_zimmer: 2 });
  const pricey = await insertProperty(db, { ...rent, objekttitel: "Zu teuer", gesamtmietebrutto: 2400 });
  const noBalcony = await insertProperty(db, { ...rent, objekttitel: "Ohne Balkon", extraAmenities: [] });
  const inactive = await insertProperty(db, { ...rent, objekttitel: "Nicht aktiv", active: 0 });
  // The search shows the same set among these listings.
  const page = await (await worker.fetch(`/immobilien?${query}`)).text();
  expect(page).toContain("Passt genau");
  for (const other of [sale, district, small, pricey, noBalcony, inactive]) expect(page).not.toContain(other.objekttitel ?? "");
  await worker.scheduled(MAIL_SWEEP_CRON);
  expect(await mailedListingIds(alert.id)).toEqual([match.id]);
  expect(await mailedListingIds(alert.id)).not.toContain(before.id);
  const mail = await waitForListingMail("regeln@example.at");
  expect(mail.text).toContain("Passt genau");
  expect(mail.text).toContain("€\u00a01.200");
});

test("nothing new matched: no mail", async () => {
  const db = await worker.db();
  const alert = await confirmedAlert("nichts-neues@example.at", "status=SALE&priceMin=5000000");
  await insertProperty(db, { objekttitel: "Zu günstig für diese Suche", kaufpreis: 400000 });
  await worker.scheduled(MAIL_SWEEP_CRON);
  expect(await alertListingMails(alert.id)).toHaveLength(0);
  expect(
    (await db.selectFrom("search_alerts").select("last_notified_at").where("id", "=", alert.id).executeTakeFirstOrThrow()).last_notified_at,
  ).toBeNull();
});

test("a mail lists at most ten listings and names the rest; all of them count as announced", async () => {
  const db = await worker.db();
  const alert = await confirmedAlert("zehn@example.at", "keyword=Zehnertest");
  for (let i = 1; i <= 12; i++) await insertProperty(db, { objekttitel: `Zehnertest Wohnung ${i}`, kaufpreis: 250000 + i });
  await worker.scheduled(MAIL_SWEEP_CRON);
  const mail = await waitForListingMail("zehn@example.at");
  expect(mail.text.match(/^Zehnertest Wohnung \d+$/gm)).toHaveLength(10);
  expect(mail.text).toContain("… und 2 weitere");
  expect(mail.subject).toBe("12 neue passende Immobilien");
  expect(await mailedListingIds(alert.id)).toHaveLength(12);
  expect(await alertListingMails(alert.id)).toHaveLength(1);
});

test("unsubscribe: GET only asks, a one-click POST (RFC 8058) deletes, a wrong token deletes nothing", async () => {
  const db = await worker.db();
  const alert = await confirmedAlert("abmelden@example.at", "status=SALE");
  const token = await manageToken(TEST_SECRETS.SESSION_SECRET, alert);
  const path = `/suchauftrag/abmelden?id=${alert.id}&token=${encodeURIComponent(token)}`;
  const exists = async () =>
    (await db.selectFrom("search_alerts").select("id").where("id", "=", alert.id).executeTakeFirst()) !== undefined;

  const dead = await worker.fetch(`/suchauftrag/abmelden?id=${alert.id}&token=falsch`);
  expect(await dead.text()).toContain("Dieser Link ist ungültig oder abgelaufen");
  const get = await worker.fetch(path);
  expect(get.status).toBe(200);
  expect(await get.text()).toContain("Möchten Sie keine E-Mails zu dieser Suche mehr erhalten?");
  expect(await exists()).toBe(true);

  const wrong = await worker.fetch(`/suchauftrag/abmelden?id=${alert.id}&token=${"x".repeat(43)}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(wrong.status).toBe(404);
  expect(await exists()).toBe(true);

  // A mail provider's one-click request: no Origin, no cookie, id and token in the query string.
  const oneClick = await worker.fetch(path, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(oneClick.status).toBe(200);
  expect(await oneClick.text()).toContain("Sie wurden abgemeldet.");
  expect(await exists()).toBe(false);
});

test("the manage link changes the saved search and deletes the alert; a wrong token shows nothing", async () => {
  const db = await worker.db();
  const alert = await confirmedAlert("verwalten@example.at", "status=SALE&amenities=garten");
  const token = await manageToken(TEST_SECRETS.SESSION_SECRET, alert);
  const path = `/suchauftrag/verwalten?id=${alert.id}&token=${encodeURIComponent(token)}`;
  const wrong = await worker.fetch(`/suchauftrag/verwalten?id=${alert.id}&token=falsch`);
  expect(wrong.status).toBe(404);
  expect(await wrong.text()).not.toContain("verwalten@example.at");
  const page = await worker.fetch(path);
  // The page names the address and carries the token: never cached at the edge.
  expect(page.headers.get("Cache-Control")).toContain("no-store");
  expect(await page.text()).toContain("verwalten@example.at");
  const change = await worker.fetch(path, formPost({ id: alert.id, token, intent: "update", status: "RENT", priceMax: "1800" }));
  expect(change.status).toBe(303);
  const row = await db.selectFrom("search_alerts").select("filters").where("id", "=", alert.id).executeTakeFirstOrThrow();
  expect(new URLSearchParams(row.filters).get("status")).toBe("RENT");
  expect(new URLSearchParams(row.filters).get("priceMax")).toBe("1800");
  expect(new URLSearchParams(row.filters).getAll("amenities")).toEqual(["garten"]);
  const remove = await worker.fetch(path, formPost({ id: alert.id, token, intent: "delete" }));
  expect(remove.status).toBe(303);
  expect(await db.selectFrom("search_alerts").select("id").where("id", "=", alert.id).executeTakeFirst()).toBeUndefined();
});

test("sign-up refuses a bad address, a missing consent and too many requests with German messages", async () => {
  const client = createClient(worker);
  const bad = await client.post("/suchauftrag/speichern", {
    formStartedAt: await pastFormToken(),
    email: "kein-at",
    consent: "on",
    filters: "",
  });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  const noConsent = await client.post("/suchauftrag/speichern", {
    formStartedAt: await pastFormToken(),
    email: "ok@example.at",
    filters: "",
  });
  expect(noConsent.status).toBe(400);
  expect(await noConsent.text()).toContain("Bitte stimmen Sie zu, damit wir Ihnen E-Mails senden dürfen.");
  const limited = createClient(worker);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await signUpForAlert(`limit${i}@example.at`, "status=SALE", limited)).status);
  expect(statuses.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
  expect(statuses[5]).toBe(429);
});

test("the retention cron deletes alerts unconfirmed for seven days, and keeps newer and confirmed ones", async () => {
  const db = await worker.db();
  const now = new Date();
  const row = (id: string, createdAt: Date, confirmed: boolean) => ({
    id,
    email: `${id.slice(0, 8)}@example.at`,
    filters: "status=SALE",
    token_salt: "salt",
    confirm_token_hash: confirmed ? null : "hash",
    confirmed_at: confirmed ? createdAt.toISOString() : null,
    created_at: createdAt.toISOString(),
    updated_at: createdAt.toISOString(),
  });
  const stale = crypto.randomUUID();
  const fresh = crypto.randomUUID();
  const confirmed = crypto.randomUUID();
  await db
    .insertInto("search_alerts")
    .values([
      row(stale, new Date(now.getTime() - 7 * DAY - 60_000), false),
      row(fresh, new Date(now.getTime() - 6 * DAY), false),
      row(confirmed, new Date(now.getTime() - 60 * DAY), true),
    ])
    .execute();
  await worker.scheduled(RETENTION_CRON, now);
  const left = (await db.selectFrom("search_alerts").select("id").where("id", "in", [stale, fresh, confirmed]).execute()).map((r) => r.id);
  expect(left.sort()).toEqual([fresh, confirmed].sort());
});

test("staff list: anonymous visitors go to the login, non-admins are refused, admins see and delete alerts", async () => {
  const alert = await confirmedAlert("staff-liste@example.at", "status=RENT&priceMax=2000");
  const anonymous = await worker.fetch("/admin/suchauftraege");
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("Location")).toMatch(/^\/login/);

  const member = await signedInUser(worker, "mitarbeiter-alerts@example.at");
  const refused = await member.get("/admin/suchauftraege");
  expect(refused.status).toBe(303);
  expect(refused.headers.get("Location")).toBe("/");
  expect((await member.post("/admin/suchauftraege", { intent: "delete", id: alert.id })).status).toBe(303);
  const db = await worker.db();
  expect(await db.selectFrom("search_alerts").select("id").where("id", "=", alert.id).executeTakeFirst()).toBeDefined();

  const admin = await signedInUser(worker, "chefin-alerts@example.at");
  await makeAdmin(worker, "chefin-alerts@example.at");
  const list = await admin.get("/admin/suchauftraege");
  expect(list.status).toBe(200);
  const html = await list.text();
  expect(html).toContain("<h1>Suchaufträge</h1>");
  expect(html).toContain("staff-liste@example.at");
  expect(html).toMatch(/Miete(<!-- -->)? · (<!-- -->)?Preis bis €\u00a02\.000/);
  const crossSite = await admin.post("/admin/suchauftraege", { intent: "delete", id: alert.id }, { Origin: "https://evil.example" });
  expect(crossSite.status).toBe(403);
  expect(await db.selectFrom("search_alerts").select("id").where("id", "=", alert.id).executeTakeFirst()).toBeDefined();
  const removed = await admin.post("/admin/suchauftraege", { intent: "delete", id: alert.id });
  expect(removed.status).toBe(303);
  expect(await db.selectFrom("search_alerts").select("id").where("id", "=", alert.id).executeTakeFirst()).toBeUndefined();
});

test("the search order form's alert option stores an unconfirmed alert from its criteria and sends the opt-in mail", async () => {
  const client = createClient(worker);
  const email = "suchauftrag-formular@example.at";
  const res = await client.post("/immobilien/suchauftrag", {
    formStartedAt: await pastFormToken(),
    marketingType: "kauf",
    usageType: "wohnen",
    "objectTypes.wohnung": "on",
    priceMin: "250.000",
    priceMax: "450000",
    roomsMin: "3",
    areaMin: "70",
    location: "Wien 1190 Döbling",
    salutation: "frau",
    firstName: "Petra",
    lastName: "Suchmann",
    phone: "+43 660 1112233",
    email,
    privacyConsent: "on",
    emailAlert: "on",
  });
  expect(res.status).toBe(303);
  const db = await worker.db();
  const alert = await db.selectFrom("search_alerts").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  expect(alert.confirmed_at).toBeNull();
  expect(Object.fromEntries(new URLSearchParams(alert.filters))).toEqual({
    propertyType: "apartment",
    status: "SALE",
    priceMin: "250000",
    priceMax: "450000",
    bedrooms: "3",
    livingAreaMin: "70",
  });
  const mail = await waitFor(async () => mailsTo(email).find((m) => m.subject.includes("bestätigen")));
  expect(mail.text).toContain("Kauf · Wohnung · Preis €\u00a0250.000 – €\u00a0450.000 · ab 3 Zimmer · Wohnfläche ab 70\u00a0m²");
  // Without the option: no alert.
  const other = "ohne-alert@example.at";
  await createClient(worker).post("/immobilien/suchauftrag", {
    formStartedAt: await pastFormToken(),
    marketingType: "miete",
    usageType: "wohnen",
    location: "Wien",
    salutation: "herr",
    firstName: "Paul",
    lastName: "Ohne",
    phone: "+43 660 1112234",
    email: other,
    privacyConsent: "on",
  });
  expect(await db.selectFrom("search_alerts").select("id").where("email", "=", other).executeTakeFirst()).toBeUndefined();
});

test("with no search orders the staff list says where they come from, with a link to the public form", async () => {
  const db = await worker.db();
  await db.deleteFrom("search_alert_emails").execute();
  await db.deleteFrom("search_alert_listings").execute();
  await db.deleteFrom("search_alerts").execute();
  // Suchauftrag leads are search orders too (ADR 0390): the earlier tests' leads go as well.
  await db.deleteFrom("inquiry_emails").execute();
  await db.deleteFrom("inquiry_events").execute();
  await db.deleteFrom("crm_handovers").execute();
  await db.deleteFrom("inquiries").where("kind", "=", "search_order").execute();
  const admin = await signedInUser(worker, "chefin-leer@example.at");
  await makeAdmin(worker, "chefin-leer@example.at");
  const html = (await (await admin.get("/admin/suchauftraege")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("<h2>Noch keine Suchaufträge</h2>");
  expect(html).toContain('<a href="/immobilien/suchauftrag">Suchauftrag</a>');
  expect(html).toContain("Jede Suchauftrag-Anfrage erscheint hier, mit oder ohne E-Mail-Benachrichtigung.");
});
