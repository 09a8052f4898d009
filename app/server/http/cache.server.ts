// Cache-Control values, applied to every response by
// applyCachePolicy in security-headers.server.ts (ADR 0080).
// Every HTML page carries a CSP nonce made for that one response, so no shared cache may keep a
// page (ADR 0225): a stored copy would hand one nonce to many visitors. Public pages may be kept
// by the visitor's own browser, which revalidates every time (`private, no-cache`), so a deploy
// shows at once and back/forward still works. Anything personal, and any response that sets a
// cookie, is never stored (ADR 0010). Non-HTML answers without a nonce (a permanent redirect)
// may still be kept at the edge for five minutes.

export const publicPageCache = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** HTML with a CSP nonce (every page): the browser may keep it and must revalidate; shared caches must not. */
export const nonceHtmlCache = "private, no-cache";
export const noStore = "private, no-store";

/**
 * Paths that are personal or staff-only: the staff area, sign-in and e-mail verification, the
 * APIs, one visitor's own Merkliste, and the pages behind a link with a token or signature (a
 * shared list, a Suchauftrag's confirm, manage, save and unsubscribe pages). The comparison shows
 * public listing data only. Routes set no Cache-Control of their own for HTML; applyCachePolicy
 * decides (ADR 0080).
 */
export function isPrivatePath(rawPathname: string): boolean {
  // A page's `.data` twin (single fetch) carries the same loader data as its HTML: the same rule
  // (ADR 0224). `/_root.data` is the home page's.
  const pathname = pageOfDataPath(rawPathname) ?? rawPathname;
  return (
    /^\/(admin|login|logout|api|verify-email)(\/|$)/.test(pathname) ||
    /^\/merkliste(\/geteilt)?\/?$/.test(pathname) ||
    /^\/suchauftrag\/(verwalten|bestaetigen|speichern|abmelden)\/?$/.test(pathname) ||
    // Viewings (ADR 0240): the signed booking page, and the slot list, which must never be stale.
    /^\/besichtigung(\/|$)/.test(pathname) ||
    /^\/immobilien\/[^/]+\/besichtigung\/?$/.test(pathname)
  );
}

/** The page a single-fetch `.data` path belongs to (`/merkliste.data` → `/merkliste`), or null. */
export function pageOfDataPath(pathname: string): string | null {
  if (!pathname.endsWith(".data")) return null;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}
