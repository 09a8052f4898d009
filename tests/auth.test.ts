import { expect, test } from "vitest";
import { createClient, openVerificationLink, signedInUser, signIn, signUp, verificationLinkFor } from "./auth-helpers";
import { startWorker } from "./harness";

const worker = startWorker();

test("the login page toggles to sign-up with a plain link", async () => {
  const client = createClient(worker);
  const signin = await (await client.get("/login")).text();
  expect(signin).toContain("<h1>Anmelden</h1>");
  expect(signin).toContain('href="/login?mode=signup"');
  // It says who it is for: staff, not visitors (visitors have no accounts).
  expect(signin).toContain("Nur für Mitarbeitende von Donau Estate");
  expect(signin).toMatch(/Neu im Team\? (<!-- -->)?<a href="\/login\?mode=signup"/);
  // A lost visitor learns that the Merkliste needs no account (review 58); sign-up does not say it.
  expect(signin.replace(/<!-- -->/g, "")).toMatch(/Ihre <a href="\/merkliste"[^>]*>Merkliste<\/a> funktioniert ohne Konto/);
  const signup = await (await client.get("/login?mode=signup")).text();
  expect(signup).toContain("<h1>Registrieren</h1>");
  expect(signup).toContain('href="/login?mode=signin"');
  expect(signup).toContain('name="mode" value="signup"');
  expect(signup).not.toContain("funktioniert ohne Konto");
});

