// /admin/konto, the owner's proof before an active second factor is replaced (ASVS 5.0 V7.5.1).
import { data } from "react-router";
import type { RequestContext } from "~/load-context";
import { loginDelayMessage, type StaffUser } from "~/server/accounts/auth.server";
import { loginDelay, recordLoginFailure } from "~/server/accounts/login-throttle.server";
import { verifyPassword } from "~/server/accounts/password.server";
import { claimTotpStep, getSecondFactor, spendRecoveryCode } from "~/server/accounts/second-factor.queries.server";
import { hashRecoveryCode, looksLikeRecoveryCode, matchTotp, openTotpSecret } from "~/server/accounts/second-factor.server";
import { countWrongSecondFactor, SECOND_FACTOR_LOCKED, secondFactorLockSeconds } from "~/server/accounts/second-factor-budget.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { getUserByEmail } from "~/server/accounts/users.queries.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { queueSecurityNotice } from "~/server/mail/security-notice.server";
import type { SecondFactorResult } from "./second-factor.server";

const WRONG_PASSWORD = "Das Passwort stimmt nicht. Bitte geben Sie Ihr aktuelles Passwort ein.";
const WRONG_CURRENT_CODE =
  "Der Code der bisherigen App stimmt nicht oder wurde schon verwendet. Bitte geben Sie den aktuellen Code aus der bisherigen App oder einen Wiederherstellungscode ein.";

function field(formData: FormData, name: string, max: number): string {
  const raw = formData.get(name);
  return typeof raw === "string" ? raw.slice(0, max) : "";
}

/**
 * The owner's proof before an active second factor is replaced: the password, under the sign-in
 * throttling, and a current code of the active app (under the account's guess budget, which mails
 * the owner when it locks) or one recovery code. Null when both hold, else the answer.
 */
export async function proveOwner(request: Request, context: RequestContext, user: StaffUser, formData: FormData) {
  const now = context.now();
  const subject = { email: user.email, client: clientAddress(request) };
  const actor = { id: user.id, email: user.email };
  const refuse = async (reason: string, error: string, status = 400, summary?: string) => {
    await logSecurityEvent(context, {
      event: "second-factor.replace-refused",
      ...subject,
      reason,
      audit: summary ? { actor, summary } : undefined,
    });
    return data({ form: "totp" as const, error } satisfies SecondFactorResult, { status });
  };
  const delay = await loginDelay(context.db, context.env, subject, now);
  if (!delay.allowed) return refuse("throttled", loginDelayMessage(delay.retryAfterSeconds), 429);
  const stored = await getUserByEmail(context.db, user.email);
  if (!stored || !(await verifyPassword(field(formData, "currentPassword", 1024), stored.password))) {
    await recordLoginFailure(context.db, context.env, subject, now);
    return refuse("wrong-password", WRONG_PASSWORD, 400, "Zweiten Faktor ersetzen abgelehnt: Passwort falsch");
  }
  const code = field(formData, "currentCode", 64).trim();
  if (looksLikeRecoveryCode(code)) {
    if (await spendRecoveryCode(context.db, { userId: user.id, codeHash: await hashRecoveryCode(code), now })) return null;
  } else {
    if ((await secondFactorLockSeconds(context.db, user.id, now)) > 0) return refuse("second-factor-locked", SECOND_FACTOR_LOCKED, 429);
    const factor = await getSecondFactor(context.db, user.id);
    const secret = factor?.secret
      ? await openTotpSecret(factor.secret, { userId: user.id, key: context.env.CREDENTIALS_KEY }).catch(() => null)
      : null;
    const step = secret ? matchTotp(secret, code, now) : null;
    if (step !== null && (await claimTotpStep(context.db, { userId: user.id, step }))) return null;
  }
  const budget = await countWrongSecondFactor(context.db, { userId: user.id, now });
  if (budget.lockStarted) {
    await logSecurityEvent(context, {
      event: "second-factor.locked",
      ...subject,
      detail: { failures: budget.failures, lockedUntil: budget.lockedUntil ?? 0 },
      audit: {
        actor,
        summary: `Zweiter Faktor gesperrt: ${budget.failures} falsche Codes innerhalb einer Stunde; Kontoinhaber per E-Mail informiert`,
      },
    });
    await queueSecurityNotice(context, {
      email: user.email,
      notice: "second-factor-locked",
      until: budget.lockedUntil ? new Date(budget.lockedUntil * 1000) : undefined,
    });
  }
  return refuse("wrong-current-code", WRONG_CURRENT_CODE, 400, "Zweiten Faktor ersetzen abgelehnt: bisheriger Code falsch");
}
