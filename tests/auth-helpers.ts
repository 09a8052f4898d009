// Helpers for the staff-area tests: a cookie jar per browser-like client, sign-up + verification
// through the stored verification e-mail, and sign-in.

import { statSync } from "node:fs";
import { join } from "node:path";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { readSessionCookie, signedSessionCookie } from "./auth-session-helpers";
import { formPost, type TestWorker } from "./harness";
import { readSentEmails, waitFor } from "./leads-helpers";
import { MAIL_DIR } from "./wrangler-paths";

let addressCounter = 0;

/** A client with its own cookie and its own client address (rate limits are per address). */
export function createClient(worker: TestWorker, address = `198.51.100.${++addressCounter}`) {
  let cookie = "";
  const store = (res: Response) => {
    const setCookie = res.headers.get("Set-Cookie");
    if (!setCookie) return;
    const pair = setCookie.split(";")[0] ?? "";
    cookie = /=$/.test(pair) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(setCookie) ? "" : pair;
  };
  const headers = (extra: Record<string, string> = {}) => ({
    "CF-Connecting-IP": address,
    Origin: worker.url().origin,
    ...(cookie ? { Cookie: cookie } : {}),
    ...extra,
  });
  return {
    address,
    cookie: () => cookie,
    /** Use another cookie (a copied or hand-made session). */
    setCookie: (value: string) => {
      cookie = value;
    },
    async get(path: string) {
      const res = await worker.fetch(path, { headers: headers() });
      store(res);
      return res;
    },
    async post(path: string, fields: Record<string, string>, extraHeaders: Record<string, string> = {}) {
      const res = await worker.fetch(path, formPost(fields, headers(extraHeaders)));
      store(res);
      return res;
    },
    /** A multipart POST (file uploads): the body is sent as the browser would. */
    async postMultipart(path: string, body: FormData, extraHeaders: Record<string, string> = {}) {
      // Encode here: the harness passes a FormData body on without its multipart Content-Type.
      const encoded = new Request("http://localhost/", { method: "POST", body });
      const type = encoded.headers.get("Content-Type") ?? "";
      const bytes = await encoded.arrayBuffer();
      const res = await worker.fetch(path, { method: "POST", body: bytes, headers: headers({ "Content-Type": type, ...extraHeaders }) });
      store(res);
      return res;
    },
  };
}

export type Client = ReturnType<typeof createClient>;

/**
 * The verification link from the newest verification e-mail for `email`, read from the mail the
 * queue consumer sent (the stored copy of the link is blanked once sent, ADR 0070).
 */
