// Account security: session limits and versions, credentials and the admin key, each test against
// the gap it closes.
import { expect, test } from "vitest";
import { hashPassword } from "~/server/accounts/password.server";
import { changePassword } from "~/server/accounts/users.queries.server";
import { type Client, createClient, openVerificationLink, signedInUser, signIn, signUp, verificationLinkFor } from "./auth-helpers";
import { readSessionCookie, signedSessionCookie } from "./auth-session-helpers";
import { formPost, startWorker, TEST_SECRETS } from "./harness";
import { waitFor } from "./leads-helpers";

const worker = startWorker();

const MINUTE = 60_000;
const SIGNED_OUT = "/login?redirectTo=%2Fadmin%2Fsetup";

/** Signed in: /admin/setup (any signed-in user) answers 200; signed out: off to /login. */
async function expectSignedIn(client: Client, signedIn: boolean, label = "") {
  const res = await client.get("/admin/setup");
  if (signedIn) expect(res.status, label).toBe(200);
  else expect([res.status, res.headers.get("Location")], label).toEqual([302, SIGNED_OUT]);
}

async function userRow(email: string) {
  const db = await worker.db();
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
}

// ---- item 1: pre-registration takeover ---------------------------------------------------------

test("a sign-up over someone else's pending one cannot be confirmed by the owner's click: the page asks for her password", async () => {
  const email = "kollegin@example.com";
  const owner = createClient(worker);
  expect((await signUp(owner, email, "kollegin-passwort")).status).toBe(303);
  const ownLink = await verificationLinkFor(worker, email);
  // Someone else signs up with her address afterwards: the newest link now carries their password.
  const other = createClient(worker);
  expect((await signUp(other, email, "fremdes-passwort")).status).toBe(303);
  // Her first mail may still be the newest file for a moment: wait for the second one.
  const link = await waitFor(async () => {
    const newest = await verificationLinkFor(worker, email);
    return newest !== ownLink ? newest : null;
  });
  // She opens the newest mail and types her own password: refused, nothing verified, link kept.
  const refused = await openVerificationLink(owner, link, "kollegin-passwort");
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Das Passwort passt nicht zu dieser Registrierung.");
  expect(html).toMatch(/<input[^>]*id="verify-password"[^>]*aria-invalid="true"/);
  expect((await userRow(email)).email_verified_at).toBeNull();
  expect((await signIn(createClient(worker), email, "fremdes-passwort")).status).toBe(401);
  // Guessing the password on the page is limited per account.
  for (let i = 0; i < 9; i++) await openVerificationLink(other, link, `falsch-${i}`);
  expect((await openVerificationLink(other, link, "fremdes-passwort")).status).toBe(429);
  expect((await userRow(email)).email_verified_at).toBeNull();
});

test("a second sign-up for an unverified address replaces the first password and voids its link", async () => {
  const email = "mitarbeiterin@example.com";
  const attacker = createClient(worker);
  expect((await signUp(attacker, email, "angreifer-passwort")).status).toBe(303);
  const attackerLink = await verificationLinkFor(worker, email);

  // The real owner signs up later and gets her own link.
  const owner = createClient(worker);
  expect((await signUp(owner, email, "besitzerin-passwort")).status).toBe(303);
  const ownerLink = await verificationLinkFor(worker, email);
  expect(ownerLink).not.toBe(attackerLink);

  // The first link no longer verifies anything.
  await openVerificationLink(attacker, attackerLink, "angreifer-passwort");
  expect(await (await attacker.get("/login")).text()).toContain("Bestätigung fehlgeschlagen");
  expect((await userRow(email)).email_verified_at).toBeNull();

  await openVerificationLink(owner, ownerLink, "besitzerin-passwort");
  expect(await (await owner.get("/login")).text()).toContain("E-Mail-Adresse bestätigt");
  // Only the owner's password opens the account.
  expect((await signIn(createClient(worker), email, "angreifer-passwort")).status).toBe(401);
  expect((await signIn(owner, email, "besitzerin-passwort")).status).toBe(302);
});

