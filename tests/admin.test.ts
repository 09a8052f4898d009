import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { type Client, createClient, enrolSecondFactor, makeAdmin, signedInUser } from "./auth-helpers";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker({ vars: { ADMIN_EMAILS: "chefin@example.com" } });

const ACCESS_DENIED = "Für diese Seite brauchen Sie Administratorrechte.";

async function toastAfter(client: Client, res: Response): Promise<string> {
  const location = res.headers.get("Location") ?? "/";
  return (await client.get(location)).text();
}

/** Every admin entry point: the loaders and each action intent, as a direct POST. */
const ADMIN_POSTS: [string, Record<string, string>][] = [
  ["/admin/technik", { intent: "sync" }],
  ["/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/export.xml", password: "" }],
  // "Admin-Rechte vergeben" lives in Team → Zugänge (ADR 0369).
  ["/admin/team?index", { intent: "set-admin", email: "someone@example.com", adminKey: TEST_SECRETS.ADMIN_KEY }],
  ["/admin/inquiries", { intent: "resend", inquiryId: "x" }],
];

test("anonymous visitors are sent to /login with redirectTo, for loaders and every action", async () => {
  const anon = createClient(worker);
  for (const path of ["/admin", "/admin/inquiries?page=2", "/admin/setup"]) {
    const res = await anon.get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  for (const [path, fields] of [
    ...ADMIN_POSTS,
    ["/admin/setup", { intent: "set-admin", email: "a@example.com", adminKey: "k" }] as const,
  ]) {
    const res = await anon.post(path, fields);
    expect(res.status, `${path} ${fields.intent}`).toBe(302);
    // An index route's "?index" is React Router's, not the page's: the way back leaves it out.
    expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path.replace(/\?index$/, ""))}`);
  }
  const db = await worker.db();
  expect(await db.selectFrom("api_credentials").selectAll().execute()).toEqual([]);
});

test("a signed-in non-admin gets 'Zugriff verweigert' on / for the loaders and every action", async () => {
  const user = await signedInUser(worker, "mitarbeiter@example.com");
  for (const path of ["/admin", "/admin/inquiries"]) {
    const res = await user.get(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    const home = await toastAfter(user, res);
    expect(home).toContain("Zugriff verweigert");
    expect(home).toContain(ACCESS_DENIED);
  }
  for (const [path, fields] of ADMIN_POSTS) {
    const res = await user.post(path, fields);
    expect(res.status, `${path} ${fields.intent}`).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    expect(await toastAfter(user, res)).toContain("Zugriff verweigert");
  }
  const db = await worker.db();
  expect(await db.selectFrom("api_credentials").selectAll().execute()).toEqual([]);
  const someone = await db.selectFrom("profiles").select("role").where("role", "=", "admin").execute();
  expect(someone).toEqual([]);
});

test("an admin sees the Übersicht with the missing-feed panel and the way to Technik, where the sitemap is", async () => {
  const admin = await signedInUser(worker, "admin.panel@example.com");
  await makeAdmin(worker, "admin.panel@example.com");
  const res = await admin.get("/admin");
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  const html = await res.text();
  expect(html).toContain("<h1>Übersicht</h1>");
  expect(html).toContain("admin.panel@example.com");
  expect(html).toContain("Abmelden");
  // ADR 0365: the Übersicht only says in one row of "Heute" that the feed needs someone, and where.
  expect(html).toContain("Es ist keine Feed-URL für den Immobilien-Import hinterlegt.");
  expect(html).toContain('<a href="/admin/technik#sync-title">Immobilien-Feed einrichten</a>');
  expect(html).not.toContain("Nichts fällig");
  expect(html).not.toContain("Admin-Rechte vergeben");
  expect(html).not.toContain("Jetzt synchronisieren");
  // The admin-key form is in Team → Zugänge (ADR 0369).
  expect(await (await admin.get("/admin/team")).text()).toContain('<h3 id="admin-setup-title">Admin-Rechte vergeben</h3>');
  // ADR 0180: the feed settings and the sitemap tools moved to /admin/technik.
  expect(html).not.toContain("Seitenverzeichnis für Suchmaschinen (Sitemap)");
  expect(html).not.toContain("Feed-URL hinterlegen</summary>");
  const technik = await admin.get("/admin/technik");
  expect(technik.status).toBe(200);
  expect(technik.headers.get("Cache-Control")).toBe("private, no-store");
  const page = await technik.text();
  expect(page).toContain("<h1>Technik</h1>");
  expect(page).toContain("Fehlende Feed-URL Konfiguration");
  expect(page).toContain("Feed-URL hinterlegen</summary>");
  expect(page).toContain("Seitenverzeichnis für Suchmaschinen (Sitemap)");
});

test("an address in ADMIN_EMAILS is admin without a profile role", async () => {
  const chefin = await signedInUser(worker, "Chefin@Example.com");
  const db = await worker.db();
  const profile = await db
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.id")
    .select("profiles.role")
    .where("users.email", "=", "chefin@example.com")
    .executeTakeFirst();
  expect(profile?.role).not.toBe("admin");
  // An admin by address needs the second factor like any admin (ADR 0105).
  expect((await chefin.get("/admin")).headers.get("Location")).toBe("/admin/konto");
  await enrolSecondFactor(chefin, "Chefin@Example.com");
  const res = await chefin.get("/admin");
  expect(res.status).toBe(200);
  // The panel itself, not a page that merely answers 200: the match is case-insensitive.
  const html = await res.text();
  expect(html).toContain("<h1>Übersicht</h1>");
  expect(html).toContain("Abmelden");
});

test("admin actions refuse cross-site requests with 403 before anything runs", async () => {
  const admin = await signedInUser(worker, "admin.csrf@example.com");
  await makeAdmin(worker, "admin.csrf@example.com");
  const res = await worker.fetch("/admin/technik", {
    method: "POST",
    body: new URLSearchParams({ intent: "save-feed", feedUrl: "https://evil.example/feed.xml" }).toString(),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: admin.cookie(),
      "Sec-Fetch-Site": "cross-site",
    },
  });
  expect(res.status).toBe(403);
  const db = await worker.db();
  expect(await db.selectFrom("api_credentials").selectAll().execute()).toEqual([]);
});

test("an admin stores the feed URL and password; the page masks credentials and never shows the password", async () => {
  const admin = await signedInUser(worker, "admin.feed@example.com");
  await makeAdmin(worker, "admin.feed@example.com");
  const bad = await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "ftp://feed.example/x.xml", password: "" });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Bitte geben Sie eine gültige URL ein (http oder https).");
  const notUrl = await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "kein url", password: "" });
  expect(notUrl.status).toBe(400);

  const res = await admin.post("/admin/technik", {
    intent: "save-feed",
    feedUrl: "https://kunde:geheim1@api.feed.example/export.xml?apikey=abc123",
    password: "basic-pass-42",
  });
  expect(res.status).toBe(303);
  const html = await toastAfter(admin, res);
  expect(html).toContain("Feed-Konfiguration gespeichert");
  // The password in the URL is taken out of it and stored encrypted with the typed one winning.
  expect(html).toContain("https://***@api.feed.example/export.xml?apikey=***");
  expect(html).not.toContain("geheim1");
  expect(html).not.toContain("abc123");
  expect(html).not.toContain("basic-pass-42");
  expect(html).toContain("Passwort: <!-- -->gesetzt (verschlüsselt)");
  expect(html).toContain("Jetzt synchronisieren");
  expect(html).not.toContain("Fehlende Feed-URL Konfiguration");
  expect(html).toContain("Nie");

  // An empty password field keeps the stored password.
  await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "https://api.feed.example/v2.xml", password: "" });
  const db = await worker.db();
  const row = await db.selectFrom("api_credentials").select(["username", "password"]).executeTakeFirstOrThrow();
  expect(row.username).toBe("https://api.feed.example/v2.xml");
  expect(row.password).toMatch(/^enc:v1:/);
  expect(row.password).not.toContain("basic-pass-42");
});

test("the sync card shows status, German last-sync time, item count, error banner and recent runs", async () => {
  const admin = await signedInUser(worker, "admin.status@example.com");
  await makeAdmin(worker, "admin.status@example.com");
  const db = await worker.db();
  await db
    .insertInto("api_credentials")
    .values({ service_name: "justimmo", username: "https://api.feed.example/v2.xml", password: "" })
    .onConflict((oc) => oc.column("service_name").doNothing())
    .execute();
  await db
    .insertInto("sync_status")
    .values({
      id: "justimmo",
      status: "error",
      last_sync_at: "2026-07-01T10:05:00.000Z",
      items_processed: 0,
      error_message: "Feed antwortete mit HTTP 401",
    })
    .onConflict((oc) => oc.column("id").doUpdateSet({ status: "error" }))
    .execute();
  await db
    .insertInto("sync_runs")
    .values({ trigger: "cron", status: "error", started_at: "2026-07-01T10:05:00.000Z", error_message: "Feed antwortete mit HTTP 401" })
    .execute();
  // The sync card is Technik's (ADR 0180, 0365); the Übersicht says in one row that the last run failed.
  const overview = await (await admin.get("/admin")).text();
  expect(overview).toContain("Feed-Abgleich fehlgeschlagen");
  expect(overview).toContain("Die letzte Synchronisierung ist fehlgeschlagen: Feed antwortete mit HTTP 401");
  expect(overview).not.toContain("Verarbeitete Objekte");
  let html = await (await admin.get("/admin/technik")).text();
  expect(html).toContain("Fehler");
  expect(html).toContain("01.07.2026, 12:05");
  expect(html).toContain("Feed antwortete mit HTTP 401");
  expect(html).toContain("Verarbeitete Objekte");
  expect(html).toContain("Letzte Läufe");
  expect(html).toContain("Zeitplan");

  await db.updateTable("sync_status").set({ status: "success", items_processed: 7, error_message: null }).execute();
  html = await (await admin.get("/admin/technik")).text();
  expect(html).toContain("Erfolgreich");
  expect(await (await admin.get("/admin")).text()).not.toContain("Feed-Abgleich fehlgeschlagen");
  await db.updateTable("sync_status").set({ status: "partial", items_processed: null }).execute();
  html = await (await admin.get("/admin/technik")).text();
  expect(html).toContain("Teilweise erfolgreich");
  expect(html).not.toContain("Verarbeitete Objekte");
});

test("the sync button runs the real sync against the stored feed URL and reports the outcome", async () => {
  let status = 200;
  const fixture = readFileSync("tests/fixtures/openimmo/justimmo-api-v1-realty-list-7-objects.xml");
  const server = createServer((_req, res) => {
    res.writeHead(status, { "Content-Type": "application/xml" });
    res.end(status === 200 ? fixture : "kaputt");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const admin = await signedInUser(worker, "admin.sync@example.com");
    await makeAdmin(worker, "admin.sync@example.com");
    await admin.post("/admin/technik", { intent: "save-feed", feedUrl: `http://127.0.0.1:${port}/feed.xml`, password: "" });

    // The sync is started on Technik (ADR 0365: the Übersicht has no feed card any more).
    const ok = await admin.post("/admin/technik", { intent: "sync" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/admin/technik");
    const html = (await toastAfter(admin, ok)).replaceAll("<!-- -->", "");
    expect(html).toContain("Synchronisierung erfolgreich");
    expect(html).toMatch(/Erfolgreich|Teilweise erfolgreich/);
    expect(html).toContain("Verarbeitete Objekte");
    // Technik starts the same sync and comes back to itself, with the run in its table.
    const again = await admin.post("/admin/technik", { intent: "sync" });
    expect(again.headers.get("Location")).toBe("/admin/technik");
    const technik = (await toastAfter(admin, again)).replaceAll("<!-- -->", "");
    expect(technik).toContain("Synchronisierung erfolgreich");
    expect(technik).toContain("<td>Admin</td>");
    const db = await worker.db();
    const run = await db
      .selectFrom("sync_runs")
      .select(["trigger", "items_processed"])
      .where("trigger", "=", "admin")
      .executeTakeFirstOrThrow();
    expect(run.items_processed).toBe(7);

    status = 500;
    const failed = await admin.post("/admin/technik", { intent: "sync" });
    const page = await toastAfter(admin, failed);
    expect(page).toContain("Synchronisierung fehlgeschlagen");
    expect(page).toContain('class="staff-alert staff-alert-error" role="alert"');
    expect(page).toContain("Fehler");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test("the sitemap tool renders the XML with a 200-character preview (GET, works without JavaScript)", async () => {
  const admin = await signedInUser(worker, "admin.sitemap@example.com");
  await makeAdmin(worker, "admin.sitemap@example.com");
  const html = await (await admin.get("/admin/technik?sitemap=generate")).text();
  expect(html).toContain("Sitemap erzeugt");
  expect(html).toContain("&lt;urlset");
  expect(html).toContain('href="/sitemap.xml" download="sitemap.xml"');
  const preview = /<pre class="staff-pre" data-testid="sitemap-preview"[^>]*>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? "";
  const text = preview.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
  expect(text).toHaveLength(200);
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  // The copy and live-test buttons need JavaScript and are not server-rendered (their labels are
  // loader data, so only the buttons are looked for).
  expect(html).not.toMatch(/<button[^>]*>In die Zwischenablage kopieren/);
  expect(html).not.toMatch(/<button[^>]*>Abruf wie eine Suchmaschine prüfen/);
  expect(html).toMatch(/<button[^>]*>Sitemap prüfen<\/button>/);
});
