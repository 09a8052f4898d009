// "Passwort vergessen?" for admin accounts (ADR 0360). A request answers the same whatever the
// address; only a verified admin account gets a link, and the lookup's outcome is written after
// the answer (waitUntil), so neither the page nor its timing tells whether the account exists.
// The link lasts 30 minutes and works once. Setting the new password ends every session of the
// account and signs nobody in: the next sign-in asks for the new password and the second factor.
import { z } from "zod";
import { isAdminUser } from "~/server/accounts/auth.server";
import { hashPassword, randomToken } from "~/server/accounts/password.server";
import { createPasswordResetToken, getPasswordResetAccount, resetPasswordWithToken } from "~/server/accounts/password-reset.queries.server";
import { weakPasswordProblem } from "~/server/accounts/password-strength.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { getUserByEmail } from "~/server/accounts/users.queries.server";
import type { RequestContext } from "~/server/context";
import { hitRateLimit } from "~/server/http/rate-limit.server";
import { queuePasswordResetEmail } from "~/server/mail/password-reset.server";
import { queueSecurityNotice } from "~/server/mail/security-notice.server";

/** Requests per client address and per typed address: nobody can flood an inbox with links. */
export const RESET_REQUESTS_PER_CLIENT = 10;
export const RESET_REQUESTS_PER_ADDRESS = 3;
export const RESET_REQUEST_WINDOW_SECONDS = 60 * 60;

export const RESET_TOO_MANY = "Zu viele Anfragen. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.";

/** A token we send: base64url of 32 bytes (43 characters); anything else cannot be one. */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export function parseResetToken(value: unknown): string | null {
  const token = tokenSchema.safeParse(value);
  return token.success ? token.data : null;
}

/** Both limits count every request, known address or not, so a refusal tells nothing either. */
export async function resetRequestAllowed(context: RequestContext, { email, client }: { email: string; client: string }) {
  const now = context.now();
  const window = { windowSeconds: RESET_REQUEST_WINDOW_SECONDS, now };
  const perClient = await hitRateLimit(context.db, { key: `reset:ip:${client}`, limit: RESET_REQUESTS_PER_CLIENT, ...window });
  const perAddress = await hitRateLimit(context.db, { key: `reset:email:${email}`, limit: RESET_REQUESTS_PER_ADDRESS, ...window });
  return perClient.allowed && perAddress.allowed;
}

/**
 * Start a reset for `email` after the response is sent. A link goes only to a verified admin
 * account; for any other address nothing is stored or sent.
 */
export function requestPasswordReset(context: RequestContext, { email, client }: { email: string; client: string }): void {
  context.waitUntil(
    sendResetLink(context, { email, client }).catch((error) =>
      console.warn(JSON.stringify({ job: "password-reset-request", error: String(error) })),
    ),
  );
}

async function sendResetLink(context: RequestContext, { email, client }: { email: string; client: string }) {
  const user = await getUserByEmail(context.db, email);
  if (!user?.emailVerifiedAt || !isAdminUser(context.env, user)) {
    await logSecurityEvent(context, { event: "password.reset-request", email, client, reason: "no-admin-account" });
    return;
  }
  const token = randomToken(32);
  await createPasswordResetToken(context.db, { userId: user.id, token, now: context.now() });
  await queuePasswordResetEmail(context, { email: user.email, token });
  await logSecurityEvent(context, {
    event: "password.reset-request",
    email,
    client,
    audit: { actor: { id: user.id, email: user.email }, summary: "Link zum Zurücksetzen des Passworts angefordert" },
  });
}

/** The account behind an open link, or null (unknown, expired or used). */
export async function getResetAccount(context: RequestContext, token: string | null) {
  return token ? getPasswordResetAccount(context.db, { token, now: context.now() }) : null;
}

export type ResetOutcome = { ok: true } | { ok: false; reason: "weak"; message: string } | { ok: false; reason: "link" };

/**
 * Set the new password: the strength check of sign-up and /admin/konto, then the hash with the
 * account's session version raised and every open link used up (one batch). The Protokoll and
 * the owner's mailbox hear of it.
 */
export async function completePasswordReset(
  context: RequestContext,
  { token, account, password, client }: { token: string; account: { userId: string; email: string }; password: string; client: string },
): Promise<ResetOutcome> {
  const weak = await weakPasswordProblem(password, account.email);
  if (weak) return { ok: false, reason: "weak", message: weak };
  const changed = await resetPasswordWithToken(context.db, {
    token,
    userId: account.userId,
    password: await hashPassword(password),
    now: context.now(),
  });
  if (!changed) return { ok: false, reason: "link" };
  await logSecurityEvent(context, {
    event: "password.reset",
    email: account.email,
    client,
    audit: {
      actor: { id: account.userId, email: account.email },
      summary: "Passwort zurückgesetzt (Link per E-Mail); alle Sitzungen beendet",
    },
  });
  await queueSecurityNotice(context, { email: account.email, notice: "password-reset" });
  return { ok: true };
}