test("verifying deletes every verification token of the user", async () => {
  const email = "alle-tokens@example.com";
  const client = createClient(worker);
  await signUp(client, email, "passwort-123-abc");
  const user = await userRow(email);
  const db = await worker.db();
  // A second live token, as a sign-up before the fix (or a race) would have left behind.
  await db
    .insertInto("verification_tokens")
    .values({ token_hash: "f".repeat(64), user_id: user.id, expires_at: "2999-01-01T00:00:00.000Z", created_at: new Date().toISOString() })
    .execute();
  expect((await openVerificationLink(client, await verificationLinkFor(worker, email), "passwort-123-abc")).status).toBe(303);
  const left = await db.selectFrom("verification_tokens").select("token_hash").where("user_id", "=", user.id).execute();
  expect(left).toEqual([]);
});

test("sign-up mails to one address are limited to 3 per hour, from any client address", async () => {
  const email = "postfach@example.com";
  for (let i = 0; i < 3; i++) expect((await signUp(createClient(worker), email, `passwort-${i}-xyz`)).status).toBe(303);
  const blocked = await signUp(createClient(worker), email, "passwort-4-xyz");
  expect(blocked.status).toBe(429);
  expect(await blocked.text()).toContain("Zu viele Versuche");
  const db = await worker.db();
  const mails = await db
    .selectFrom("inquiries")
    .select("id")
    .where("kind", "=", "verification")
    .where("sender_email", "=", email)
    .execute();
  expect(mails).toHaveLength(3);
});

// ---- item 3: open redirect -------------------------------------------------------------------

const REDIRECT_VECTORS = [
  "/.//evil.example/",
  "/%2e//evil.example",
  "/%2E//evil.example",
  "/a/..//evil.example",
  "/a/%2e%2e//evil.example",
  "/././/evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/.\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%5cevil.example",
  "/%5C/evil.example",
  "https://evil.example/",
  "http:/evil.example",
  "javascript:alert(1)",
];

/** The Location stays on this site and is read by every browser as a path. */
function expectLocalLocation(location: string | null, fallback: string, vector: string) {
  expect(location, vector).not.toBeNull();
  const origin = worker.url().origin;
  expect(new URL(location ?? "", origin).origin, vector).toBe(origin);
  expect(location, vector).toMatch(/^\/(?![/\\]|%2f|%5c)/i);
  expect(location, vector).toBe(fallback);
}

test("sign-in's redirectTo never leads off the site, whatever the normalisation", async () => {
  const client = await signedInUser(worker, "umleitung@example.com");
  // A signed-in visitor of /login is sent on to redirectTo.
  for (const vector of REDIRECT_VECTORS) {
    const res = await client.get(`/login?${new URLSearchParams({ redirectTo: vector })}`);
    expect(res.status, vector).toBe(302);
    expectLocalLocation(res.headers.get("Location"), "/admin", vector);
  }
  // The sign-in form itself, too.
  for (const vector of ["/.//evil.example/", "/%2e//evil.example", "/a/..//evil.example"]) {
    const res = await signIn(createClient(worker), "umleitung@example.com", "sehr-geheim-123", vector);
    expect(res.status, vector).toBe(302);
    expectLocalLocation(res.headers.get("Location"), "/admin", vector);
  }
  // Same-site paths still work.
  const ok = await client.get(`/login?${new URLSearchParams({ redirectTo: "/admin/inquiries?page=2" })}`);
  expect(ok.headers.get("Location")).toBe("/admin/inquiries?page=2");
});

test("the consent form's redirectTo never leads off the site, whatever the normalisation", async () => {
  const origin = worker.url().origin;
  for (const vector of REDIRECT_VECTORS) {
    const res = await worker.fetch("/api/consent", formPost({ choice: "necessary", redirectTo: vector }, { Origin: origin }));
    expect(res.status, vector).toBe(303);
    expectLocalLocation(res.headers.get("Location"), "/", vector);
  }
  const ok = await worker.fetch("/api/consent", formPost({ choice: "all", redirectTo: "/immobilien?page=2" }, { Origin: origin }));
  expect(ok.headers.get("Location")).toBe("/immobilien?page=2");
});

// ---- item 4: sessions ------------------------------------------------------------------------

async function sessionFor(email: string, times: { issuedAt: number; lastSeenAt: number }, version?: number) {
  const user = await userRow(email);
  return signedSessionCookie({ userId: user.id, sessionVersion: version ?? user.session_version, ...times });
}

