// The feed credentials: the password is stored AES-GCM encrypted and decrypted only for the sync's
// fetch; never sent over plain http; a new origin drops it; old plaintext rows are not used.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { encryptCredential } from "~/server/accounts/credential-box.server";
import { syncFeed } from "~/server/feed/sync.server";
import { type Client, makeAdmin, signedInUser } from "./auth-helpers";
import { startWorker, TEST_SECRETS } from "./harness";

const worker = startWorker();
const withoutKey = startWorker({ secrets: { CREDENTIALS_KEY: "" } });

const HTTP_REFUSED =
  "Zugangsdaten werden nur über https übertragen. Bitte verwenden Sie eine https-Adresse oder entfernen Sie Benutzername und Passwort.";
const EMPTY_FEED = '<?xml version="1.0"?><openimmo><uebertragung umfang="TEIL"/><anbieter><firma>x</firma></anbieter></openimmo>';

async function admin(target = worker, email = "feed.admin@example.com"): Promise<Client> {
  const client = await signedInUser(target, email);
  await makeAdmin(target, email);
  return client;
}

async function storedRow(target = worker) {
  const db = await target.db();
  return db.selectFrom("api_credentials").select(["username", "password"]).where("service_name", "=", "justimmo").executeTakeFirst();
}

/** Run the sync with a fetch that records where it was sent and with which Authorization. */
async function syncAndCapture(credentialsKey: string | undefined = TEST_SECRETS.CREDENTIALS_KEY) {
  const db = await worker.db();
  const sent: { url: string; authorization: string | null }[] = [];
  const capture: typeof fetch = async (input, init) => {
    sent.push({ url: String(input), authorization: new Headers(init?.headers).get("Authorization") });
    return new Response(EMPTY_FEED, { headers: { "Content-Type": "application/xml" } });
  };
  const result = await syncFeed({ db, fetch: capture, now: new Date(), trigger: "test", credentialsKey });
  return { result, sent };
}