test("sign-up stores a PBKDF2 hash, queues a verification e-mail and says to check the inbox", async () => {
  const client = createClient(worker);
  const res = await signUp(client, "Neu.Mitarbeiter@Example.com", "passwort-123-abc");
  expect(res.status).toBe(303);
  expect(res.headers.get("Location")).toBe("/login");
  const page = await (await client.get("/login")).text();
  expect(page).toContain("Registrierung erfolgreich");
  expect(page).toContain("Bitte prüfen Sie Ihr E-Mail-Postfach");

  const db = await worker.db();
  const user = await db.selectFrom("users").selectAll().where("email", "=", "neu.mitarbeiter@example.com").executeTakeFirstOrThrow();
  expect(user.password_iterations).toBe(100_000);
  expect(user.password_hash).not.toContain("passwort-123-abc");
  expect(atob(user.password_salt)).toHaveLength(16);
  expect(user.email_verified_at).toBeNull();
  const emails = await db
    .selectFrom("inquiry_emails")
    .innerJoin("inquiries", "inquiries.id", "inquiry_emails.inquiry_id")
    .select(["inquiry_emails.template", "inquiry_emails.recipient", "inquiries.kind"])
    .where("inquiry_emails.recipient", "=", "neu.mitarbeiter@example.com")
    .execute();
  expect(emails).toEqual([{ template: "verification", recipient: "neu.mitarbeiter@example.com", kind: "verification" }]);
  const link = await verificationLinkFor(worker, "neu.mitarbeiter@example.com");
  expect(link).toMatch(/^http:\/\/localhost:8787\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
  // Only the hash of the token is stored.
  const token = new URL(link).searchParams.get("token") ?? "";
  const stored = await db.selectFrom("verification_tokens").select("token_hash").execute();
  expect(stored.map((r) => r.token_hash)).not.toContain(token);
});

test("an unverified account cannot sign in; after the link it can, and the link works once", async () => {
  const client = createClient(worker);
  await signUp(client, "unbestaetigt@example.com", "passwort-123-abc");
  const early = await signIn(client, "unbestaetigt@example.com", "passwort-123-abc");
  expect(early.status).toBe(401);
  expect(await early.text()).toContain("Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse");

  const link = await verificationLinkFor(worker, "unbestaetigt@example.com");
  const verify = await openVerificationLink(client, link, "passwort-123-abc");
  expect(verify.status).toBe(303);
  expect(await (await client.get("/login")).text()).toContain("E-Mail-Adresse bestätigt");
  const again = await openVerificationLink(client, link, "passwort-123-abc");
  expect(again.status).toBe(303);
  expect(await (await client.get("/login")).text()).toContain("Bestätigung fehlgeschlagen");

  const res = await signIn(client, "unbestaetigt@example.com", "passwort-123-abc");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/admin");
});

test("an expired verification link is refused", async () => {
  const client = createClient(worker);
  await signUp(client, "abgelaufen@example.com", "passwort-123-abc");
  const db = await worker.db();
  const user = await db.selectFrom("users").select("id").where("email", "=", "abgelaufen@example.com").executeTakeFirstOrThrow();
  await db.updateTable("verification_tokens").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("user_id", "=", user.id).execute();
  await openVerificationLink(client, await verificationLinkFor(worker, "abgelaufen@example.com"), "passwort-123-abc");
  expect(await (await client.get("/login")).text()).toContain("Bestätigung fehlgeschlagen");
  const row = await db.selectFrom("users").select("email_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow();
  expect(row.email_verified_at).toBeNull();
});

test("login succeeds with the right password and shows the welcome toast on /admin's redirect", async () => {
  const client = await signedInUser(worker, "login.ok@example.com");
  expect(client.cookie()).toMatch(/^session=/);
  // A signed-in user visiting /login goes on to /admin.
  const res = await client.get("/login");
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/admin");
});

test("a wrong password and an unknown e-mail get the same answer", async () => {
  await signedInUser(worker, "falsch@example.com", "richtiges-passwort");
  const client = createClient(worker);
  const wrong = await signIn(client, "falsch@example.com", "falsches-passwort");
  const unknown = await signIn(client, "niemand@example.com", "falsches-passwort");
  expect(wrong.status).toBe(401);
  expect(unknown.status).toBe(401);
  const [a, b] = [await wrong.text(), await unknown.text()];
  expect(a).toContain("E-Mail-Adresse oder Passwort ist falsch.");
  expect(b).toContain("E-Mail-Adresse oder Passwort ist falsch.");
  expect(a).toContain("Anmeldung fehlgeschlagen");
  expect(client.cookie()).toBe("");
});

test("short and overlong passwords are refused with a 400 and a message", async () => {
  const client = createClient(worker);
  const short = await signUp(client, "kurz@example.com", "1234567");
  expect(short.status).toBe(400);
  expect(await short.text()).toContain("Das Passwort muss mindestens 8 Zeichen lang sein.");
  const long = await signUp(client, "lang@example.com", "x".repeat(129));
  expect(long.status).toBe(400);
  const badEmail = await signIn(client, "keine-mail", "passwort-123-abc");
  expect(badEmail.status).toBe(400);
});

test("redirectTo keeps same-site paths and drops foreign ones", async () => {
  await signedInUser(worker, "ziel@example.com");
  const local = createClient(worker);
  const res = await signIn(local, "ziel@example.com", "sehr-geheim-123", "/admin/inquiries");
  expect(res.headers.get("Location")).toBe("/admin/inquiries");
  const foreign = createClient(worker);
  const res2 = await signIn(foreign, "ziel@example.com", "sehr-geheim-123", "//evil.example/phish");
  expect(res2.headers.get("Location")).toBe("/admin");
});

// The per-account and per-address throttling of sign-in (ASVS 5.0 V6.3.1, ADR 0105) is tested in
// tests/auth-lockout.test.ts.

test("sign-out is a POST that clears the session and goes to /login", async () => {
  const client = await signedInUser(worker, "abmelden@example.com");
  const get = await client.get("/logout");
  expect(get.status).toBe(302);
  const res = await client.post("/logout", {});
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/login");
  expect(client.cookie()).toBe("");
  const admin = await client.get("/admin");
  expect(admin.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
});

test("a POST from a foreign origin never signs anyone in", async () => {
  await signedInUser(worker, "csrf@example.com");
  // Remix itself aborts a document POST whose Origin host differs from Host (500, empty body).
  const foreign = createClient(worker);
  const res = await signIn(foreign, "csrf@example.com", "sehr-geheim-123");
  expect(res.status).toBe(302);
  const attacker = createClient(worker);
  const blocked = await attacker.post(
    "/login",
    { mode: "signin", email: "csrf@example.com", password: "sehr-geheim-123" },
    { Origin: "https://evil.example" },
  );
  expect(blocked.status).toBeGreaterThanOrEqual(400);
  expect(attacker.cookie()).toBe("");
  // Our own check refuses cross-site fetch metadata with 403 (browsers that send no Origin).
  const fetchMeta = await worker.fetch("/login", {
    method: "POST",
    body: new URLSearchParams({ mode: "signin", email: "csrf@example.com", password: "sehr-geheim-123" }).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
  });
  expect(fetchMeta.status).toBe(403);
  expect(fetchMeta.headers.get("Set-Cookie")).toBeNull();
});

test("public pages do not set a session cookie", async () => {
  const res = await worker.fetch("/");
  expect(res.headers.get("Set-Cookie")).toBeNull();
});
