// Staff authentication. remix-auth 4 only runs strategies; the session is ours: the user id sits
// in the signed cookie session (session.server.ts), and the idle and absolute limits and the
// user's session version are checked here on every read. Guards throw redirects.

import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { requestUrl } from "~/lib/request-url";
import { safeLocalPath } from "~/lib/safe-redirect";
import { credentialsSchema } from "~/lib/schemas/credentials";
import { sha256Hex } from "~/lib/sha256";
import {
  clearLoginFailures,
  delayAfter,
  FREE_FAILURES_PER_ACCOUNT,
  formatWait,
  loginDelay,
  recordLoginFailure,
} from "~/server/accounts/login-throttle.server";
import { hashPassword, PASSWORD_ITERATIONS, randomToken, verifyPassword } from "~/server/accounts/password.server";
import { getSecondFactorGate, openSecondFactorAttempt } from "~/server/accounts/second-factor.queries.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import {
  commitSession,
  destroySession,
  getRequestSession,
  getSession,
  getSessionStorage,
  redirectWithToast,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  type SessionData,
  scheduleSessionRefresh,
} from "~/server/accounts/session.server";
import {
  bumpSessionVersion,
  getSessionVersion,
  getUserByEmail,
  getUserById,
  type UserRecord,
  updatePasswordHash,
} from "~/server/accounts/users.queries.server";
import type { RequestContext } from "~/server/context";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { type AppEnv, adminEmails, MissingSecretError } from "~/server/http/env.server";
import { clientAddress } from "~/server/http/rate-limit.server";

export const RATE_WINDOW_SECONDS = 15 * 60;
export const RATE_LIMIT_PER_ADDRESS = 10;
export const RATE_LIMIT_PER_ACCOUNT = 5;

// German texts of the spec strings.
export const INVALID_CREDENTIALS = "E-Mail-Adresse oder Passwort ist falsch.";
export const TOO_MANY_ATTEMPTS = "Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.";

/** Sign-in slowed down after repeated failures from this client. */
export function loginDelayMessage(seconds: number): string {
  return `Zu viele fehlgeschlagene Anmeldeversuche von diesem Gerät. Bitte warten Sie ${formatWait(seconds)} und versuchen Sie es dann erneut.`;
}

// Browser-safe, so the login page can load it for its client check.
export { credentialsSchema };

export type LoginOutcome =
  | { ok: true; user: UserRecord }
  | { ok: false; reason: "invalid" | "unverified" | "rate-limited"; message: string; retryAfterSeconds?: number };

export interface StaffUser extends UserRecord {
  isAdmin: boolean;
}

/** Where an admin without a second factor is sent, and the one admin page open to them. */
export const SECOND_FACTOR_SETUP_PATH = "/admin/konto";
/** The sign-in step after the password for accounts with a second factor. */
export const SECOND_FACTOR_STEP_PATH = "/login/zweiter-faktor";
/** The password step is good for this long while the code is typed. */
export const SECOND_FACTOR_STEP_MS = 5 * 60 * 1000;

/**
 * Admin flows refuse to run without SESSION_SECRET (DESIGN.md section 6): staff get a clear
 * message (503) instead of a session signed with a built-in secret.
 */
export function requireSessionSecret(env: AppEnv): void {
  if (!env.SESSION_SECRET) {
    throw httpError(503, new MissingSecretError("SESSION_SECRET").message);
  }
}

/**
 * A thrown error response for the route's error boundary. A Response rather than `data()`:
 * Remix 2 renders thrown Responses with their status in document requests too.
 */
