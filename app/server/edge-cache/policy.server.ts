// Which requests the edge cache answers, under which key, and which tags a page carries. No I/O.

import { SETTINGS_PARAM } from "~/lib/consent";
import { isPrivatePath, pageOfDataPath } from "~/server/http/cache.server";

/**
 * A stored page is served as it is for EDGE_CACHE_FRESH_SECONDS (five minutes) after it was
 * built, then, up to this age, served while a new copy is rendered behind it (stale-while-revalidate). */
export const KEEP_MS = 24 * 60 * 60_000;
/** How long a data centre keeps its copy of the purge log before reading D1 again. */
export const PURGE_LOG_TTL_S = 30;

/** Tags a staff edit or the feed sync purges. */
export const EDGE_TAGS = {
  /** Every page that lists listings: home, search, districts, team, sitemap. */
  listings: "listings",
  /** Every detail page, for a sync that changed more listings than are worth naming. */
  details: "details",
  blog: "blog",
  team: "team",
  legal: "legal",
  appearance: "appearance",
} as const;

/** The tag of one listing, on every page that shows it (its detail page, cards elsewhere). */
export const listingTag = (id: number) => `listing:${id}`;

/** Above this many changed listings a sync purges `details` instead of naming each one. */
export const MAX_LISTING_TAGS = 100;

// Parameters that change nothing on the page (campaign links): one copy for all of them.
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid)$/;
const MAX_QUERY = 1024;

/**
 * Why this request is not answered from the cache, or null when it may be. Only GET for a page
 * or the sitemap and robots.txt; never a private path (staff, sign-in, Merkliste, token pages),
 * never a `.data` request (it carries the root's per-visitor data in a form
 * HTMLRewriter cannot reach), never a visitor with a session (a staff member, or a flash toast
 * after a form), never the consent settings (their checkboxes show the visitor's choice), never
 * a form's thank-you page (`?danke`).
 */
export function bypassReason(request: Request): string | null {
  if (request.method !== "GET") return "method";
  const url = new URL(request.url);
  if (pageOfDataPath(url.pathname) !== null) return "data";
  // Every Merkliste page, also the comparison, which isPrivatePath leaves to the browser's cache.
  if (isPrivatePath(url.pathname) || /^\/merkliste(\/|$)/.test(url.pathname)) return "private";
  // Resource routes with an extension (tiles, JSON counts, the exposé PDF) keep their own headers.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && url.pathname !== "/sitemap.xml" && url.pathname !== "/robots.txt") return "resource";
  if (/(^|;\s*)(__Host-)?session=/.test(request.headers.get("Cookie") ?? "")) return "session";
  if (request.headers.has("Authorization")) return "authorization";
  if (url.searchParams.has(SETTINGS_PARAM)) return "settings";
  // A form's thank-you page (the valuation's names the day its reply is due): a form result.
  if (url.searchParams.has("danke")) return "form-result";
  if (url.search.length > MAX_QUERY) return "query";
  return null;
}

/**
 * The Cache API key: the page's path and its query with the parameters sorted and campaign
 * parameters dropped, under the build's version, so that a deploy never serves a page that
 * points at the previous build's scripts.
 */
export function cacheKey(request: Request, buildVersion: string): Request {
  const url = new URL(request.url);
  const params = [...url.searchParams].filter(([name]) => !IGNORED_PARAMS.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const key = new URL(`/__edge-cache/${encodeURIComponent(buildVersion)}${url.pathname}`, url.origin);
  key.search = query;
  return new Request(key.toString(), { method: "GET" });
}

const LEGAL_PAGES = /^\/(impressum|datenschutz|widerruf|ruecktrittsbelehrung|barrierefreiheit)\/?$/;

/**
 * The tags a page carries besides the listings it shows (found in its markup by serve.server.ts).
 * Every page has the site's appearance and legal texts (header, footer, the notices in forms).
 * Where a page's data is not obvious from its path it carries every content tag: over-tagging
 * only costs a render after an edit, under-tagging serves old content.
 */
export function tagsForPath(pathname: string): string[] {
  const tags: string[] = [EDGE_TAGS.appearance, EDGE_TAGS.legal];
  if (
    /^\/immobilien\/[^/]+\/?$/.test(pathname) &&
    !/^\/immobilien\/(bewertung|suchauftrag|vermarktung|makler-beauftragen)\/?$/.test(pathname)
  ) {
    // A detail page: its own listing and the similar ones come from the hearts in its markup.
    tags.push(EDGE_TAGS.details, EDGE_TAGS.team);
  } else if (/^\/blog(\/|$)/.test(pathname)) {
    tags.push(EDGE_TAGS.blog);
  } else if (!LEGAL_PAGES.test(pathname)) {
    tags.push(EDGE_TAGS.listings, EDGE_TAGS.blog, EDGE_TAGS.team);
  }
  return tags;
}
