// api_credentials: the feed URL lives in `username`, the basic-auth password in `password`.
// Neither ever reaches a browser; the password is stored encrypted (credential-box.server.ts)
// and decrypted only by the sync right before the fetch (openFeedPassword).
import type { Db } from "~/db/client.server";
import {
  CredentialKeyError,
  decryptCredential,
  encryptCredential,
  isEncryptedCredential,
  usableCredentialsKey,
} from "~/server/accounts/credential-box.server";

export const FEED_SERVICE = "justimmo";

/** As stored: `password` is ciphertext, '' (none) or a legacy plaintext awaiting re-entry. */
export interface FeedCredentials {
  url: string;
  password: string;
}

/** What the admin panel may know about the stored password. */
export type FeedPasswordState = "none" | "set" | "reenter";

export const FEED_HTTP_CREDENTIALS =
  "Zugangsdaten werden nur über https übertragen. Bitte verwenden Sie eine https-Adresse oder entfernen Sie Benutzername und Passwort.";
export const FEED_KEY_MISSING =
  "Das Passwort kann nicht gespeichert werden: Der Schlüssel CREDENTIALS_KEY ist auf dem Server nicht (oder zu kurz, unter 32 Zeichen) hinterlegt. Bitte wenden Sie sich an den Administrator.";
export const FEED_PASSWORD_CLEARED = "Die Feed-URL zeigt auf einen anderen Server; das gespeicherte Passwort wurde entfernt.";

export async function getFeedCredentials(db: Db): Promise<FeedCredentials | null> {
  const row = await db
    .selectFrom("api_credentials")
    .select(["username", "password"])
    .where("service_name", "=", FEED_SERVICE)
    .executeTakeFirst();
  return row ? { url: row.username, password: row.password } : null;
}

/** Spec call 3: does a feed configuration exist? (The setup screens show when it does not.) */
export async function hasFeedCredentials(db: Db): Promise<boolean> {
  const row = await db.selectFrom("api_credentials").select("service_name").where("service_name", "=", FEED_SERVICE).executeTakeFirst();
  return row !== undefined;
}

export function feedPasswordState(stored: string): FeedPasswordState {
  if (stored === "") return "none";
  // Rows from before encryption (and migration 0052's marker) hold no usable ciphertext.
  return isEncryptedCredential(stored) ? "set" : "reenter";
}

/**
 * Save the feed URL from the admin form. A password typed into the form or embedded
 * in the URL (`https://user:pass@host/...`) is encrypted; the URL keeps only the user name. An
 * empty field keeps the stored password, unless the URL now points at another origin: then the
 * password is dropped, so it is never sent to a server it was not entered for. Credentials over
 * plain http are refused, as is a password without a usable CREDENTIALS_KEY.
 */
export async function saveFeedCredentials(
  db: Db,
  {
    feedUrl,
    password,
    clearPassword,
    credentialsKey,
    now,
  }: { feedUrl: string; password?: string; clearPassword: boolean; credentialsKey: string | undefined; now: Date },
): Promise<{ ok: true; passwordCleared: boolean } | { ok: false; message: string }> {
  const url = new URL(feedUrl.trim());
  const typed = password || safeDecode(url.password);
  url.password = "";
  const existing = await getFeedCredentials(db);
  const sameOrigin = existing !== null && originOf(existing.url) === url.origin;
  let stored = "";
  if (!clearPassword && !typed && sameOrigin) stored = existing.password;
  const passwordCleared = !clearPassword && !typed && !sameOrigin && Boolean(existing?.password);

  if (url.protocol === "http:" && (url.username !== "" || (!clearPassword && typed !== "") || stored !== "")) {
    return { ok: false, message: FEED_HTTP_CREDENTIALS };
  }
  if (!clearPassword && typed) {
    if (!usableCredentialsKey(credentialsKey)) return { ok: false, message: FEED_KEY_MISSING };
    stored = await encryptCredential(typed, { secret: credentialsKey, context: passwordContext(url.origin) });
  }
  const values = { username: url.toString(), password: stored, updated_at: now.toISOString() };
  await db
    .insertInto("api_credentials")
    .values({ service_name: FEED_SERVICE, ...values })
    .onConflict((oc) => oc.column("service_name").doUpdateSet(values))
    .execute();
  return { ok: true, passwordCleared };
}

export type OpenedFeedPassword = { ok: true; password: string } | { ok: false; reason: "reenter" | "key" | "decrypt" };

/** The plaintext password for the sync's fetch; the only place it is decrypted. */
export async function openFeedPassword(credentials: FeedCredentials, credentialsKey: string | undefined): Promise<OpenedFeedPassword> {
  const state = feedPasswordState(credentials.password);
  if (state === "none") return { ok: true, password: "" };
  if (state === "reenter") return { ok: false, reason: "reenter" };
  try {
    const origin = originOf(credentials.url);
    if (!origin) return { ok: false, reason: "decrypt" };
    return {
      ok: true,
      password: await decryptCredential(credentials.password, { secret: credentialsKey, context: passwordContext(origin) }),
    };
  } catch (error) {
    return { ok: false, reason: error instanceof CredentialKeyError ? "key" : "decrypt" };
  }
}

function passwordContext(origin: string): string {
  return `${FEED_SERVICE} ${origin}`;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
