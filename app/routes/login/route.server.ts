// Server side of the login page (route.tsx; spec leads-legal-admin.md sections 2 "Login /
// Sign Up", 6, 8 "Authentication"): parse the form, sign in, or store a sign-up and mail the
// verification link. In a `.server` module so that zod and Conform's parser stay out of the
// login page's first load; the browser loads the same schema on demand.

import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs, redirect } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { loginFormSchema, loginModeSchema } from "~/lib/schemas/credentials";
import type { RequestContext } from "~/load-context";
import {
  createAuthenticator,
  createUserSession,
  getStaffUser,
  httpError,
  isAdminUser,
  RATE_LIMIT_PER_ADDRESS,
  RATE_WINDOW_SECONDS,
  requireSameOrigin,
  safeRedirectTo,
  startSecondFactorStep,
  TOO_MANY_ATTEMPTS,
} from "~/server/accounts/auth.server";
import { hashPassword, randomToken } from "~/server/accounts/password.server";
import { weakPasswordProblem } from "~/server/accounts/password-strength.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { createUser, getUserByEmail, replaceUnverifiedSignup } from "~/server/accounts/users.queries.server";
import { BODY_TOO_LARGE_MESSAGE, withLimitedBody } from "~/server/http/body-limit.server";
import { clientAddress, hitRateLimit } from "~/server/http/rate-limit.server";
import { formConstraint } from "~/server/leads/submit.server";
import { queueVerificationEmail } from "~/server/mail/verification.server";

// Staff pages carry personal data and a session: never cached anywhere.
// A slowed-down sign-in says how long to wait.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  // Cache-Control comes from the Worker (/login is private).
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = requestUrl(request);
  const redirectTo = safeRedirectTo(url.searchParams.get("redirectTo"));
  // Spec: a signed-in user is sent on to the admin area.
  if (await getStaffUser(request, context)) throw redirect(redirectTo);
  return { mode: readLoginMode(url.searchParams.get("mode")), redirectTo, constraint: loginConstraint() };
}

export const action = ({ request, context }: ActionFunctionArgs) => submitLogin(request, context);

export function parseLoginForm(formData: FormData) {
  return parseWithZod(formData, { schema: loginFormSchema });
}

/** `?mode=signup` switches the page; anything else is sign-in. */
export function readLoginMode(value: string | null) {
  return loginModeSchema.parse(value);
}

export function loginConstraint() {
  return formConstraint(loginFormSchema);
}

// Sign-up mails per target address: whoever types someone's address cannot
// flood that inbox, nor keep replacing the pending sign-up faster than its owner can react.
export const SIGNUP_MAILS_PER_ADDRESS = 3;
export const SIGNUP_MAIL_WINDOW_SECONDS = 60 * 60;

/** The login page's action: sign in, or sign up (spec section 8 for every message). */
export async function submitLogin(original: Request, context: RequestContext) {
  requireSameOrigin(original, context.env);
  // The form is a few hundred bytes: a larger body is refused before it is buffered.
  const request = await withLimitedBody(original);
  if (!request) throw httpError(413, BODY_TOO_LARGE_MESSAGE);
  // A body that is no form at all is the sender's mistake: 400, not 500.
  const formData = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!formData) throw httpError(400, "Ungültige Anfrage.");
  const submission = parseLoginForm(formData);
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const { mode, email, password } = submission.value;
  const redirectTo = safeRedirectTo(submission.value.redirectTo);

  if (mode === "signin") {
    const outcome = await createAuthenticator(context).authenticate("login", request);
    if (!outcome.ok) {
      return data(
        { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
        {
          status: outcome.reason === "rate-limited" ? 429 : 401,
          headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
        },
      );
    }
    // With a second factor the password alone signs nobody in: the code step follows.
    if (outcome.user.totpEnabled) return startSecondFactorStep(context, { userId: outcome.user.id, redirectTo });
    // An admin's sign-in is in the Protokoll too; everyone's is in the log.
    await logSecurityEvent(context, {
      event: "login.success",
      email,
      client: clientAddress(request),
      audit: isAdminUser(context.env, outcome.user)
        ? { actor: { id: outcome.user.id, email: outcome.user.email }, summary: "Angemeldet (Passwort)" }
        : undefined,
    });
    return createUserSession(context, { userId: outcome.user.id, redirectTo });
  }

  // Sign-up: rate-limited per address like sign-in, so the form cannot be used to flood inboxes.
  const now = context.now();
  const limit = await hitRateLimit(context.db, {
    key: `signup:ip:${clientAddress(request)}`,
    limit: RATE_LIMIT_PER_ADDRESS,
    windowSeconds: RATE_WINDOW_SECONDS,
    now,
  });
  if (!limit.allowed)
    return data({ result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields: ["password"] }) }, { status: 429 });

  const perTarget = await hitRateLimit(context.db, {
    key: `signup:email:${email}`,
    limit: SIGNUP_MAILS_PER_ADDRESS,
    windowSeconds: SIGNUP_MAIL_WINDOW_SECONDS,
    now,
  });
  if (!perTarget.allowed)
    return data({ result: submission.reply({ formErrors: [TOO_MANY_ATTEMPTS], hideFields: ["password"] }) }, { status: 429 });

  // Common, breached and address-based passwords are refused.
  const weak = await weakPasswordProblem(password, email);
  if (weak) return data({ result: submission.reply({ fieldErrors: { password: [weak] }, hideFields: ["password"] }) }, { status: 400 });

  try {
    await storeSignup(context, { email, password, now });
  } catch (error) {
    // Spec section 8: 'Sign up failed' with the default 'An error occurred during authentication.' (German)
    console.warn(JSON.stringify({ route: "login", mode, error: String(error) }));
    return data({ result: submission.reply({ formErrors: [AUTHENTICATION_ERROR], hideFields: ["password"] }) }, { status: 503 });
  }
  return redirectWithToast(context.env, request, "/login", {
    type: "success",
    title: "Registrierung erfolgreich",
    description: "Bitte prüfen Sie Ihr E-Mail-Postfach und bestätigen Sie Ihre Adresse über den Link.",
  });
}

/** The spec's default text when authentication fails for a reason the visitor cannot fix. */
const AUTHENTICATION_ERROR = "Bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";

async function storeSignup(context: RequestContext, { email, password, now }: { email: string; password: string; now: Date }) {
  const token = randomToken();
  const passwordHash = await hashPassword(password);
  const created = await createUser(context.db, { email, password: passwordHash, token, now });
  if (!created) {
    // Known address: an unverified account takes this sign-up's password and only this link
    // (earlier passwords and links stop working); a verified one gets nothing. The answer is the
    // same either way, so the form does not reveal who has an account.
    const existing = await getUserByEmail(context.db, email);
    if (
      existing &&
      !existing.emailVerifiedAt &&
      (await replaceUnverifiedSignup(context.db, { userId: existing.id, password: passwordHash, token, now }))
    ) {
      await queueVerificationEmail(context, { email, token });
    }
  } else {
    await queueVerificationEmail(context, { email, token });
  }
}