export function httpError(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

/** Admin by profile role, or by an address listed in ADMIN_EMAILS (DESIGN.md section 3). */
export function isAdminUser(env: AppEnv, user: UserRecord): boolean {
  return user.role === "admin" || adminEmails(env).includes(user.email.toLowerCase());
}

/** One authenticator per request: the strategy needs this request's database and clock. */
export function createAuthenticator(context: RequestContext): Authenticator<LoginOutcome> {
  const authenticator = new Authenticator<LoginOutcome>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const parsed = credentialsSchema.safeParse({ email: form.get("email"), password: form.get("password") });
      // Form-level checks (required fields, lengths) happen in the route before this runs; an
      // impossible password here is simply wrong.
      if (!parsed.success) return { ok: false, reason: "invalid", message: INVALID_CREDENTIALS };
      const { email, password } = parsed.data;
      const now = context.now();
      const subject = { email, client: clientAddress(request) };
      // Only failures count, per account and client: a stranger's wrong passwords
      // slow down the stranger, never the owner's sign-in from her own client.
      const delay = await loginDelay(context.db, context.env, subject, now);
      if (!delay.allowed) {
        await logSecurityEvent(context, {
          event: "login.throttled",
          ...subject,
          reason: "delay",
          detail: { retryAfterSeconds: delay.retryAfterSeconds },
        });
        return {
          ok: false,
          reason: "rate-limited",
          message: loginDelayMessage(delay.retryAfterSeconds),
          retryAfterSeconds: delay.retryAfterSeconds,
        };
      }
      const user = await getUserByEmail(context.db, email);
      if (!user) {
        // Same work as a real check so the response time does not tell whether the account exists.
        await hashPassword(password);
        await recordLoginFailure(context.db, context.env, subject, now);
        await logSecurityEvent(context, { event: "login.failure", ...subject, reason: "unknown-account" });
        return { ok: false, reason: "invalid", message: INVALID_CREDENTIALS };
      }
      if (!(await verifyPassword(password, user.password))) {
        const failures = await recordLoginFailure(context.db, context.env, subject, now);
        const throttled = delayAfter(failures, FREE_FAILURES_PER_ACCOUNT) > 0;
        await logSecurityEvent(context, {
          event: "login.failure",
          ...subject,
          reason: "wrong-password",
          detail: { failures },
          audit: {
            actor: { id: user.id, email: user.email },
            summary: throttled
              ? `Anmeldung fehlgeschlagen (falsches Passwort, ${failures}. Fehlversuch dieses Geräts: Wartezeit aktiv)`
              : "Anmeldung fehlgeschlagen (falsches Passwort)",
          },
        });
        return { ok: false, reason: "invalid", message: INVALID_CREDENTIALS };
      }
      if (!user.emailVerifiedAt) {
        return {
          ok: false,
          reason: "unverified",
          message: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Öffnen Sie den Link in der E-Mail, die wir Ihnen geschickt haben.",
        };
      }
      // The cost is stored per user: raise it on the next successful login after a change.
      if (user.password.iterations < PASSWORD_ITERATIONS) {
        await updatePasswordHash(context.db, { userId: user.id, password: await hashPassword(password) });
      }
      await clearLoginFailures(context.db, context.env, subject);
      const { password: _hash, ...record } = user;
      return { ok: true, user: record };
    }),
    "login",
  );
  return authenticator;
}

/**
 * Whether a session's own limits still hold at `now`: issued and last seen inside the
 * absolute (12 h) and idle (30 min) limits. A session without the timestamps (an older cookie
 * format, or a hand-made one) does not count.
 */
export function sessionWithinLimits(data: SessionData, now: number): boolean {
  const { issuedAt, lastSeenAt } = data;
  if (typeof issuedAt !== "number" || typeof lastSeenAt !== "number") return false;
  if (issuedAt > now + SESSION_TOUCH_MS || lastSeenAt > now + SESSION_TOUCH_MS) return false;
  return now - issuedAt < SESSION_ABSOLUTE_MS && now - lastSeenAt < SESSION_IDLE_MS;
}

/**
 * The signed-in user or null. Only the staff routes call this (public pages never read the
 * session). Null as well for a session past its idle or absolute limit, or issued under an older
 * session version (logout, password or role change since). A live session gets its lastSeenAt
 * moved on (at most once a minute) through the response's Set-Cookie.
 */
export async function getStaffUser(request: Request, context: RequestContext): Promise<StaffUser | null> {
  requireSessionSecret(context.env);
  const session = await getRequestSession(context, request);
  const userId = session.get("userId");
  if (!userId) return null;
  const now = context.now().getTime();
  if (!sessionWithinLimits({ issuedAt: session.get("issuedAt"), lastSeenAt: session.get("lastSeenAt") }, now)) return null;
  const user = await getUserById(context.db, userId);
  if (!user?.emailVerifiedAt || session.get("sessionVersion") !== user.sessionVersion) return null;
  // An account with a second factor only counts as signed in after it was checked.
  if (user.totpEnabled && session.get("secondFactor") !== true) return null;
  if (now - (session.get("lastSeenAt") ?? 0) >= SESSION_TOUCH_MS) {
    session.set("lastSeenAt", now);
    scheduleSessionRefresh(context, await commitSession(context.env, session));
  }
  return { ...user, isAdmin: isAdminUser(context.env, user) };
}

