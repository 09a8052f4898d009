// Security events (ASVS 5.0 V16.3.1, V16.3.2): sign-ins, throttling, wrong ADMIN_KEY, access
// denied and failed admin-started syncs each leave a JSON log line with hashed identifiers, and
// the admin-relevant ones are in the Protokoll.
import { expect, test, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { logSecurityEvent, logTag } from "~/server/accounts/security-log.server";
import { createClient, makeAdmin, signedInUser, signIn, signInFully } from "./auth-helpers";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();

async function auditEntries(action: string) {
  const db = await worker.db();
  return db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
}

test("a security event is one JSON line with keyed-hash tags, never the address or e-mail (V16.3.1)", async () => {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  const audited: unknown[] = [];
  const db = { insertInto: () => ({ values: (row: unknown) => ({ execute: async () => audited.push(row) }) }) } as unknown as Db;
  const context = { env: { SESSION_SECRET: TEST_SECRETS.SESSION_SECRET }, db, now: () => new Date("2026-11-25T01:00:00Z") };
  await logSecurityEvent(context as never, {
    event: "login.failure",
    email: "Chefin@Example.com",
    client: "198.51.100.7",
    reason: "wrong-password",
  });
  vi.restoreAllMocks();
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0] ?? "");
  expect(line).toEqual({
    type: "security",
    event: "login.failure",
    at: "2026-11-25T01:00:00.000Z",
    account: await logTag(TEST_SECRETS.SESSION_SECRET, "chefin@example.com"),
    client: await logTag(TEST_SECRETS.SESSION_SECRET, "198.51.100.7"),
    reason: "wrong-password",
  });
  expect(lines[0]).not.toContain("hefin");
  expect(lines[0]).not.toContain("198.51.100.7");
  // Without `audit` nothing goes to the Protokoll.
  expect(audited).toEqual([]);
});

test("sign-in failures on a real account and an admin's sign-in are in the Protokoll; unknown accounts are not", async () => {
  const email = "protokoll.login@example.com";
  const client = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  expect((await signIn(createClient(worker, client.address), email, "falsches-passwort-1")).status).toBe(401);
  expect((await signIn(createClient(worker), "niemand@example.com", "falsches-passwort-1")).status).toBe(401);
  const failures = await auditEntries("security.login.failure");
  expect(failures.map((e) => [e.entity, e.actor_email, e.summary])).toEqual([
    ["security", email, "Anmeldung fehlgeschlagen (falsches Passwort)"],
  ]);
  const signedIn = await signInFully(createClient(worker, client.address), email);
  expect(signedIn.headers.get("Location")).toBe("/admin");
  const successes = await auditEntries("security.login.success");
  expect(successes.map((e) => [e.actor_email, e.summary])).toEqual([[email, "Angemeldet (Passwort und Authenticator-App)"]]);
});

test("a slowed-down sign-in is logged", async () => {
  const email = "protokoll.sperre@example.com";
  await signedInUser(worker, email);
  const guesser = createClient(worker, "192.0.2.77");
  for (let i = 0; i < 5; i++) await signIn(guesser, email, `raten-${i}-abc`);
  expect((await signIn(guesser, email, "raten-x-abc")).status).toBe(429);
  const entries = await auditEntries("security.login.failure");
  expect(entries.at(-1)?.summary).toContain("Wartezeit aktiv");
});

test("a wrong ADMIN_KEY is logged and shown in the Protokoll, never the key", async () => {
  const user = await signedInUser(worker, "protokoll.schluessel@example.com");
  await user.post("/admin/setup", { intent: "set-admin", email: "protokoll.schluessel@example.com", adminKey: "falscher-schluessel-123" });
  const [entry] = await auditEntries("security.admin-key.failure");
  expect(entry?.actor_email).toBe("protokoll.schluessel@example.com");
  expect(entry?.summary).toBe("Falscher Admin-Schlüssel eingegeben (Ziel: protokoll.schluessel@example.com)");
  expect(JSON.stringify(entry)).not.toContain("falscher-schluessel-123");
});

test("access denied to a signed-in non-admin is logged and in the Protokoll", async () => {
  const user = await signedInUser(worker, "protokoll.kein.admin@example.com");
  const res = await user.get("/admin/inquiries");
  expect(res.headers.get("Location")).toBe("/");
  const [entry] = await auditEntries("security.access.denied");
  expect(entry?.summary).toBe("Zugriff verweigert (kein Admin): GET /admin/inquiries");
  // Once an admin, the Protokoll shows it in plain German (ADR 0357; off the Übersicht by ADR 0365).
  await makeAdmin(worker, "protokoll.kein.admin@example.com");
  const protokoll = (await (await user.get("/admin/protokoll?entity=security")).text()).replaceAll("<!-- -->", "");
  expect(protokoll).toContain("Zugriff auf die Verwaltung ohne Admin-Rechte verweigert");
  expect(protokoll).not.toContain("GET /admin");
  expect(await (await user.get("/admin")).text()).not.toContain("Zugriff auf die Verwaltung ohne Admin-Rechte verweigert");
});

test("a failed admin-started sync is logged, and the Protokoll shows the security area", async () => {
  const email = "protokoll.sync@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  // Nothing listens on port 9: the feed cannot be fetched.
  await admin.post("/admin/technik", { intent: "save-feed", feedUrl: "http://127.0.0.1:9/feed.xml", password: "" });
  await admin.post("/admin/technik", { intent: "sync" });
  const [entry] = await auditEntries("security.sync.failure");
  expect(entry?.actor_email).toBe(email);
  expect(entry?.summary).toMatch(/^Synchronisierung fehlgeschlagen: /);
  const page = await admin.get("/admin/protokoll?entity=security");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<option value="security" selected="">Sicherheit</option>');
  expect(html).toContain("Synchronisierung fehlgeschlagen");
  // Stored with verb and path (evidence), shown in plain German on both pages (ADR 0357).
  expect(html).toContain("Zugriff auf die Verwaltung ohne Admin-Rechte verweigert");
  expect(html).not.toMatch(/kein Admin\)|GET \/admin/);
});

test("the tags are a keyed hash: another SESSION_SECRET gives other tags", async () => {
  const a = await logTag(TEST_SECRETS.SESSION_SECRET, "x@example.com");
  const b = await logTag("another-session-secret-0123456789", "x@example.com");
  expect(a).not.toBe(b);
  expect(await logTag(TEST_SECRETS.SESSION_SECRET, "X@Example.com")).toBe(a);
});
