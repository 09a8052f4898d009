// Helpers for the staff-area tests: a cookie jar per browser-like client, sign-up + verification
// through the stored verification e-mail, and sign-in.
import { statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { formPost, type TestWorker } from "./harness";
import { readSentEmails, waitFor } from "./leads-helpers";

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
 * queue consumer sent (the stored copy of the link is blanked once sent, issue 12 item 2).
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
    .map((mail) => ({ mail, mtime: statSync(join(process.cwd(), ".wrangler", "tmp", "email", mail.file)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)[0]?.mail;
  const link = /https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+/.exec(newest?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification link in the mail to ${email}`);
  return link;
}

/**
 * What the user does with the link (issue 12 items 1 and 7): open it (a page with a button, the
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

/** Sign up, open the verification link, sign in: a verified, signed-in client. */
export async function signedInUser(worker: TestWorker, email: string, password = "sehr-geheim-123"): Promise<Client> {
  const client = createClient(worker);
  expect((await signUp(client, email, password)).status).toBe(303);
  expect((await openVerificationLink(client, await verificationLinkFor(worker, email), password)).status).toBe(303);
  const res = await signIn(client, email, password);
  expect(res.status).toBe(302);
  return client;
}

export async function makeAdmin(worker: TestWorker, email: string): Promise<void> {
  const db = await worker.db();
  const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await db.updateTable("profiles").set({ role: "admin" }).where("id", "=", user.id).execute();
}
