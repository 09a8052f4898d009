// Security baseline for every response (issue: foundation, item 7; research/features.md §5).

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
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Locally the site runs on http://localhost; upgrading would break its own assets.
  if (production) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function applySecurityHeaders(
  _request: Request,
  response: Response,
  { nonce, production }: { nonce: string; production: boolean },
): Response {
  // Responses from fetch() may be immutable; copy before touching headers.
  const res = new Response(response.body, response);
  const headers = res.headers;
  const type = headers.get("Content-Type") ?? "";
  if (type.includes("text/html")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, production));
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
