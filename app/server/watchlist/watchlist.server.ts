// The Merkliste: saved listing ids, kept only in the first-party cookie `merkliste` ("12.7.31"),
// so the server renders hearts and /merkliste without an account or JavaScript.

export const WATCHLIST_COOKIE = "merkliste";
/** Enough for a house hunt; keeps the cookie under 400 bytes. */
export const WATCHLIST_MAX = 50;
const MAX_AGE = 60 * 60 * 24 * 365;
const ID = /^[1-9]\d{0,9}$/;

/** The saved ids, newest first. Anything malformed is dropped, never an error. */
export function readWatchlist(cookieHeader: string | null): number[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== WATCHLIST_COOKIE) continue;
    const ids = rest
      .join("=")
      .split(".")
      .filter((value) => ID.test(value))
      .map(Number);
    return [...new Set(ids)].slice(0, WATCHLIST_MAX);
  }
  return [];
}

/** Add (to the front) or remove one id; the oldest entry goes when the list is full. */
export function updateWatchlist(ids: number[], id: number, intent: "add" | "remove"): number[] {
  const rest = ids.filter((saved) => saved !== id);
  return intent === "add" ? [id, ...rest].slice(0, WATCHLIST_MAX) : rest;
}

/**
 * A shared list taken over into the own one: the shared ids in their order on top, then the own
 * ids not among them. The own ids all stay; of the shared ids not yet saved only as many join as
 * fit under WATCHLIST_MAX, the first ones first. `skipped`: how many did not fit.
 */
export function takeOverWatchlist(own: number[], shared: number[]): { ids: number[]; skipped: number } {
  const saved = new Set(own);
  const fresh = [...new Set(shared)].filter((id) => !saved.has(id));
  const added = new Set(fresh.slice(0, Math.max(0, WATCHLIST_MAX - saved.size)));
  const onTop = [...new Set(shared)].filter((id) => saved.has(id) || added.has(id));
  const kept = new Set(onTop);
  return { ids: [...onTop, ...own.filter((id) => !kept.has(id))], skipped: fresh.length - added.size };
}

/** HttpOnly (only the server reads it), SameSite=Lax, one year; an empty list deletes the cookie. */
export function serializeWatchlist(ids: number[], { secure }: { secure: boolean }): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return ids.length === 0
    ? `${WATCHLIST_COOKIE}=; Max-Age=0; ${attributes}`
    : `${WATCHLIST_COOKIE}=${ids.join(".")}; Max-Age=${MAX_AGE}; ${attributes}`;
}
