// Remix aborts a cross-origin document POST by throwing, which the Worker answered as an empty
// 500. The Worker refuses such a request first with the same rule, as a 403 with a German
// sentence. `requireSameOrigin` stays the check that also reads Sec-Fetch-Site.

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The 403 for a write from another origin (Remix's rule, `throwIfPotentialCSRFAttack`), else null. */
export function crossSiteWriteResponse(request: Request): Response | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("Origin");
  if (origin === null) return null;
  const host = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim() || request.headers.get("Host");
  let originHost: string | null = null;
  try {
    originHost = origin === "null" ? null : new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost !== null && host && originHost === host) return null;
  return new Response("Ungültige Anfrage: Das Formular wurde von einer fremden Seite gesendet.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
