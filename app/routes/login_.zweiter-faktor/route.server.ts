// The sign-in step after the password for accounts with a second factor (ASVS 5.0 V6.3.3,
// V6.5.1): a TOTP code from the app, accepted once per time step, or a one-time recovery code.
// Wrong codes count twice: as failed sign-ins of this client and against the account's own guess
// budget across all clients (ADR 0105), which a correct password does not reset; once it is
// spent, app codes are refused for a while and the owner is mailed; recovery codes keep working.
import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, redirect } from "react-router";
import {
  createUserSession,
  getPendingSecondFactor,
  isAdminUser,
  loginDelayMessage,
  readStaffForm,
  requireSameOrigin,
} from "~/server/accounts/auth.server";
import { clearLoginFailures, loginDelay, recordLoginFailure } from "~/server/accounts/login-throttle.server";
import {
  claimTotpStep,
  closeSecondFactorAttempt,
  countUnusedRecoveryCodes,
  getSecondFactor,
  spendRecoveryCode,
} from "~/server/accounts/second-factor.queries.server";
import { hashRecoveryCode, looksLikeRecoveryCode, matchTotp, openTotpSecret } from "~/server/accounts/second-factor.server";
import { countWrongSecondFactor, SECOND_FACTOR_LOCKED, secondFactorLockSeconds } from "~/server/accounts/second-factor-budget.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { queueSecurityNotice } from "~/server/mail/security-notice.server";

export const WRONG_CODE =
  "Der Code stimmt nicht oder wurde schon verwendet. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.";
export const STEP_EXPIRED = "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.";

// Cache-Control comes from the Worker (/login is private); only the lockout's Retry-After is the route's.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** The step's page: only while a password check is pending. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const pending = await getPendingSecondFactor(request, context);
  if (!pending) throw redirect("/login");
  return { email: pending.user.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context.env);
  const formData = await readStaffForm(request, 4096);
  const pending = await getPendingSecondFactor(request, context);
  if (!pending)
    return redirectWithToast(context.env, request, "/login", { type: "error", title: "Anmeldung abgelaufen", description: STEP_EXPIRED });
  const raw = formData.get("code");
  const code = typeof raw === "string" ? raw.trim() : "";
  if (!code || code.length > 64) {
    return data({ error: "Bitte geben Sie den 6-stelligen Code aus Ihrer App oder einen Wiederherstellungscode ein." }, { status: 400 });
  }
  const { user, redirectTo } = pending;
  const now = context.now();
  const subject = { email: user.email, client: clientAddress(request) };
  const delay = await loginDelay(context.db, context.env, subject, now);
  if (!delay.allowed) {
    await logSecurityEvent(context, { event: "login.throttled", ...subject, reason: "second-factor" });
    return data(
      { error: loginDelayMessage(delay.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(delay.retryAfterSeconds) } },
    );
  }

  let method: "totp" | "recovery" | null = null;
  const recovery = looksLikeRecoveryCode(code);
  if (recovery) {
    // Recovery codes work during a lock: 120 bits each cannot be guessed, and the owner gets in.
    if (await spendRecoveryCode(context.db, { userId: user.id, codeHash: await hashRecoveryCode(code), now })) method = "recovery";
  } else {
    // While the account's budget is spent, app codes are not even checked.
    const lockSeconds = await secondFactorLockSeconds(context.db, user.id, now);
    if (lockSeconds > 0) {
      await logSecurityEvent(context, { event: "login.throttled", ...subject, reason: "second-factor-locked", detail: { lockSeconds } });
      return data({ error: SECOND_FACTOR_LOCKED }, { status: 429, headers: { "Retry-After": String(lockSeconds) } });
    }
    const stored = await getSecondFactor(context.db, user.id);
    // A secret that does not open (another key, copied from another account) accepts no code.
    const secret = stored?.secret
      ? await openTotpSecret(stored.secret, { userId: user.id, key: context.env.CREDENTIALS_KEY }).catch((error: unknown) => {
          console.warn(JSON.stringify({ type: "security", event: "second-factor-secret-unreadable", error: String(error) }));
          return null;
        })
      : null;
    if (secret) {
      const step = matchTotp(secret, code, now);
      if (step !== null && (await claimTotpStep(context.db, { userId: user.id, step }))) method = "totp";
    }
  }

  const actor = { id: user.id, email: user.email };
  if (!method) {
    const failures = await recordLoginFailure(context.db, context.env, subject, now);
    const budget = await countWrongSecondFactor(context.db, { userId: user.id, now });
    await logSecurityEvent(context, {
      event: "login.second-factor-failure",
      ...subject,
      reason: recovery ? "wrong-recovery-code" : "wrong-totp",
      detail: { failures, accountFailures: budget.failures },
      audit: { actor, summary: "Anmeldung: zweiter Faktor falsch (Passwort war richtig)" },
    });
    if (budget.lockStarted)
      await reportSecondFactorLock(context, { actor, subject, lockedUntil: budget.lockedUntil, failures: budget.failures });
    return data({ error: WRONG_CODE }, { status: 401 });
  }
  // This password entry is used up: a copy of its pending cookie opens nothing more.
  await closeSecondFactorAttempt(context.db, { userId: user.id, attemptHash: pending.attemptHash });
  await clearLoginFailures(context.db, context.env, subject);
  if (method === "recovery") {
    const left = await countUnusedRecoveryCodes(context.db, user.id);
    await logSecurityEvent(context, {
      event: "recovery-code.used",
      ...subject,
      detail: { left },
      audit: { actor, summary: `Wiederherstellungscode verwendet; noch ${left} übrig` },
    });
  }
  await logSecurityEvent(context, {
    event: "login.success",
    ...subject,
    reason: method,
    audit: isAdminUser(context.env, user)
      ? {
          actor,
          summary: method === "totp" ? "Angemeldet (Passwort und Authenticator-App)" : "Angemeldet (Passwort und Wiederherstellungscode)",
        }
      : undefined,
  });
  return createUserSession(context, { userId: user.id, redirectTo, secondFactor: true });
}

/** The account's guess budget is spent: the Protokoll says so and the owner is mailed. */
async function reportSecondFactorLock(
  context: ActionFunctionArgs["context"],
  {
    actor,
    subject,
    lockedUntil,
    failures,
  }: { actor: { id: string; email: string }; subject: { email: string; client: string }; lockedUntil: number | null; failures: number },
) {
  await logSecurityEvent(context, {
    event: "second-factor.locked",
    ...subject,
    detail: { failures, lockedUntil: lockedUntil ?? 0 },
    audit: {
      actor,
      summary: `Zweiter Faktor gesperrt: ${failures} falsche Codes innerhalb einer Stunde; Kontoinhaber per E-Mail informiert`,
    },
  });
  await queueSecurityNotice(context, {
    email: actor.email,
    notice: "second-factor-locked",
    until: lockedUntil ? new Date(lockedUntil * 1000) : undefined,
  });
}
