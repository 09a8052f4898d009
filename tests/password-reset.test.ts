// "Passwort vergessen?" for staff accounts (ADR 0360), against the real Worker: the same answer
// for every address, a link only for an admin, stored as its hash, 30 minutes and one use, the
// sign-up's password rules, every session ended, and the second factor still asked at sign-in.
import { expect, test } from "vitest";
import { sha256Hex } from "~/lib/sha256";
import { type Client, createClient, makeAdmin, nextTotpCode, signedInUser, signIn } from "./auth-helpers";
import { startWorker } from "./harness";
import { readSentEmails, waitFor } from "./leads-helpers";

const worker = startWorker();
const PASSWORD = "sehr-geheim-123";
const NEW_PASSWORD = "Feldweg-Amsel-Kompass-17";
const CONFIRMATION = "Wenn es zu dieser Adresse ein Konto gibt, haben wir einen Link geschickt. Er gilt 30 Minuten.";
const LINK_GONE = "Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet.";

/** A verified admin with the second factor set up, signed in on the returned client. */
async function admin(email: string): Promise<Client> {
  const client = await signedInUser(worker, email, PASSWORD);
  await makeAdmin(worker, email);
  return client;
}

function requestReset(client: Client, email: string, headers: Record<string, string> = {}) {
  return client.post("/login/passwort-vergessen", { email }, headers);
}

async function resetRows(email: string) {
  const db = await worker.db();
  return db
    .selectFrom("password_reset_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.token_hash", "t.created_at", "t.expires_at", "t.used_at"])
    .where("u.email", "=", email)
    .orderBy("t.created_at")
    .execute();
}

