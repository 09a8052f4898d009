// Security headers for every response.
import { EMBED_FRAME_ORIGINS } from "~/lib/listing-media";
import { isPrivatePath, nonceHtmlCache, noStore, pageOfDataPath } from "./cache.server";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, production: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    // Only the video and tour players, each loaded after a click with consent.
    `frame-src ${EMBED_FRAME_ORIGINS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Locally the site runs on http://localhost; upgrading would break its own assets.
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const SESSION_COOKIE = /(^|;\s*)(__Host-)?session=/;

/**
 * The cache rules, enforced once for every response instead of trusting each
 * route's `headers` export (a route that exports `headers` replaces the root's, and several did
 * not repeat the rules, checked by tests/security-headers.test.ts):
 * - a response that sets a cookie, answers a non-GET request, is an HTML error, serves a private
 *   path or a visitor with a session is never stored (`private, no-store`);
 * - any other successful HTML page carries this response's CSP nonce, so it is kept by the
 *   visitor's browser only (`private, no-cache`), whatever public form the route wrote;
 * - HTML and the pages' `.data` twins always vary by Cookie (the consent banner and toasts are
 *   rendered on the server; a `.data` twin holds the same loader data as its page).
 */
export function applyCachePolicy(request: Request, headers: Headers, status: number): void {
  const html = (headers.get("Content-Type") ?? "").includes("text/html");
  const pageData = pageOfDataPath(new URL(request.url).pathname) !== null;
  const personal =
    headers.has("Set-Cookie") ||
    (request.method !== "GET" && request.method !== "HEAD") ||
    isPrivatePath(new URL(request.url).pathname) ||
    SESSION_COOKIE.test(request.headers.get("Cookie") ?? "") ||
    (html && status >= 400);
  const current = headers.get("Cache-Control") ?? "";
  if (personal) {
    if (!current.includes("no-store")) headers.set("Cache-Control", noStore);
  } else if (html && status >= 200 && status < 300 && !current.includes("no-store") && !current.includes("private")) {
    headers.set("Cache-Control", nonceHtmlCache);
  }
  if (html || pageData) {
    const vary = headers.get("Vary") ?? "";
    if (!/\bcookie\b/i.test(vary)) headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  }
}

export function applySecurityHeaders(
  request: Request,
  response: Response,
  { nonce, production }: { nonce: string; production: boolean },
): Response {
  // Responses from fetch() may be immutable; copy before touching headers.
  const res = new Response(response.body, response);
  const headers = res.headers;
  applyCachePolicy(request, headers, res.status);
  const type = headers.get("Content-Type") ?? "";
  // upgrade-insecure-requests only where the page itself came over https (always, once deployed):
  // a production build audited on http://localhost would otherwise have its lazily imported
  // modules rewritten to https://localhost and fail (npm run audit runs in production mode).
  const secure = new URL(request.url).protocol === "https:";
  if (type.includes("text/html")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, production && secure));
  else headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  // Browsers ignore HSTS over plain http, so it is safe to send everywhere.
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  return res;
}