test("the feed password is stored encrypted (fresh IV each time) and decrypted only for the sync's request", async () => {
  const client = await admin();
  const save = () =>
    client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://makler@feed.example/openimmo.xml", password: "geheim-42" });
  expect((await save()).status).toBe(303);
  const first = await storedRow();
  expect(first?.password).toMatch(/^enc:v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
  expect(first?.password).not.toContain("geheim-42");
  await save();
  expect((await storedRow())?.password).not.toBe(first?.password);

  const { sent } = await syncAndCapture();
  expect(sent).toEqual([{ url: "https://feed.example/openimmo.xml", authorization: `Basic ${btoa("makler:geheim-42")}` }]);
});

test("a password embedded in the URL is moved out of it and stored encrypted", async () => {
  const client = await admin(worker, "feed.url@example.com");
  await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://kunde:im-link-7@feed.example/export.xml", password: "" });
  const row = await storedRow();
  expect(row?.username).toBe("https://kunde@feed.example/export.xml");
  expect(row?.password).toMatch(/^enc:v1:/);
  expect(JSON.stringify(row)).not.toContain("im-link-7");
  const { sent } = await syncAndCapture();
  expect(sent[0]?.authorization).toBe(`Basic ${btoa("kunde:im-link-7")}`);
});

test("an http:// feed URL with a password or user name is refused with a German message and nothing is stored", async () => {
  const client = await admin(worker, "feed.http@example.com");
  const before = await storedRow();
  for (const fields of [
    { feedUrl: "http://feed.example/openimmo.xml", password: "geheim" },
    { feedUrl: "http://kunde:geheim@feed.example/openimmo.xml", password: "" },
    { feedUrl: "http://kunde@feed.example/openimmo.xml", password: "" },
  ]) {
    const res = await client.post("/admin/technik", { intent: "save-feed", ...fields });
    expect(res.status, fields.feedUrl).toBe(400);
    const html = await res.text();
    expect(html).toContain(HTTP_REFUSED);
    expect(html).not.toContain("geheim");
    expect(await storedRow()).toEqual(before);
  }
  // Without credentials http stays allowed (some providers serve public feeds).
  const plain = await client.post("/admin/technik", { intent: "save-feed", feedUrl: "http://feed.example/public.xml", password: "" });
  expect(plain.status).toBe(303);
  expect(await storedRow()).toEqual({ username: "http://feed.example/public.xml", password: "" });
});

test("moving the feed URL to another origin clears the stored password; another path keeps it", async () => {
  const client = await admin(worker, "feed.origin@example.com");
  await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/a.xml", password: "bleibt-geheim" });
  await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/b.xml", password: "" });
  expect((await storedRow())?.password).toMatch(/^enc:v1:/);

  const moved = await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://andere-firma.example/b.xml", password: "" });
  expect(moved.status).toBe(303);
  const html = await (await client.get(moved.headers.get("Location") ?? "/admin")).text();
  expect(html).toContain("Die Feed-URL zeigt auf einen anderen Server; das gespeicherte Passwort wurde entfernt.");
  expect(html).toContain("Passwort: <!-- -->nicht gesetzt");
  expect(await storedRow()).toEqual({ username: "https://andere-firma.example/b.xml", password: "" });
  const { sent } = await syncAndCapture();
  expect(sent[0]).toEqual({ url: "https://andere-firma.example/b.xml", authorization: null });
});

test("a ciphertext copied next to another URL does not open: the password is never sent to that host", async () => {
  const client = await admin(worker, "feed.tamper@example.com");
  await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/x.xml", password: "nur-fuer-feed" });
  const db = await worker.db();
  // Someone with write access to D1 but not to the Worker's secrets points the URL elsewhere.
  await db.updateTable("api_credentials").set({ username: "https://angreifer.example/x.xml" }).execute();
  const { result, sent } = await syncAndCapture();
  expect(sent).toEqual([]);
  expect(result.message).toBe(
    "Das gespeicherte Feed-Passwort kann nicht entschlüsselt werden (Schlüssel geändert?). Bitte geben Sie es auf der Seite „Technik“ neu ein.",
  );
});

test("a plaintext password from before the encryption is not used: the panel and the sync ask to enter it again", async () => {
  const client = await admin(worker, "feed.legacy@example.com");
  const db = await worker.db();
  await db.updateTable("api_credentials").set({ username: "https://feed.example/alt.xml", password: "klartext-alt" }).execute();
  const { result, sent } = await syncAndCapture();
  expect(sent).toEqual([]);
  expect(result).toMatchObject({
    status: "error",
    message:
      "Das Feed-Passwort ist noch aus der Zeit vor der Verschlüsselung gespeichert und wurde nicht verwendet. Bitte geben Sie es auf der Seite „Technik“ neu ein.",
  });
  expect(await (await client.get("/admin/technik")).text()).toContain("Passwort: <!-- -->bitte neu eingeben");
});

test("without CREDENTIALS_KEY a password is refused with a German message; a URL alone is stored; the sync says what is missing", async () => {
  const client = await admin(withoutKey, "feed.ohne.schluessel@example.com");
  const res = await client.post("/admin/technik", {
    intent: "save-feed",
    feedUrl: "https://feed.example/openimmo.xml",
    password: "geheim",
  });
  expect(res.status).toBe(400);
  expect(await res.text()).toContain("Das Passwort kann nicht gespeichert werden: Der Schlüssel CREDENTIALS_KEY ist auf dem Server nicht");
  expect(await storedRow(withoutKey)).toBeUndefined();
  const urlOnly = await client.post("/admin/technik", { intent: "save-feed", feedUrl: "https://feed.example/openimmo.xml", password: "" });
  expect(urlOnly.status).toBe(303);

  // A password stored under a key that is gone since: the sync names the missing secret.
  const sealed = await encryptCredential("geheim", { secret: TEST_SECRETS.CREDENTIALS_KEY, context: "justimmo https://feed.example" });
  const db = await withoutKey.db();
  await db.updateTable("api_credentials").set({ password: sealed }).execute();
  const result = await syncFeed({ db, fetch: globalThis.fetch, now: new Date(), trigger: "test", credentialsKey: "" });
  expect(result.message).toBe(
    "Das Feed-Passwort kann nicht entschlüsselt werden: Der Schlüssel CREDENTIALS_KEY fehlt auf dem Server. Bitte wenden Sie sich an den Administrator.",
  );
});

test("migration 0052 removes a stored plaintext password and leaves ciphertext and empty ones alone", async () => {
  const env = await worker.env();
  const migration = readFileSync("migrations/0052_feed_password_plaintext_removed.sql", "utf8").replace(/--.*$/gm, "");
  const sealed = await encryptCredential("geheim", { secret: TEST_SECRETS.CREDENTIALS_KEY, context: "justimmo https://feed.example" });
  const rows: [string, string][] = [
    ["justimmo", "klartext-alt"],
    ["zweiter-feed", sealed],
    ["dritter-feed", ""],
  ];
  for (const [service, password] of rows) {
    await env.DB.prepare(
      "INSERT INTO api_credentials (service_name, username, password) VALUES (?, 'https://feed.example/x.xml', ?) ON CONFLICT (service_name) DO UPDATE SET password = excluded.password",
    )
      .bind(service, password)
      .run();
  }
  await env.DB.prepare(migration).run();
  const { results } = await env.DB.prepare("SELECT service_name, password FROM api_credentials ORDER BY service_name").all();
  expect(results).toEqual([
    { service_name: "dritter-feed", password: "" },
    { service_name: "justimmo", password: "plaintext-removed-please-re-enter" },
    { service_name: "zweiter-feed", password: sealed },
  ]);
  await env.DB.prepare("DELETE FROM api_credentials WHERE service_name <> 'justimmo'").run();
});