/** The paths of the reset links mailed to `email`, once `count` of them are out. */
async function resetLinks(email: string, count = 1): Promise<string[]> {
  return waitFor(async () => {
    const links = readSentEmails()
      .filter((mail) => (mail.headers.to ?? "").toLowerCase().includes(email))
      .map((mail) => /https?:\/\/\S+(\/login\/neues-passwort\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
      .filter((link): link is string => Boolean(link));
    return links.length >= count ? links : null;
  }, 30_000);
}

function setPassword(client: Client, link: string, password = NEW_PASSWORD, repeat = password, headers: Record<string, string> = {}) {
  const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
  return client.post(link, { token, password, passwordRepeat: repeat }, headers);
}

test("the login form links to the reset page, which asks for the address", async () => {
  const login = await (await createClient(worker).get("/login")).text();
  expect(login).toContain('href="/login/passwort-vergessen"');
  expect(login).toContain("Passwort vergessen?");
  const page = await createClient(worker).get("/login/passwort-vergessen");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("<h1>Passwort vergessen</h1>");
  expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"|<input[^>]*name="email"[^>]*type="email"/);
});

test("a known admin, an unknown address and a non-admin get the same answer; only the admin gets a link", async () => {
  const known = "reset.bekannt@example.com";
  await admin(known);
  const member = "reset.kein-admin@example.com";
  await signedInUser(worker, member, PASSWORD);
  const unknown = "niemand.hier@example.com";

  const answers = [];
  for (const email of [unknown, member, known]) {
    const res = await requestReset(createClient(worker), email);
    const client = createClient(worker);
    answers.push({ status: res.status, location: res.headers.get("Location") });
    const page = await (await client.get(res.headers.get("Location") ?? "/")).text();
    expect(page, email).toContain(CONFIRMATION);
  }
  expect(answers[0]).toEqual({ status: 303, location: "/login/passwort-vergessen?angefordert" });
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);

  // The link for the admin is written after the answer; by then the others' requests are done.
  await waitFor(async () => (await resetRows(known)).length === 1);
  expect(await resetLinks(known)).toHaveLength(1);
  const db = await worker.db();
  const mails = await db
    .selectFrom("inquiries")
    .select(["sender_email"])
    .where("kind", "=", "security")
    .where("subject", "=", "Passwort zurücksetzen")
    .execute();
  expect(mails.map((mail) => mail.sender_email)).toEqual([known]);
  expect(await resetRows(member)).toEqual([]);
});

test("the link is stored only as its SHA-256, for 30 minutes, and its stored copy is blanked once sent", async () => {
  const email = "reset.hash@example.com";
  await admin(email);
  expect((await requestReset(createClient(worker), email)).status).toBe(303);
  const [link = ""] = await resetLinks(email);
  const token = new URL(link, "http://localhost").searchParams.get("token") ?? "";
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const [row] = await resetRows(email);
  expect(row?.token_hash).toBe(await sha256Hex(token));
  expect(JSON.stringify(row)).not.toContain(token);
  expect(Date.parse(row?.expires_at ?? "") - Date.parse(row?.created_at ?? "")).toBe(30 * 60 * 1000);
  const db = await worker.db();
  const payload = await waitFor(async () => {
    const stored = await db
      .selectFrom("inquiries")
      .select("payload")
      .where("sender_email", "=", email)
      .where("subject", "=", "Passwort zurücksetzen")
      .executeTakeFirst();
    return stored && !stored.payload.includes(token) ? stored.payload : null;
  });
  expect(JSON.parse(payload)).toMatchObject({ resetUrl: "", email });
});

test("an expired link is refused with a 410 and the way to a new one; the password stays", async () => {
  const email = "reset.abgelaufen@example.com";
  await admin(email);
  await requestReset(createClient(worker), email);
  const [link = ""] = await resetLinks(email);
  const db = await worker.db();
  await db
    .updateTable("password_reset_tokens")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where("user_id", "=", db.selectFrom("users").select("id").where("email", "=", email))
    .execute();
  const client = createClient(worker);
  const page = await client.get(link);
  expect(page.status).toBe(410);
  const html = await page.text();
  expect(html).toContain(LINK_GONE);
  expect(html).toContain('href="/login/passwort-vergessen"');
  // The heading names the state; a new link and the sign-in are the two ways on (review 58).
  expect(html).toContain("<h1>Link nicht mehr gültig</h1>");
  expect(html).not.toContain("<h1>Neues Passwort</h1>");
  expect(html).toContain('<a class="button" href="/login/passwort-vergessen"');
  expect(html).toContain('<a class="button button-secondary" href="/login"');
  const post = await setPassword(client, link);
  expect(post.status).toBe(410);
  expect(await post.text()).toContain(LINK_GONE);
  expect((await signIn(createClient(worker), email, NEW_PASSWORD)).status).toBe(401);
  // Unknown and malformed links answer the same.
  expect((await client.get("/login/neues-passwort?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(410);
  expect((await client.get("/login/neues-passwort?token=%FF%FE")).status).toBe(410);
  expect((await client.get("/login/neues-passwort")).status).toBe(410);
});

test("a weak or mistyped new password is refused with the German message, and the link stays open", async () => {
  const email = "reset.schwach@example.com";
  await admin(email);
  await requestReset(createClient(worker), email);
  const [link = ""] = await resetLinks(email);
  const client = createClient(worker);
  const form = await client.get(link);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain("Neues Passwort wiederholen");
  const weak = await setPassword(client, link, "Passwort2026!");
  expect(weak.status).toBe(400);
  expect(await weak.text()).toContain("Dieses Passwort ist zu leicht zu erraten");
  const own = await setPassword(client, link, "reset.schwach2026");
  expect(own.status).toBe(400);
  const short = await setPassword(client, link, "kurz");
  expect(short.status).toBe(400);
  expect(await short.text()).toContain("mindestens 8 Zeichen");
  const mismatch = await setPassword(client, link, NEW_PASSWORD, "etwas-anderes-99");
  expect(mismatch.status).toBe(400);
  expect(await mismatch.text()).toContain("Die beiden Passwörter stimmen nicht überein.");
  expect((await signIn(createClient(worker), email, PASSWORD)).status).toBe(302);
  expect((await resetRows(email))[0]?.used_at).toBeNull();
});

test("a reset changes the password once, ends every session, uses up the other links and is in the Protokoll", async () => {
  const email = "reset.erfolg@example.com";
  const signedIn = await admin(email);
  expect((await signedIn.get("/admin")).status).toBe(200);
  await requestReset(createClient(worker), email);
  await requestReset(createClient(worker), email);
  const [older = "", newer = ""] = await resetLinks(email, 2);
  expect(older).not.toBe(newer);

  const done = await setPassword(createClient(worker), newer);
  expect(done.status).toBe(303);
  expect(done.headers.get("Location")).toBe("/login");
  // The session that was signed in before is over.
  expect((await signedIn.get("/admin")).status).toBe(302);
  // The same link a second time, and the account's other link: both dead.
  const again = await setPassword(createClient(worker), newer, "Andere-Amsel-Wiese-42");
  expect(again.status).toBe(410);
  const other = await setPassword(createClient(worker), older, "Andere-Amsel-Wiese-42");
  expect(other.status).toBe(410);
  expect((await createClient(worker).get(older)).status).toBe(410);
  expect((await resetRows(email)).every((row) => row.used_at !== null)).toBe(true);

  expect((await signIn(createClient(worker), email, PASSWORD)).status).toBe(401);
  expect((await signIn(createClient(worker), email, "Andere-Amsel-Wiese-42")).status).toBe(401);
  const client = createClient(worker);
  const first = await signIn(client, email, NEW_PASSWORD);
  expect(first.headers.get("Location")).toBe("/login/zweiter-faktor");
  const second = await client.post("/login/zweiter-faktor", { code: await nextTotpCode(email) });
  expect(second.status).toBe(302);
  expect((await client.get("/admin")).status).toBe(200);

  const db = await worker.db();
  const entry = await db.selectFrom("audit_log").selectAll().where("action", "=", "security.password.reset").executeTakeFirstOrThrow();
  expect(entry.actor_email).toBe(email);
  expect(entry.summary).toContain("Passwort zurückgesetzt");
  const protokoll = await (await client.get("/admin/protokoll")).text();
  expect(protokoll).toContain("Passwort zurückgesetzt (Link per E-Mail); alle Sitzungen beendet");
});

test("the reset signs nobody in: the new password still needs the second factor", async () => {
  const email = "reset.zweiter-faktor@example.com";
  await admin(email);
  await requestReset(createClient(worker), email);
  const [link = ""] = await resetLinks(email);
  const client = createClient(worker);
  const done = await setPassword(client, link);
  expect(done.status).toBe(303);
  // The browser that reset the password is not signed in.
  expect((await client.get("/admin")).headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  const first = await signIn(client, email, NEW_PASSWORD);
  expect(first.status).toBe(302);
  expect(first.headers.get("Location")).toBe("/login/zweiter-faktor");
  expect((await client.get("/admin")).status).toBe(302);
  const wrong = await client.post("/login/zweiter-faktor", { code: "000000" });
  expect(wrong.status).toBe(401);
  expect((await client.get("/admin")).status).toBe(302);
});

test("both forms refuse a foreign Origin, and nothing is stored or changed", async () => {
  const email = "reset.fremd@example.com";
  await admin(email);
  const evil = { Origin: "https://evil.example" };
  const refused = await requestReset(createClient(worker), email, evil);
  expect(refused.status).toBe(403);
  await requestReset(createClient(worker), email);
  const [link = ""] = await resetLinks(email);
  // Only the same-origin request got a link.
  expect(await resetRows(email)).toHaveLength(1);
  const crossSite = await setPassword(createClient(worker), link, NEW_PASSWORD, NEW_PASSWORD, evil);
  expect(crossSite.status).toBe(403);
  expect((await signIn(createClient(worker), email, PASSWORD)).status).toBe(302);
  expect((await resetRows(email))[0]?.used_at).toBeNull();
});

test("requests are limited per address, whether or not it has an account", async () => {
  for (const email of ["reset.grenze@example.com", "gibt.es.nicht@example.com"]) {
    for (let i = 0; i < 3; i++) expect((await requestReset(createClient(worker), email)).status, email).toBe(303);
    const limited = await requestReset(createClient(worker), email);
    expect(limited.status, email).toBe(429);
    expect(await limited.text()).toContain("Zu viele Anfragen");
  }
});

test("the daily retention deletes links past their 30 minutes", async () => {
  const email = "reset.aufraeumen@example.com";
  await admin(email);
  await requestReset(createClient(worker), email);
  await waitFor(async () => (await resetRows(email)).length === 1);
  const db = await worker.db();
  const [row] = await resetRows(email);
  await worker.scheduled("0 3 * * *", new Date(Date.parse(row?.expires_at ?? "") - 1000));
  expect(await resetRows(email)).toHaveLength(1);
  await worker.scheduled("0 3 * * *", new Date(Date.parse(row?.expires_at ?? "") + 1000));
  expect(await resetRows(email)).toEqual([]);
  expect(await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBeDefined();
});