/** Spec "Protected route": no user → /login, remembering where they wanted to go. */
export async function requireUser(request: Request, context: RequestContext): Promise<StaffUser> {
  const user = await getStaffUser(request, context);
  if (!user) {
    const url = requestUrl(request);
    const params = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
    throw redirect(`/login?${params}`);
  }
  return user;
}

/**
 * Spec "Protected route": signed in but not admin → the spec's 'Access Denied', in German (ADR
 * 0013), and back to the home page.
 */
export async function requireAdmin(request: Request, context: RequestContext): Promise<StaffUser> {
  const user = await requireUser(request, context);
  if (!user.isAdmin) {
    const path = requestUrl(request).pathname;
    await logSecurityEvent(context, {
      event: "access.denied",
      email: user.email,
      client: clientAddress(request),
      reason: "not-admin",
      detail: { path },
      audit: { actor: { id: user.id, email: user.email }, summary: `Zugriff verweigert (kein Admin): ${request.method} ${path}` },
    });
    throw await redirectWithToast(context.env, request, "/", {
      type: "error",
      title: "Zugriff verweigert",
      description: "Für diese Seite brauchen Sie Administratorrechte.",
    });
  }
  // Every admin has a second factor: until it is set up, /admin/konto is the only
  // admin page, enforced here for every admin loader and action.
  if (!user.totpEnabled && requestUrl(request).pathname !== SECOND_FACTOR_SETUP_PATH) {
    // A toast still to be shown (e.g. "… is now an admin.") goes along; the page says why anyway.
    if ((await getRequestSession(context, request)).has("toast")) throw redirect(SECOND_FACTOR_SETUP_PATH, 303);
    throw await redirectWithToast(context.env, request, SECOND_FACTOR_SETUP_PATH, {
      type: "info",
      title: "Zwei-Faktor-Anmeldung einrichten",
      description: "Bevor Sie den Verwaltungsbereich nutzen können, richten Sie bitte die Anmeldung mit einer Authenticator-App ein.",
    });
  }
  return user;
}

/**
 * CSRF defence for state changes (besides the SameSite=Lax cookie): a POST whose Origin (or,
 * without Origin, Sec-Fetch-Site) names another site is refused with 403. Requests without either
 * header come from non-browser clients, which cannot carry a victim's cookie.
 */
export function requireSameOrigin(request: Request, env: AppEnv): void {
  const origin = request.headers.get("Origin");
  if (origin) {
    const allowed = new Set([requestUrl(request).origin, new URL(env.SITE_URL).origin]);
    if (!allowed.has(origin)) throw httpError(403, "Forbidden: cross-site request.");
    return;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") throw httpError(403, "Forbidden: cross-site request.");
}

/**
 * A staff action's form body (size-capped, see readFormData): a body that is too large, not a
 * form or unreadable ends the action with its 4xx answer, never a 500.
 */
export async function readStaffForm(request: Request, maxBytes?: number): Promise<FormData> {
  try {
    return await readFormData(request, maxBytes);
  } catch (error) {
    if (error instanceof FormReadError) throw httpError(error.status, error.message);
    throw error;
  }
}

/** The guard every admin action starts with: same origin, then signed-in admin. */
export async function requireAdminAction(request: Request, context: RequestContext): Promise<StaffUser> {
  if (request.method !== "POST") throw httpError(405, "Method not allowed.");
  requireSameOrigin(request, context.env);
  return requireAdmin(request, context);
}

/** Only same-site paths: `//evil.example` and absolute URLs fall back to /admin. */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/admin"): string {
  return safeLocalPath(value, fallback);
}

/**
 * Sign in: a fresh session (nothing carried over from the cookie the browser had) with the user's
 * current session version and both timestamps, then on with a toast.
 */