test("a session idle for more than 30 minutes counts as signed out", async () => {
  const email = "leerlauf@example.com";
  await signedInUser(worker, email);
  const now = Date.now();
  const client = createClient(worker);
  client.setCookie(await sessionFor(email, { issuedAt: now - 40 * MINUTE, lastSeenAt: now - 29 * MINUTE }));
  await expectSignedIn(client, true, "29 minutes idle");
  client.setCookie(await sessionFor(email, { issuedAt: now - 40 * MINUTE, lastSeenAt: now - 31 * MINUTE }));
  await expectSignedIn(client, false, "31 minutes idle");
});

test("a session older than 12 hours counts as signed out however active it is", async () => {
  const email = "absolut@example.com";
  await signedInUser(worker, email);
  const now = Date.now();
  const client = createClient(worker);
  client.setCookie(await sessionFor(email, { issuedAt: now - 11 * 60 * MINUTE, lastSeenAt: now - MINUTE }));
  await expectSignedIn(client, true, "11 hours old");
  client.setCookie(await sessionFor(email, { issuedAt: now - 12 * 60 * MINUTE - MINUTE, lastSeenAt: now - MINUTE }));
  await expectSignedIn(client, false, "12 hours and a minute old");
});

test("a session cookie without the limits inside (the old format) counts as signed out", async () => {
  const email = "altes-format@example.com";
  await signedInUser(worker, email);
  const client = createClient(worker);
  client.setCookie(await signedSessionCookie({ userId: (await userRow(email)).id }));
  await expectSignedIn(client, false);
});

test("using the staff area moves the idle limit on; the absolute limit stays", async () => {
  const email = "aktiv@example.com";
  const signedIn = await signedInUser(worker, email);
  const issued = await readSessionCookie(signedIn.cookie());
  expect(issued.sessionVersion).toBe(0);
  expect(typeof issued.issuedAt).toBe("number");
  expect(issued.lastSeenAt).toBe(issued.issuedAt);

  const now = Date.now();
  const client = createClient(worker);
  client.setCookie(await sessionFor(email, { issuedAt: now - 60 * MINUTE, lastSeenAt: now - 20 * MINUTE }));
  const res = await client.get("/admin/setup");
  expect(res.status).toBe(200);
  const refreshed = await readSessionCookie(res.headers.get("Set-Cookie") ?? "");
  expect(refreshed.lastSeenAt as number).toBeGreaterThanOrEqual(now);
  expect(refreshed.issuedAt).toBe(now - 60 * MINUTE);
  expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=43200/);
  // 25 minutes after the refreshed one the session still counts, which the old lastSeenAt would not.
  await expectSignedIn(client, true);
});

test("signing out ends every copy of the session, not only the browser's", async () => {
  const email = "ueberall-abmelden@example.com";
  const laptop = await signedInUser(worker, email);
  const stolen = createClient(worker);
  stolen.setCookie(laptop.cookie());
  await expectSignedIn(stolen, true, "copy before sign-out");
  expect((await laptop.post("/logout", {})).status).toBe(302);
  await expectSignedIn(stolen, false, "copy after sign-out");
  expect((await userRow(email)).session_version).toBe(1);
  // Signing in again works and makes a session under the new version.
  expect((await signIn(laptop, email, "sehr-geheim-123")).status).toBe(302);
  await expectSignedIn(laptop, true, "new sign-in");
});

test("a password change ends the user's existing sessions", async () => {
  const email = "neues-passwort@example.com";
  const client = await signedInUser(worker, email);
  const user = await userRow(email);
  await changePassword(await worker.db(), { userId: user.id, password: await hashPassword("ganz-neues-passwort", 1000) });
  await expectSignedIn(client, false);
  expect((await signIn(createClient(worker), email, "ganz-neues-passwort")).status).toBe(302);
});

test("a role change ends the user's other sessions and keeps the one that proved the key", async () => {
  const email = "befoerdert@example.com";
  const desk = await signedInUser(worker, email);
  const phone = createClient(worker);
  phone.setCookie(desk.cookie());
  const res = await desk.post("/admin/setup", { intent: "set-admin", email, adminKey: TEST_SECRETS.ADMIN_KEY });
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/admin");
  // The session that made the change goes on, now as admin (on the second-factor setup first,
  // ADR 0105), with the toast.
  const admin = await desk.get("/admin/konto");
  expect(admin.status).toBe(200);
  expect(await admin.text()).toContain("Mein Konto");
  expect((await userRow(email)).session_version).toBe(1);
  // The other copy was issued before the change.
  await expectSignedIn(phone, false, "other session");
});

