// Second factor for every admin (ASVS 5.0 V6.3.3, V6.5.1, V6.5.2, V6.2): password, then a TOTP or
// recovery code, then a session. Without a second factor an admin reaches only /admin/konto.
import { Secret, TOTP } from "otpauth";
import { expect, test } from "vitest";
import { expectAdminOnly, staffRoles } from "./admin-matrix";
import {
  type Client,
  createClient,
  enrolmentOf,
  makeAdmin,
  nextTotpCode,
  pendingSecretFrom,
  recoveryCodesFrom,
  signedInUser,
  signIn,
} from "./auth-helpers";
import { signedSessionCookie } from "./auth-session-helpers";
import { startWorker } from "./harness";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";
const STEP = "/login/zweiter-faktor";

async function userRow(email: string) {
  const db = await worker.db();
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

function codeFor(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** Password step from a fresh client: lands on the code step with no signed-in session. */
async function passwordStep(email: string): Promise<Client> {
  const client = createClient(worker);
  const res = await signIn(client, email, PASSWORD);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(STEP);
  return client;
}

test("an admin without a second factor reaches no admin page but /admin/konto (V6.3.3)", async () => {
  const email = "zwei.pflicht@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email, { secondFactor: false });
  for (const path of ["/admin", "/admin/inquiries", "/admin/protokoll", "/admin/blog"]) {
    const res = await admin.get(path);
    expect([res.status, res.headers.get("Location")], path).toEqual([303, "/admin/konto"]);
  }
  // Actions too: the sync is not started.
  const post = await admin.post("/admin/technik", { intent: "sync" });
  expect(post.headers.get("Location")).toBe("/admin/konto");
  const page = await admin.get("/admin/konto");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Zwei-Faktor-Anmeldung einrichten");
  expect(html).toContain("Richten Sie sie jetzt ein");
});

test("setting up: QR code, otpauth URI and key; a wrong code is refused; recovery codes are shown once", async () => {
  const email = "zwei.einrichten@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email, { secondFactor: false });
  expect((await admin.post("/admin/konto", { intent: "totp-start" })).status).toBe(303);
  const html = await (await admin.get("/admin/konto")).text();
  const secret = pendingSecretFrom(html);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(html).toContain(`otpauth://totp/Donau%20Estate:zwei.einrichten%40example.com?issuer=Donau%20Estate&amp;secret=${secret}`);
  expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="QR-Code für die Authenticator-App"/);
  // Not active yet: the admin area stays closed until the first code proves the app has the key.
  expect((await admin.get("/admin")).headers.get("Location")).toBe("/admin/konto");
  const wrong = await admin.post("/admin/konto", { intent: "totp-confirm", code: "000000" });
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("Der Code stimmt nicht.");
  const ok = await admin.post("/admin/konto", { intent: "totp-confirm", code: codeFor(secret) });
  expect(ok.status).toBe(200);
  const okHtml = await ok.text();
  const codes = recoveryCodesFrom(okHtml);
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  expect(okHtml).toContain("sie werden nur dieses eine Mal angezeigt.");
  // This session goes on with the second factor; the codes are not shown again.
  const after = await admin.get("/admin/konto");
  expect(after.status).toBe(200);
  const afterHtml = (await after.text()).replaceAll("<!-- -->", "");
  expect(recoveryCodesFrom(afterHtml)).toEqual([]);
  expect(afterHtml).toContain("Unbenutzte Wiederherstellungscodes: <strong>10</strong>");
  expect((await admin.get("/admin")).status).toBe(200);
  // At rest: the secret is ciphertext, the codes are SHA-256 hashes.
  const row = await userRow(email);
  expect(row.totp_secret).toMatch(/^enc:v1:/);
  expect(row.totp_secret).not.toContain(secret);
  expect(row.totp_pending_secret).toBeNull();
  const db = await worker.db();
  const stored = await db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", row.id).execute();
  expect(stored).toHaveLength(10);
  for (const { code_hash } of stored) expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.stringify(stored)).not.toContain(codes[0]?.replaceAll("-", "").slice(0, 8));
});

