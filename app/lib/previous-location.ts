// Where the visitor was before this page, for "Zurück zu den Ergebnissen" on the detail page (ADR
// 0338). Client navigation leaves document.referrer at the first page loaded, so the site header
// records each page's path and query here as the visitor moves; a page loaded afresh (a new tab,
// no JavaScript before) falls back to a same-origin referrer. Module state in the browser only:
// the server never reads it.

let current: string | null = null;
let previous: string | null = null;

/** Called by the site header on every change of path or query. */
export function recordLocation(path: string) {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The page before `here` (path and query), whichever of the two effects ran first. */
export function pageBefore(here: string): string | null {
  return current !== null && current !== here ? current : previous;
}

/**
 * The results page to return to: the page before, else the referrer when it is this site, but
 * only when that is the search /immobilien (with its query, so the same search comes back).
 */
export function resultsPageOf(before: string | null, referrer: string, origin: string): string | null {
  const candidates = [before, referrer && safeUrl(referrer)?.origin === origin ? referrer : null];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = safeUrl(candidate, origin);
    if (url && url.origin === origin && url.pathname.replace(/\/$/, "") === "/immobilien") return url.pathname + url.search;
    // The page before was something else: an older referrer does not count.
    if (candidate === before) return null;
  }
  return null;
}

function safeUrl(value: string, base?: string) {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
