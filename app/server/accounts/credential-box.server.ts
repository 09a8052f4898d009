// Encrypts stored third-party credentials (the feed password): AES-256-GCM, key from HKDF over
// the CREDENTIALS_KEY secret. The additional data binds a value to its service and the feed URL's
// origin, so a ciphertext copied next to another URL does not decrypt and the password is never
// sent to a host it was not entered for.
import { fromBase64, toBase64 } from "~/lib/base64";

export const CREDENTIALS_KEY_MIN_LENGTH = 32;

/** Stored form: `enc:v1:<base64 iv>:<base64 ciphertext+tag>`. */
const PREFIX = "enc:v1:";
const encoder = new TextEncoder();

export class CredentialKeyError extends Error {
  constructor() {
    super(`CREDENTIALS_KEY is missing or shorter than ${CREDENTIALS_KEY_MIN_LENGTH} characters.`);
    this.name = "CredentialKeyError";
  }
}

/** Whether a stored value is ciphertext of this module (else: empty, or a legacy plaintext). */
export function isEncryptedCredential(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

export function usableCredentialsKey(secret: string | undefined): secret is string {
  return typeof secret === "string" && secret.length >= CREDENTIALS_KEY_MIN_LENGTH;
}

export async function encryptCredential(
  plaintext: string,
  { secret, context }: { secret: string | undefined; context: string },
): Promise<string> {
  const key = await deriveKey(secret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(plaintext),
  );
  return `${PREFIX}${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
}

/** Throws CredentialKeyError without a usable key, any other error when the value does not open. */
export async function decryptCredential(
  stored: string,
  { secret, context }: { secret: string | undefined; context: string },
): Promise<string> {
  const key = await deriveKey(secret);
  const [iv, sealed] = stored.slice(PREFIX.length).split(":");
  if (!isEncryptedCredential(stored) || !iv || !sealed) throw new Error("not an encrypted credential");
  const opened = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: fromBase64(iv), additionalData: encoder.encode(context) },
    key,
    fromBase64(sealed),
  );
  return new TextDecoder().decode(opened);
}

async function deriveKey(secret: string | undefined): Promise<CryptoKey> {
  if (!usableCredentialsKey(secret)) throw new CredentialKeyError();
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode("wien-immobilien/api_credentials"), info: encoder.encode("aes-256-gcm v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}
