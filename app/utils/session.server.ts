import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";
import { type AppEnv, requireSecret } from "~/utils/env.server";

/** A toast shown once after a redirect (post/redirect/get), with and without JavaScript. */
export interface Toast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

export interface SessionData {
  userId?: string;
}
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
      maxAge: 60 * 60 * 24 * 14,
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
