// Cache-Control values, applied to every response by
// applyCachePolicy in security-headers.server.ts (ADR 0080).
// Public pages may be kept at the edge for five minutes and served stale while revalidating;
// browsers always revalidate (max-age=0) so a deploy shows at once. Anything personal, and any
// response that sets a cookie, is never stored (ADR 0010).

export const publicPageCache = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
export const noStore = "private, no-store";

/**
 * Paths that are personal or staff-only: the staff area, sign-in and e-mail verification, the
 * APIs, one visitor's own Merkliste, and the pages behind a link with a token or signature (a
 * shared list, a Suchauftrag's confirm, manage, save and unsubscribe pages). The comparison shows
 * public listing data only. Routes set no Cache-Control of their own for HTML; applyCachePolicy
 * decides (ADR 0080).
 */
export function isPrivatePath(pathname: string): boolean {
  return (
    /^\/(admin|login|logout|api|verify-email)(\/|$)/.test(pathname) ||
    /^\/merkliste(\/geteilt)?\/?$/.test(pathname) ||
    /^\/suchauftrag\/(verwalten|bestaetigen|speichern|abmelden)\/?$/.test(pathname) ||
    // Viewings (ADR 0240): the signed booking page, and the slot list, which must never be stale.
    /^\/besichtigung(\/|$)/.test(pathname) ||
    /^\/immobilien\/[^/]+\/besichtigung\/?$/.test(pathname)
  );
}
