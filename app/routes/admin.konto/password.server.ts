// /admin/konto, password change (ASVS 5.0 V6.2.2, V6.2.3, V6.2.4): the current password,
// the new one twice. The new password must pass the strength check; the current one is checked
// under the same sign-in throttling as /login, so the form is no way around it. A
// change ends every other session of the account; this one goes on, and the owner is mailed.
import { data } from "react-router";
import { z } from "zod";
import type { RequestContext } from "~/load-context";
import { keepSessionAfterRoleChange, loginDelayMessage, type StaffUser } from "~/server/accounts/auth.server";
import { clearLoginFailures, loginDelay, recordLoginFailure } from "~/server/accounts/login-throttle.server";
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from "~/server/accounts/password.server";
import { weakPasswordProblem } from "~/server/accounts/password-strength.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { changePassword, getUserByEmail } from "~/server/accounts/users.queries.server";
import { clientAddress } from "~/server/http/rate-limit.server";
import { queueSecurityNotice } from "~/server/mail/security-notice.server";

export type PasswordField = "currentPassword" | "newPassword" | "newPasswordRepeat";
export type PasswordErrors = Partial<Record<PasswordField | "form", string>>;

const passwordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Bitte geben Sie Ihr aktuelles Passwort ein." })
      .min(1, "Bitte geben Sie Ihr aktuelles Passwort ein.")
      .max(PASSWORD_MAX_LENGTH, "Das Passwort ist zu lang."),
    newPassword: z
      .string({ error: "Bitte geben Sie ein neues Passwort ein." })
      .min(PASSWORD_MIN_LENGTH, `Das neue Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`)
      .max(PASSWORD_MAX_LENGTH, `Das neue Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`),
    newPasswordRepeat: z.string({ error: "Bitte wiederholen Sie das neue Passwort." }),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.newPasswordRepeat) {
      ctx.addIssue({ code: "custom", path: ["newPasswordRepeat"], message: "Die beiden neuen Passwörter stimmen nicht überein." });
    }
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Das neue Passwort muss sich vom aktuellen unterscheiden." });
    }
  });

function refuse(errors: PasswordErrors, status = 400) {
  return data({ form: "password" as const, errors }, { status });
}

function text(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
}

export async function handlePasswordChange(request: Request, context: RequestContext, user: StaffUser, formData: FormData) {
  const parsed = passwordSchema.safeParse({
    currentPassword: text(formData, "currentPassword"),
    newPassword: text(formData, "newPassword"),
    newPasswordRepeat: text(formData, "newPasswordRepeat"),
  });
  if (!parsed.success) {
    const errors: PasswordErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PasswordField;
      errors[field] ??= issue.message;
    }
    return refuse(errors);
  }
  const { currentPassword, newPassword } = parsed.data;
  const now = context.now();
  const subject = { email: user.email, client: clientAddress(request) };
  const delay = await loginDelay(context.db, context.env, subject, now);
  if (!delay.allowed) {
    await logSecurityEvent(context, { event: "login.throttled", ...subject, reason: "password-change" });
    return refuse({ form: loginDelayMessage(delay.retryAfterSeconds) }, 429);
  }
  const stored = await getUserByEmail(context.db, user.email);
  if (!stored || !(await verifyPassword(currentPassword, stored.password))) {
    await recordLoginFailure(context.db, context.env, subject, now);
    await logSecurityEvent(context, {
      event: "login.failure",
      ...subject,
      reason: "password-change-wrong-current",
      audit: { actor: { id: user.id, email: user.email }, summary: "Passwortänderung: aktuelles Passwort falsch" },
    });
    return refuse({ currentPassword: "Das aktuelle Passwort stimmt nicht." });
  }
  await clearLoginFailures(context.db, context.env, subject);
  const weak = await weakPasswordProblem(newPassword, user.email);
  if (weak) return refuse({ newPassword: weak });

  await changePassword(context.db, { userId: user.id, password: await hashPassword(newPassword) });
  await logSecurityEvent(context, {
    event: "password.change",
    ...subject,
    audit: {
      actor: { id: user.id, email: user.email },
      summary: "Eigenes Passwort geändert; alle anderen Sitzungen beendet; Kontoinhaber per E-Mail informiert",
    },
  });
  // The owner hears of it even when a stolen session made the change (ASVS 5.0 V7.5.1).
  await queueSecurityNotice(context, { email: user.email, notice: "password-changed" });
  const response = await redirectWithToast(context.env, request, "/admin/konto", {
    type: "success",
    title: "Passwort geändert",
    description: "Ihr Passwort wurde geändert. Alle anderen Sitzungen wurden abgemeldet.",
  });
  // The change raised the session version: this session is re-issued, others end.
  return keepSessionAfterRoleChange(context, request, user.id, response);
}
