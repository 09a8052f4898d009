import { createCookieSessionStorage, type Session } from "react-router";
import type { Toast } from "~/lib/toast";
import type { RequestContext } from "~/server/context";
import { type AppEnv, requireSecret } from "~/server/http/env.server";

export type { Toast } from "~/lib/toast";

/**
 * A signed-in session: who, under which session version of the user, and the two
 * timestamps (ms since epoch) the idle and absolute limits are checked against on the server.
 * They live inside the signed value, so the browser cannot stretch them.
 */
export interface SessionData {
  userId?: string;
  sessionVersion?: number;
  issuedAt?: number;
  lastSeenAt?: number;
  /** The second factor was checked for this session. */
  secondFactor?: boolean;
  /** Password checked, second factor still due: whom, since when, where to go after. */
  pendingUserId?: string;
  pendingAt?: number;
  pendingRedirectTo?: string;
  /** The account's session version at the password step: a password change ends the step. */
  pendingVersion?: number;
  /** The password entry this step belongs to (its SHA-256 is users.totp_attempt). */
  pendingAttempt?: string;
}

/** Idle limit: no request for 30 minutes ends the session (ASVS 5.0 V7.3.1). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Absolute limit: 12 hours after sign-in the session ends however active it is (ASVS 5.0 V7.3.2). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is rewritten at most once a minute, so not every request sets a cookie. */
export const SESSION_TOUCH_MS = 60 * 1000;
export interface SessionFlashData {
  toast: Toast;
}

/**
 * Cookie session: `__Host-` prefix and Secure in production, HttpOnly, SameSite=Lax, signed
 * with SESSION_SECRET. SESSION_SECRET may hold several comma-separated secrets: the first signs,
 * all verify (rotation). Without the secret no session is created at all (no fallback secret).
 */
export function getSessionStorage(env: AppEnv) {
  const secrets = requireSecret(env, "SESSION_SECRET")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const production = env.ENVIRONMENT === "production";
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: production ? "__Host-session" : "session",
      httpOnly: true,
      secure: production,
      sameSite: "lax",
      path: "/",
      // The browser may drop the cookie once the absolute limit has passed; the server checks the
      // limits inside the signed value either way.
      maxAge: SESSION_ABSOLUTE_MS / 1000,
      secrets,
    },
  });
}

export async function getSession(env: AppEnv, request: Request): Promise<Session<SessionData, SessionFlashData>> {
  return getSessionStorage(env).getSession(request.headers.get("Cookie"));
}

export async function commitSession(env: AppEnv, session: Session<SessionData, SessionFlashData>): Promise<string> {
  return getSessionStorage(env).commitSession(session);
}

export async function destroySession(env: AppEnv, session: Session<SessionData, SessionFlashData>): Promise<string> {
  return getSessionStorage(env).destroySession(session);
}

/** Redirect with a flash toast: the next page renders it once, then it is gone. */
export async function redirectWithToast(env: AppEnv, request: Request, to: string, toast: Toast, init: ResponseInit = {}) {
  const session = await getSession(env, request);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(env, session));
  headers.set("Location", to);
  return new Response(null, { ...init, status: init.status ?? 303, headers });
}

/**
 * Read (and consume) the flash toast. Public pages only do this when the request carries a
 * session cookie, so an anonymous visitor's page view never touches the session.
 */
export async function popToast(env: AppEnv, request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie") ?? "";
  if (!env.SESSION_SECRET || !/(^|;\s*)(__Host-)?session=/.test(cookie)) return { toast: null, setCookie: null };
  const session = await getSession(env, request);
  const toast = session.get("toast") ?? null;
  if (!toast) return { toast: null, setCookie: null };
  return { toast, setCookie: await commitSession(env, session) };
}

// A refreshed session cookie (new lastSeenAt) to send with this request's response. Kept on the
// load context, which Remix hands unchanged to every loader and action of the request; the Worker
// appends it in workers/app.ts unless the response sets the session cookie itself. A registered
// symbol rather than a module-level map: workers/app.ts and the Remix server build each bundle
// their own copy of this module.
const REFRESH = Symbol.for("donau-estate.session-refresh");
type RefreshCarrier = { [REFRESH]?: string };

export function scheduleSessionRefresh(context: RequestContext, setCookie: string): void {
  (context as RefreshCarrier)[REFRESH] = setCookie;
}

export function applySessionRefresh(context: RequestContext, response: Response): Response {
  const setCookie = (context as RefreshCarrier)[REFRESH];
  if (!setCookie) return response;
  delete (context as RefreshCarrier)[REFRESH];
  const name = setCookie.slice(0, setCookie.indexOf("="));
  // A response that signs in, signs out or flashes a toast has already written the session.
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${name}=`))) return response;
  const res = new Response(response.body, response);
  res.headers.append("Set-Cookie", setCookie);
  return res;
}

// A session re-issued by an action (second factor set up) counts for the rest of the
// request: Remix runs the page's loaders with the request's old cookie after a document POST, and
// they must see the new session, not the one the action just replaced.
const CURRENT = Symbol.for("donau-estate.session-current");
type CurrentCarrier = { [CURRENT]?: string };

/** Send `setCookie` with the response and read it as this request's session from now on. */
export function replaceSessionForRequest(context: RequestContext, setCookie: string): void {
  scheduleSessionRefresh(context, setCookie);
  (context as CurrentCarrier)[CURRENT] = setCookie.split(";")[0] ?? "";
}

/** The request's session, or the one an earlier step of this request put in its place. */
export async function getRequestSession(context: RequestContext, request: Request): Promise<Session<SessionData, SessionFlashData>> {
  const replaced = (context as CurrentCarrier)[CURRENT];
  return getSessionStorage(context.env).getSession(replaced ?? request.headers.get("Cookie"));
}