// ---- item 7 (part): body caps, consent origin, verification by POST ----------------------------

test("an oversized sign-in or consent body is refused with 413 and a German message", async () => {
  const origin = worker.url().origin;
  const padding = "x".repeat(17 * 1024);
  const login = await worker.fetch(
    "/login",
    formPost({ mode: "signin", email: "gross@example.com", password: "passwort-123-abc", pad: padding }, { Origin: origin }),
  );
  expect(login.status).toBe(413);
  expect(await login.text()).toContain("Die Anfrage ist zu groß");
  const consent = await worker.fetch("/api/consent", formPost({ choice: "all", pad: padding }, { Origin: origin }));
  expect(consent.status).toBe(413);
  expect(await consent.text()).toBe("Die Anfrage ist zu groß (höchstens 16 KB).");
  expect(consent.headers.get("Set-Cookie")).toBeNull();
  // Streamed without a Content-Length, the cap still holds.
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(`choice=all&pad${i}=${"y".repeat(1000)}&`));
      controller.close();
    },
  });
  const streamed = await worker.fetch("/api/consent", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    duplex: "half",
  } as RequestInit);
  expect(streamed.status).toBe(413);
  // A body under the cap is a normal request.
  const small = await worker.fetch("/api/consent", formPost({ choice: "all", redirectTo: "/" }, { Origin: origin }));
  expect(small.status).toBe(303);
});

test("a sign-in body that is no form is a 400 with a message, not a 500", async () => {
  const res = await worker.fetch("/login", {
    method: "POST",
    body: JSON.stringify({ email: "x@example.com" }),
    headers: { "Content-Type": "application/json", Origin: worker.url().origin },
  });
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("Ungültige Anfrage.");
});

test("the consent endpoint refuses a cross-site POST", async () => {
  const foreign = await worker.fetch("/api/consent", formPost({ choice: "all", redirectTo: "/" }, { Origin: "https://evil.example" }));
  expect(foreign.status).toBe(403);
  expect(foreign.headers.get("Set-Cookie")).toBeNull();
  const fetchMeta = await worker.fetch("/api/consent", formPost({ choice: "all" }, { "Sec-Fetch-Site": "cross-site" }));
  expect(fetchMeta.status).toBe(403);
  expect(fetchMeta.headers.get("Set-Cookie")).toBeNull();
  const own = await worker.fetch("/api/consent", formPost({ choice: "all" }, { Origin: worker.url().origin }));
  expect(own.status).toBe(303);
  expect(own.headers.get("Set-Cookie")).toContain("cookieConsent=");
});

test("opening the verification link does not use it up; the page's button does", async () => {
  const email = "scanner@example.com";
  const client = createClient(worker);
  await signUp(client, email, "passwort-123-abc");
  const link = new URL(await verificationLinkFor(worker, email));
  // A mail scanner follows the link twice, without cookies or JavaScript.
  for (let i = 0; i < 2; i++) {
    const page = await worker.fetch(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    expect(html).toMatch(/<form class="staff-form" action="\/verify-email\?token=[A-Za-z0-9_-]+" method="post">/);
    expect(html).toContain(`name="token" value="${link.searchParams.get("token")}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>E-Mail-Adresse bestätigen<\/button>/);
  }
  expect((await userRow(email)).email_verified_at).toBeNull();
  const user = await userRow(email);
  const db = await worker.db();
  expect(await db.selectFrom("verification_tokens").select("user_id").where("user_id", "=", user.id).execute()).toHaveLength(1);
  // The person presses the button.
  const verified = await client.post("/verify-email", { token: link.searchParams.get("token") ?? "", password: "passwort-123-abc" });
  expect(verified.status).toBe(303);
  expect(verified.headers.get("Location")).toBe("/login");
  expect((await userRow(email)).email_verified_at).not.toBeNull();
  // A cross-site POST of a token is refused (a foreign Origin is already stopped by Remix itself).
  const foreign = await worker.fetch("/verify-email", formPost({ token: "x".repeat(43) }, { "Sec-Fetch-Site": "cross-site" }));
  expect(foreign.status).toBe(403);
});