test("sign-in: the password alone opens nothing; the code signs in once (V6.5.1)", async () => {
  const email = "zwei.anmelden@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const client = await passwordStep(email);
  // Pending is not signed in.
  expect((await client.get("/admin")).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  const page = await client.get(STEP);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("<h1>Bestätigungscode</h1>");
  const wrong = await client.post(STEP, { code: "123456" });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).toContain("Der Code stimmt nicht oder wurde schon verwendet.");
  const code = await nextTotpCode(email);
  const ok = await client.post(STEP, { code });
  expect([ok.status, ok.headers.get("Location")]).toEqual([302, "/admin"]);
  expect((await client.get("/admin")).status).toBe(200);
  // The same code again (seen over a shoulder) is refused.
  const replay = await passwordStep(email);
  expect((await replay.post(STEP, { code })).status).toBe(401);
});

test("a recovery code signs in once and is used up", async () => {
  const email = "zwei.wiederherstellen@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const recovery = enrolmentOf(email)?.recoveryCodes[0] ?? "";
  const client = await passwordStep(email);
  // Typed in upper case with spaces: still the same code.
  const ok = await client.post(STEP, { code: recovery.toUpperCase().replaceAll("-", " ") });
  expect([ok.status, ok.headers.get("Location")]).toEqual([302, "/admin"]);
  expect((await client.get("/admin")).status).toBe(200);
  const again = await passwordStep(email);
  expect((await again.post(STEP, { code: recovery })).status).toBe(401);
  const db = await worker.db();
  const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "security.recovery-code.used").executeTakeFirstOrThrow();
  expect(entry.summary).toBe("Wiederherstellungscode verwendet; noch 9 übrig");
});

test("a session without the second factor does not count for an account that has one", async () => {
  const email = "zwei.umgehen@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const row = await userRow(email);
  const now = Date.now();
  const forged = createClient(worker);
  forged.setCookie(await signedSessionCookie({ userId: row.id, sessionVersion: row.session_version, issuedAt: now, lastSeenAt: now }));
  expect((await forged.get("/admin")).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  // A pending step older than five minutes is over too.
  const stale = createClient(worker);
  stale.setCookie(await signedSessionCookie({ pendingUserId: row.id, pendingAt: now - 6 * 60_000, pendingRedirectTo: "/admin" }));
  expect((await stale.get(STEP)).headers.get("Location")).toBe("/login");
  expect((await stale.post(STEP, { code: await nextTotpCode(email) })).headers.get("Location")).toBe("/login");
});

test("wrong codes are throttled like wrong passwords", async () => {
  const email = "zwei.raten@example.com";
  await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const client = await passwordStep(email);
  for (let i = 0; i < 5; i++) expect((await client.post(STEP, { code: `00000${i}` })).status).toBe(401);
  const slowed = await client.post(STEP, { code: await nextTotpCode(email) });
  expect(slowed.status).toBe(429);
  expect(await slowed.text()).toContain("Zu viele fehlgeschlagene Anmeldeversuche");
});

test("a secret copied onto another account does not open there", async () => {
  const [a, b] = ["zwei.kopie.a@example.com", "zwei.kopie.b@example.com"];
  for (const email of [a, b]) {
    await signedInUser(worker, email);
    await makeAdmin(worker, email);
  }
  const db = await worker.db();
  const rowA = await userRow(a);
  await db.updateTable("users").set({ totp_secret: rowA.totp_secret }).where("email", "=", b).execute();
  const client = await passwordStep(b);
  const secretA = enrolmentOf(a)?.secret ?? "";
  expect((await client.post(STEP, { code: codeFor(secretA, 1) })).status).toBe(401);
});

test("new recovery codes need a current code and void the old ones", async () => {
  const email = "zwei.neu@example.com";
  const admin = await signedInUser(worker, email);
  await makeAdmin(worker, email);
  const old = enrolmentOf(email)?.recoveryCodes[0] ?? "";
  expect((await admin.post("/admin/konto", { intent: "recovery-codes", code: "000000" })).status).toBe(400);
  const res = await admin.post("/admin/konto", { intent: "recovery-codes", code: await nextTotpCode(email) });
  expect(res.status).toBe(200);
  expect(recoveryCodesFrom(await res.text())).toHaveLength(10);
  const client = await passwordStep(email);
  expect((await client.post(STEP, { code: old })).status).toBe(401);
});

test("the second-factor actions on /admin/konto are admin-only and check the origin", async () => {
  const roles = await staffRoles(worker);
  const forms: Record<string, string>[] = [
    { intent: "totp-start" },
    { intent: "totp-confirm", code: "000000" },
    { intent: "recovery-codes", code: "000000" },
  ];
  for (const fields of forms) {
    const res = await expectAdminOnly(roles, (client, headers) => client.post("/admin/konto", fields, headers));
    expect([303, 400], fields.intent).toContain(res.status);
  }
});