export async function createUserSession(
  context: RequestContext,
  { userId, redirectTo, secondFactor = false }: { userId: string; redirectTo: string; secondFactor?: boolean },
): Promise<Response> {
  const session = await getSessionStorage(context.env).getSession();
  const now = context.now().getTime();
  session.set("userId", userId);
  session.set("sessionVersion", await getSessionVersion(context.db, userId));
  session.set("issuedAt", now);
  session.set("lastSeenAt", now);
  if (secondFactor) session.set("secondFactor", true);
  session.flash("toast", { type: "success", title: "Anmeldung erfolgreich", description: "Willkommen zurück!" });
  return redirect(redirectTo, { headers: { "Set-Cookie": await commitSession(context.env, session) } });
}

/**
 * Sign out: the browser's copy is cleared and, for a session that still counted, the user's
 * session version is raised, so every other copy of every session of that user ends too (a
 * stolen cookie included).
 */
export async function signOut(request: Request, context: RequestContext): Promise<string> {
  const user = await getStaffUser(request, context);
  if (user) await bumpSessionVersion(context.db, user.id);
  return destroySession(context.env, await getSession(context.env, request));
}

/**
 * After a role change made by the signed-in user (admin setup, admin panel): the change raised
 * that user's session version, which would sign out the very session that proved the admin key.
 * That one session is re-issued under the new version; every other session of the user stays
 * ended. `response` is what the handler answered (a redirect carrying the toast in the session
 * cookie, or form feedback, which is passed through).
 */
export async function keepSessionAfterRoleChange<T>(context: RequestContext, request: Request, userId: string, response: T): Promise<T> {
  if (!(response instanceof Response)) return response;
  const version = await getSessionVersion(context.db, userId);
  const storage = getSessionStorage(context.env);
  const written = response.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  const session = await storage.getSession(written ?? request.headers.get("Cookie"));
  if (session.get("userId") !== userId || session.get("sessionVersion") === version) return response;
  session.set("sessionVersion", version);
  const res = new Response(response.body, response);
  res.headers.delete("Set-Cookie");
  for (const cookie of response.headers.getSetCookie()) if (cookie !== written) res.headers.append("Set-Cookie", cookie);
  res.headers.append("Set-Cookie", await commitSession(context.env, session));
  return res as T;
}

/**
 * Password checked for an account with a second factor: a fresh session that names
 * the account as pending (not signed in), then on to the code step. The step is bound to this
 * password entry and to the account's session version: a later password entry, a
 * completed sign-in or a password change ends it, so one pending cookie is not a lasting ticket.
 */
export async function startSecondFactorStep(
  context: RequestContext,
  { userId, redirectTo }: { userId: string; redirectTo: string },
): Promise<Response> {
  const attempt = randomToken();
  await openSecondFactorAttempt(context.db, { userId, attemptHash: await sha256Hex(attempt) });
  const session = await getSessionStorage(context.env).getSession();
  session.set("pendingUserId", userId);
  session.set("pendingAt", context.now().getTime());
  session.set("pendingRedirectTo", redirectTo);
  session.set("pendingVersion", await getSessionVersion(context.db, userId));
  session.set("pendingAttempt", attempt);
  return redirect(SECOND_FACTOR_STEP_PATH, { headers: { "Set-Cookie": await commitSession(context.env, session) } });
}

/**
 * The account whose password was checked in the last five minutes, waiting for its code: only
 * for the newest password entry of that account, and only while its password (session version)
 * is unchanged.
 */
export async function getPendingSecondFactor(
  request: Request,
  context: RequestContext,
): Promise<{ user: UserRecord; redirectTo: string; attemptHash: string } | null> {
  requireSessionSecret(context.env);
  const session = await getSession(context.env, request);
  const userId = session.get("pendingUserId");
  const at = session.get("pendingAt");
  const attempt = session.get("pendingAttempt");
  if (!userId || typeof at !== "number" || typeof attempt !== "string") return null;
  const now = context.now().getTime();
  if (now - at > SECOND_FACTOR_STEP_MS || at > now + SESSION_TOUCH_MS) return null;
  const user = await getUserById(context.db, userId);
  if (!user?.emailVerifiedAt || !user.totpEnabled || session.get("pendingVersion") !== user.sessionVersion) return null;
  const attemptHash = await sha256Hex(attempt);
  if ((await getSecondFactorGate(context.db, userId)).attempt !== attemptHash) return null;
  return { user, redirectTo: safeRedirectTo(session.get("pendingRedirectTo")), attemptHash };
}
