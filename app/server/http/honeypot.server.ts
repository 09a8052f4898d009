// Bot traps for the public forms: a honeypot field and an HMAC-signed render timestamp, so a form
// sent faster than a person can fill it is refused and a bot cannot backdate it.

import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "~/lib/honeypot";
import type { AppEnv } from "~/server/http/env.server";
import { requireSecret } from "~/server/http/env.server";

/** A person needs longer than this to fill in even the shortest form. */
export const MIN_FILL_MS = 2000;
/** A token older than this is refused (ASVS 2.4.1): a signed token cannot be replayed for days. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export type HoneypotCheck = { ok: true } | { ok: false; reason: "honeypot" | "timestamp" | "too-fast" };

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function toBase64Url(bytes: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) return null;
  let binary: string;
  try {
    binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    // A forged token of an impossible base64 length (`123.A`): refused like any bad signature.
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** SESSION_SECRET as the session cookie reads it: comma-separated, the first signs, all verify. */
function sessionSecrets(env: Pick<AppEnv, "SESSION_SECRET">): string[] {
  return requireSecret(env as AppEnv, "SESSION_SECRET")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The value of the hidden timestamp field, issued by the loader that renders the form:
 * `<ms>.<nonce>.<signature>`. The random nonce makes every token distinct, so a form that takes a
 * token only once can tell two visitors' tokens apart.
 */
export async function issueFormToken(env: Pick<AppEnv, "SESSION_SECRET">, now: Date): Promise<string> {
  const [secret = ""] = sessionSecrets(env);
  const ms = String(now.getTime());
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(12)).buffer);
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`form:${ms}:${nonce}`));
  return `${ms}.${nonce}.${toBase64Url(signature)}`;
}

async function verifyFormToken(secrets: string[], token: string): Promise<number | null> {
  // A token without a nonce (an older one) still verifies until it expires.
  const match = /^(\d{1,15})(?:\.([A-Za-z0-9_-]{16}))?\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, issued = "", nonce, encoded = ""] = match;
  const signature = fromBase64Url(encoded);
  if (!signature) return null;
  const message = encoder.encode(nonce ? `form:${issued}:${nonce}` : `form:${issued}`);
  for (const secret of secrets) {
    // crypto.subtle.verify compares in constant time.
    if (await crypto.subtle.verify("HMAC", await hmacKey(secret), signature, message)) {
      return Number(issued);
    }
  }
  return null;
}

/**
 * Check the honeypot and the fill time. `requireTimestamp: false` lets a form rendered without
 * a token (a page whose loader does not issue one) through on the honeypot alone.
 */
export async function checkHoneypot(
  env: Pick<AppEnv, "SESSION_SECRET">,
  formData: FormData,
  now: Date,
  { requireTimestamp = true }: { requireTimestamp?: boolean } = {},
): Promise<HoneypotCheck> {
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap === "string" && trap !== "") return { ok: false, reason: "honeypot" };
  const token = formData.get(TIMESTAMP_FIELD);
  if (typeof token !== "string" || token === "") return requireTimestamp ? { ok: false, reason: "timestamp" } : { ok: true };
  const issuedAt = await verifyFormToken(sessionSecrets(env), token);
  if (issuedAt === null) return { ok: false, reason: "timestamp" };
  // Older than a day: the form's "expired" message (the page is reloaded for a fresh token).
  if (now.getTime() - issuedAt > MAX_FORM_AGE_MS) return { ok: false, reason: "timestamp" };
  if (now.getTime() - issuedAt < MIN_FILL_MS) return { ok: false, reason: "too-fast" };
  return { ok: true };
}

/** A single-use form's token came again: the form was sent already. */
export const FORM_ALREADY_SENT =
  "Dieses Formular wurde bereits gesendet. Bitte laden Sie die Seite neu, wenn Sie noch etwas senden möchten.";

export const HONEYPOT_MESSAGES: Record<Exclude<HoneypotCheck, { ok: true }>["reason"], string> = {
  honeypot: "Ihre Anfrage konnte nicht gesendet werden.",
  timestamp: "Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie es erneut.",
  "too-fast": "Bitte nehmen Sie sich einen Moment Zeit und senden Sie das Formular dann erneut.",
};
