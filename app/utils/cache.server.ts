// Cache-Control values for route `headers` exports (issue: foundation, item 8).
// Public pages may be kept at the edge for five minutes and served stale while revalidating;
// browsers always revalidate (max-age=0) so a deploy shows at once. Anything personal, and any
// response that sets a cookie, is never stored (ADR 0010).

export const publicPageCache = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const noStore = "private, no-store";

/** Paths that are personal or staff-only whatever their route module says. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(admin|login|logout|api)(\/|$)/.test(pathname);
}

/**
 * Cache-Control for an HTML page: no-store when the response sets a cookie, when the request
 * carries a session (staff, flash toasts) or for private paths; otherwise edge-cacheable.
 */
export function pageCacheControl(request: Request, { setsCookie }: { setsCookie: boolean }): string {
  if (setsCookie) return noStore;
  if (isPrivatePath(new URL(request.url).pathname)) return noStore;
  if (/(^|;\s*)(__Host-)?session=/.test(request.headers.get("Cookie") ?? "")) return noStore;
  return publicPageCache;
}
