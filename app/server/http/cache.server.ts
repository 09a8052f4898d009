// Cache-Control values for every response (applied in security-headers.server.ts). Every HTML
// page carries a per-response CSP nonce, so no shared cache may keep a page: browsers revalidate
// (`private, no-cache`). Anything personal or setting a cookie is never stored.

export const publicPageCache = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** HTML with a CSP nonce (every page): the browser may keep it and must revalidate; shared caches must not. */
export const nonceHtmlCache = "private, no-cache";
export const noStore = "private, no-store";

/**
 * Paths that are personal or staff-only: the staff area, sign-in and e-mail verification, the
 * APIs, one visitor's own Merkliste, and the pages behind a link with a token or signature (a
 * shared list, a Suchauftrag's confirm, manage, save and unsubscribe pages). The comparison shows
 * public listing data only. Routes set no Cache-Control of their own for HTML; applyCachePolicy
 * decides.
 */
export function isPrivatePath(rawPathname: string): boolean {
  // A page's `.data` twin (single fetch) carries the same loader data as its HTML: the same rule.
  // `/_root.data` is the home page's.
  const pathname = pageOfDataPath(rawPathname) ?? rawPathname;
  return (
    /^\/(admin|login|logout|api|verify-email)(\/|$)/.test(pathname) ||
    /^\/merkliste(\/geteilt)?\/?$/.test(pathname) ||
    /^\/suchauftrag\/(verwalten|bestaetigen|speichern|abmelden)\/?$/.test(pathname) ||
    // Viewings: the signed booking page, and the slot list, which must never be stale.
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
