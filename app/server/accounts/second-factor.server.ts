// TOTP second factor for staff (ASVS 5.0 V6.2, V6.3.3, V6.5) with `otpauth`: RFC 6238, 6 digits,
// 30 s, one step of drift. The secret is encrypted with the user id as additional data, so a
// ciphertext copied onto another account does not open. Recovery codes carry 120 random bits, so
// SHA-256 is enough to store them.
import { Secret, TOTP } from "otpauth";
import { sha256Hex } from "~/lib/sha256";
import { decryptCredential, encryptCredential } from "~/server/accounts/credential-box.server";

export const TOTP_ISSUER = "Donau Estate";
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function totp(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh 160-bit secret, base32 (what authenticator apps read). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI for the app (as text and QR code). */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** "ABCD EFGH …": the secret in groups of four for typing it in by hand. */
export function groupedSecret(secretBase32: string): string {
  return (secretBase32.match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * The time step a code belongs to, or null when it matches none of the steps around `now`.
 * The caller must still claim the step (accepted once, server/accounts/second-factor.queries.server.ts).
 */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const instance = totp(secretBase32, "x");
  const delta = instance.validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

function secretContext(userId: string): string {
  return `totp-secret:${userId}`;
}

export function sealTotpSecret(secretBase32: string, { userId, key }: { userId: string; key: string | undefined }): Promise<string> {
  return encryptCredential(secretBase32, { secret: key, context: secretContext(userId) });
}

export function openTotpSecret(stored: string, { userId, key }: { userId: string; key: string | undefined }): Promise<string> {
  return decryptCredential(stored, { secret: key, context: secretContext(userId) });
}

/** A recovery code as typed: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export function hashRecoveryCode(code: string): Promise<string> {
  return sha256Hex(`recovery-code:${normalizeRecoveryCode(code)}`);
}

/** Ten codes of 24 base32 characters (120 bits) shown as six groups of four. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    const chars = [...bytes].map((byte) => BASE32[byte & 31]).join("");
    return (chars.match(/.{4}/g) ?? []).join("-");
  });
}

/** Whether typed input looks like a recovery code rather than a 6-digit TOTP code. */
export function looksLikeRecoveryCode(input: string): boolean {
  return /^[a-z2-7]{24}$/.test(normalizeRecoveryCode(input));
}
