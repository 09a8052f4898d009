// Admin setup: a registered, verified user's e-mail plus the ADMIN_KEY secret, compared in
// constant time and rate-limited per address and per target account (/admin/setup, /admin).
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { type AuditActor, recordAudit } from "~/server/accounts/audit.queries.server";
import { RATE_LIMIT_PER_ACCOUNT, RATE_LIMIT_PER_ADDRESS, RATE_WINDOW_SECONDS } from "~/server/accounts/auth.server";
import { secretsMatch } from "~/server/accounts/password.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { getUserByEmail, setUserRole } from "~/server/accounts/users.queries.server";
import type { RequestContext } from "~/server/context";
import { adminKeyProblem } from "~/server/http/env.server";
import { clientAddress, hitRateLimit, returnRateLimitHit } from "~/server/http/rate-limit.server";

export const ADMIN_KEY_FAILED = "Admin-Rechte konnten nicht vergeben werden. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.";

/**
 * Wrong admin-key attempts per UTC day across all clients, on top of the per-address/account
 * limits. A right key gives its attempt back: staff who set up admins are never locked out by
 * their own successes.
 */
export const ADMIN_KEY_DAILY_LIMIT = 50;
export const ADMIN_KEY_DAILY_LIMIT_REACHED =
  "Heute gab es zu viele Versuche mit dem Admin-Schlüssel. Das Formular ist für alle bis Mitternacht (UTC) gesperrt; wenden Sie sich an den Betreiber der Website, wenn das nicht Sie waren.";

export const adminKeySchema = z.object({
  intent: z.literal("set-admin"),
  email: z
    .string({ error: "Die E-Mail-Adresse der Person ist erforderlich." })
    .trim()
    .email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
    .transform((email) => email.toLowerCase()),
  adminKey: z
    .string({ error: "Der geheime Schlüssel ist erforderlich." })
    .min(1, "Der geheime Schlüssel ist erforderlich.")
    .max(256, "Der geheime Schlüssel ist zu lang."),
});

/** Runs after the route's guard. Success and refusals end in a redirect with the spec's toasts. */
export async function handleAdminKey(
  request: Request,
  context: RequestContext,
  {
    formData,
    actor,
    failureTo,
    successTo,
  }: { formData: FormData; actor: AuditActor; failureTo: string; successTo: (grantedEmail: string) => string },
) {
  const redirectTo = failureTo;
  const submission = parseWithZod(formData, { schema: adminKeySchema });
  if (submission.status !== "success") {
    return data({ form: "set-admin" as const, result: submission.reply({ hideFields: ["adminKey"] }) }, { status: 400 });
  }
  const { email, adminKey } = submission.value;
  const problem = adminKeyProblem(context.env);
  if (problem) {
    // No fallback key and no short one (DESIGN.md section 6): refuse, and tell staff what to configure.
    console.warn(JSON.stringify({ event: "admin-key-refused", reason: problem }));
    return redirectWithToast(context.env, request, redirectTo, { type: "error", title: "Fehler", description: problem });
  }
  const now = context.now();
  const perAddress = await hitRateLimit(context.db, {
    key: `admin-key:ip:${clientAddress(request)}`,
    limit: RATE_LIMIT_PER_ADDRESS,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  const perAccount = await hitRateLimit(context.db, {
    key: `admin-key:account:${email}`,
    limit: RATE_LIMIT_PER_ACCOUNT,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  if (!perAddress.allowed || !perAccount.allowed) {
    await logSecurityEvent(context, {
      event: "admin-key.failure",
      email: actor.email,
      client: clientAddress(request),
      reason: "rate-limited",
      audit: { actor, summary: "Admin-Schlüssel: zu viele Versuche, Formular vorübergehend gesperrt" },
    });
    return redirectWithToast(
      context.env,
      request,
      redirectTo,
      { type: "error", title: "Fehler", description: "Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es erneut." },
      { status: 303, headers: { "Retry-After": String(Math.max(perAddress.retryAfterSeconds, perAccount.retryAfterSeconds)) } },
    );
  }
  // Across all clients: many addresses each staying under the per-address limit
  // still get only ADMIN_KEY_DAILY_LIMIT guesses a day. Counted only after the per-client
  // limits pass, so one client cannot burn the day's budget faster than its own limit allows.
  const dailyBudget = { key: "admin-key:global", windowSeconds: 24 * 60 * 60, now };
  const global = await hitRateLimit(context.db, { ...dailyBudget, limit: ADMIN_KEY_DAILY_LIMIT });
  if (!global.allowed) {
    console.warn(JSON.stringify({ event: "admin-key-daily-limit", retryAfterSeconds: global.retryAfterSeconds }));
    return redirectWithToast(
      context.env,
      request,
      redirectTo,
      { type: "error", title: "Fehler", description: ADMIN_KEY_DAILY_LIMIT_REACHED },
      { status: 303, headers: { "Retry-After": String(global.retryAfterSeconds) } },
    );
  }
  const keyMatches = await secretsMatch(adminKey, context.env.ADMIN_KEY as string);
  const user = await getUserByEmail(context.db, email);
  // One answer for a wrong key, an unknown user and an unverified one: nothing to probe.
  if (!keyMatches || !user?.emailVerifiedAt) {
    // A security event: who tried, never the key typed.
    await logSecurityEvent(context, {
      event: "admin-key.failure",
      email: actor.email,
      client: clientAddress(request),
      reason: keyMatches ? "target-not-verified" : "wrong-key",
      audit: {
        actor,
        summary: keyMatches
          ? `Admin-Rechte für ${email} abgelehnt: kein bestätigtes Konto`
          : `Falscher Admin-Schlüssel eingegeben (Ziel: ${email})`,
      },
    });
    return redirectWithToast(context.env, request, redirectTo, { type: "error", title: "Fehler", description: ADMIN_KEY_FAILED });
  }
  await returnRateLimitHit(context.db, dailyBudget);
  await setUserRole(context.db, { userId: user.id, role: "admin", now });
  // Admin grants are in the audit trail (who granted whom; never the key).
  await recordAudit(context.db, {
    actor,
    action: "admin.grant",
    entity: "user",
    entityId: user.id,
    summary: `Admin-Rechte an ${user.email} vergeben`,
    now,
  });
  return redirectWithToast(context.env, request, successTo(user.email), {
    type: "success",
    title: "Admin-Rechte vergeben",
    description: `${user.email} ist jetzt Admin.`,
  });
}
