// Which one link of a menu marks the current page (aria-current="page"). Remix's NavLink marks
// every link whose path the URL starts with, so /immobilien/bewertung lit up the call to action,
// the 'Immobilien' trigger and the 'Immobilie bewerten' entry at once. A menu marks one link:
// the most specific match (the longest path that is the page or a parent of it), the first of
// equals in the menu's order.
import type { NavLink } from "~/lib/navigation";

/** The path without a trailing slash ('/' stays '/'). */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/** Whether `to` is the page at `pathname` or a page above it ('/' only for the home page). */
function covers(to: string, pathname: string): boolean {
  const path = trimmed(pathname);
  if (to === "/") return path === "/";
  return path === to || path.startsWith(`${to}/`);
}

/** The link of `links` (in the menu's order) that marks the page, or null when none matches. */
export function currentLink<T extends NavLink>(links: readonly T[], pathname: string): T | null {
  let best: T | null = null;
  for (const link of links) {
    if (covers(link.to, pathname) && (best === null || link.to.length > best.to.length)) best = link;
  }
  return best;
}