export async function verificationLinkFor(worker: TestWorker, email: string): Promise<string> {
  const db = await worker.db();
  const row = await db
    .selectFrom("inquiries as i")
    .innerJoin("inquiry_emails as e", "e.inquiry_id", "i.id")
    .select(["e.id", "i.payload"])
    .where("i.kind", "=", "verification")
    .where("i.sender_email", "=", email.toLowerCase())
    .orderBy("i.created_at", "desc")
    .executeTakeFirstOrThrow();
  const payload = JSON.parse(row.payload) as { verifyUrl: string; email: string };
  expect(payload.email).toBe(email.toLowerCase());
  // Once the row is sent its mail is (soon) on disk. The send_email binding sets its own
  // Message-ID, so the row id cannot be matched: wait until there is one mail per sent
  // verification row to the address, and take the newest.
  const mails = await waitFor(async () => {
    const sent = await db
      .selectFrom("inquiries as i")
      .innerJoin("inquiry_emails as e", "e.inquiry_id", "i.id")
      .select(["e.id", "e.state"])
      .where("i.kind", "=", "verification")
      .where("i.sender_email", "=", email.toLowerCase())
      .execute();
    if (!sent.some((mail) => mail.id === row.id && mail.state === "sent")) return null;
    const files = readSentEmails().filter(
      (mail) => (mail.headers.to ?? "").toLowerCase().includes(email.toLowerCase()) && mail.text.includes("/verify-email?token="),
    );
    return files.length >= sent.filter((mail) => mail.state === "sent").length ? files : null;
  });
  const newest = mails
    .map((mail) => ({ mail, mtime: statSync(join(MAIL_DIR, mail.file)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0]?.mail;
  const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(newest?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  return link;
}

/**
 * What the user does with the link (ADR 0060): open it (a page with a button, the
 * token is untouched), type the sign-up password and press "E-Mail-Adresse bestätigen", which
 * POSTs both. Returns the POST's answer.
 */
export async function openVerificationLink(client: Client, link: string, password: string): Promise<Response> {
  const url = new URL(link);
  const page = await client.get(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("E-Mail-Adresse bestätigen");
  return client.post(`${url.pathname}${url.search}`, { token: url.searchParams.get("token") ?? "", password });
}

export async function signUp(client: Client, email: string, password: string): Promise<Response> {
  return client.post("/login?mode=signup", { mode: "signup", email, password, redirectTo: "/admin" });
}

export async function signIn(client: Client, email: string, password: string, redirectTo = "/admin"): Promise<Response> {
  return client.post("/login", { mode: "signin", email, password, redirectTo });
}

// The signed-in client of each account signedInUser made, per worker: makeAdmin sets up the
// second factor on it, as every admin must (ADR 0105).
const signedInClients = new WeakMap<TestWorker, Map<string, Client>>();

/** Sign up, open the verification link, sign in: a verified, signed-in client. */
export async function signedInUser(worker: TestWorker, email: string, password = "sehr-geheim-123"): Promise<Client> {
  const client = createClient(worker);
  expect((await signUp(client, email, password)).status).toBe(303);
  expect((await openVerificationLink(client, await verificationLinkFor(worker, email), password)).status).toBe(303);
  const res = await signIn(client, email, password);
  expect(res.status).toBe(302);
  if (!signedInClients.has(worker)) signedInClients.set(worker, new Map());
  signedInClients.get(worker)?.set(email.toLowerCase(), client);
  return client;
}

/** The account's role ("user", "admin"), or undefined without an account or profile. */
export async function roleOf(worker: TestWorker, email: string): Promise<string | undefined> {
  const db = await worker.db();
  const row = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select("profiles.role")
    .where("users.email", "=", email)
    .executeTakeFirst();
  return row?.role ?? undefined;
}

/**
 * Give the account the admin role. An account signed in through signedInUser also gets its
 * second factor set up on that client (the real /admin/konto flow), so the client can use /admin
 * at once; `secondFactor: false` leaves that to the test.
 */
export async function makeAdmin(
  worker: TestWorker,
  email: string,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<void> {
  const db = await worker.db();
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("profiles").set({ role: "admin" }).where("id", "=", user.id).execute();
  const client = signedInClients.get(worker)?.get(email.toLowerCase());
  if (!secondFactor || !client) return;
  const env = await worker.env();
  if (String(env.CREDENTIALS_KEY ?? "").length >= 32) {
    await enrolSecondFactor(client, email);
    return;
  }
  // A worker without CREDENTIALS_KEY cannot hold a TOTP secret (ADR 0105, setup answers 503):
  // the account is marked as set up and this client's session carries the second factor, as
  // after a real setup, so such tests can still reach the admin pages they are about.
  await db.updateTable("users").set({ totp_enabled_at: new Date().toISOString() }).where("id", "=", user.id).execute();
  const session = await readSessionCookie(client.cookie());
  client.setCookie(await signedSessionCookie({ ...session, secondFactor: true }));
}

// ---- second factor (ADR 0105) ---------------------------------------------------------------

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}
const enrolments = new Map<string, Enrolment>();

const PERIOD_MS = 30_000;

function totpAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/** The otpauth secret shown on /admin/konto while a setup is pending. */
export function pendingSecretFrom(html: string): string {
  const match = /data-totp-secret="">([A-Z2-7 ]+)</.exec(html);
  if (!match?.[1]) throw new Error("no pending TOTP secret on the page");
  return match[1].replaceAll(" ", "");
}

/** The recovery codes shown once after a setup or renewal. */
export function recoveryCodesFrom(html: string): string[] {
  return [...html.matchAll(/<li><code>([a-z2-7-]{29})<\/code><\/li>/g)].map((m) => m[1] ?? "");
}

/**
 * A fresh code for the account: each time step is accepted once, so successive calls take the
 * next step (the server accepts one step either side of now), waiting when they run ahead.
 */
export async function nextTotpCode(email: string): Promise<string> {
  const enrolment = enrolments.get(email.toLowerCase());
  if (!enrolment) throw new Error(`no second factor set up for ${email} in this test run`);
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(enrolment.lastStep + 1, current - 1);
    if (step <= current + 1) {
      enrolment.lastStep = step;
      return totpAt(enrolment.secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Set up the second factor on /admin/konto as an admin does: start, read the key, confirm. */
export async function enrolSecondFactor(client: Client, email: string): Promise<Enrolment> {
  const started = await client.post("/admin/konto", { intent: "totp-start" });
  expect(started.status, "start second-factor setup").toBe(303);
  const page = await client.get("/admin/konto");
  expect(page.status).toBe(200);
  const secret = pendingSecretFrom(await page.text());
  const step = Math.floor(Date.now() / PERIOD_MS);
  const confirmed = await client.post("/admin/konto", { intent: "totp-confirm", code: totpAt(secret, step) });
  expect(confirmed.status, "confirm second-factor setup").toBe(200);
  const recoveryCodes = recoveryCodesFrom(await confirmed.text());
  expect(recoveryCodes).toHaveLength(10);
  const enrolment = { secret, recoveryCodes, lastStep: step };
  enrolments.set(email.toLowerCase(), enrolment);
  return enrolment;
}

export function enrolmentOf(email: string): Enrolment | undefined {
  return enrolments.get(email.toLowerCase());
}

/** Sign in with password and, where the account has one, the second factor. */
export async function signInFully(client: Client, email: string, password = "sehr-geheim-123", redirectTo = "/admin"): Promise<Response> {
  const first = await signIn(client, email, password, redirectTo);
  if (first.headers.get("Location") !== "/login/zweiter-faktor") return first;
  return client.post("/login/zweiter-faktor", { code: await nextTotpCode(email) });
}
