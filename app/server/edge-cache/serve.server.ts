// Serves anonymous pages from the data centre's Cache API, personalised per response: fresh for
// five minutes, then stale-while-revalidate up to a day, unless a tag was purged since. Misses
// render for an anonymous visitor (no cookies). `Server-Timing: cache;desc=…` says what happened.
import type { Db } from "~/db/client.server";
import { readConsentCookie } from "~/lib/consent";
import { listEdgePurgesSince } from "~/server/edge-cache/queries.server";
import type { AppEnv } from "~/server/http/env.server";
import { issueFormToken } from "~/server/http/honeypot.server";
import { readWatchlist } from "~/server/watchlist/watchlist.server";
import { PersonaliseError, patchStreamScript, personalise, type Visitor } from "./personalise.server";
import { bypassReason, cacheKey, KEEP_MS, listingTag, PURGE_LOG_TTL_S, tagsForPath } from "./policy.server";
import { purgeLogKey } from "./purge.server";

export interface EdgeCacheDeps {
  env: AppEnv;
  db: Db;
  cache: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  /** This response's CSP nonce (the Worker puts it into the CSP header). */
  nonce: string;
  /** The server build's version: part of every key, so a deploy starts with an empty cache. */
  buildVersion: string;
  /** The request as it came, rendered as without the cache (bypass). */
  passThrough: () => Promise<Response>;
  /** Render a request with a given nonce in a context of its own. */
  render: (request: Request, nonce: string) => Promise<Response>;
  newNonce: () => string;
  now: () => number;
}

/** Where the stored copy keeps what it was built from. */
const META = "x-edge-meta";
/** The route's own Cache-Control (the sitemap's), given back when a copy is served. */
const ROUTE_CACHE_CONTROL = "x-edge-route-cache-control";
const STREAM_SCRIPT = /<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?\);)<\/script>/g;
const FORM_TOKEN = /(?<![A-Za-z0-9_.-])\d{10,15}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const STORED_TYPES = /^(text\/html|application\/xml|text\/xml|text\/plain)\b/;

interface Meta {
  builtAt: number;
  tags: string[];
  /**
   * The time of each tag's latest purge in the purge log as read before the page was rendered
   * (0: none). The copy is out of date once the log holds a later purge of one of its tags:
   * purge times are compared with purge times, never with another machine's clock.
   */
  seen: Record<string, number>;
  nonce: string;
  tokens: string[];
  /** When a visitor found the copy stale and its replacement began to render. */
  refreshing?: number;
}

/** A refresh that has not stored its copy after this long is taken as lost and started again. */
const REFRESH_WINDOW_MS = 30_000;

function withMeta(headers: Headers, meta: Meta): Headers {
  const next = new Headers(headers);
  next.set(META, JSON.stringify(meta));
  return next;
}

export async function serveWithEdgeCache(request: Request, deps: EdgeCacheDeps): Promise<Response> {
  const started = performance.now();
  const bypass = bypassReason(request);
  if (bypass) return withTiming(await deps.passThrough(), `bypass: ${bypass}`, started);
  const key = cacheKey(request, deps.buildVersion);
  const cookie = request.headers.get("Cookie");
  const visitor: Visitor = { watchlist: readWatchlist(cookie), consent: readConsentCookie(cookie) };

  let log: PurgeLog;
  let stored: Response | undefined;
  try {
    log = await readPurgeLog(deps);
    stored = await deps.cache.match(key);
  } catch (error) {
    // Without the purge log no copy can be trusted: the page is rendered as without the cache.
    console.warn(JSON.stringify({ event: "edge-cache-unavailable", error: String(error) }));
    return withTiming(await deps.passThrough(), "bypass: unavailable", started);
  }
  const meta = stored ? readMeta(stored) : null;
  // A copy older than a day, or built before a purge of one of its tags, is rendered again while
  // the visitor waits, so that a changed price is never shown old. A copy merely past
  // its fresh time is served, and its replacement rendered behind the visitor.
  if (stored && meta && deps.now() - meta.builtAt < KEEP_MS && !purgedSince(log, meta)) {
    const fresh = deps.now() - meta.builtAt < deps.env.EDGE_CACHE_FRESH_SECONDS * 1000;
    if (fresh || (meta.refreshing && deps.now() - meta.refreshing < REFRESH_WINDOW_MS)) {
      return withTiming(await serveCopy(stored, meta, visitor, deps), fresh ? "hit" : "stale", started);
    }
    // Once this answer is sent (so that nothing competes with it), the copy is marked, so that a
    // burst of visitors starts one render, not one each, and the replacement is rendered. The
    // body is read once into memory (a page is ~100 KB): a tee would let the slower cache write
    // hold back the visitor's stream.
    const body = await stored.text();
    const answer = afterSent(await serveCopy(new Response(body, stored), meta, visitor, deps));
    deps.waitUntil(
      logFailure(
        "refresh",
        answer.sent
          .then(() => deps.cache.put(key, new Response(body, { headers: withMeta(stored.headers, { ...meta, refreshing: deps.now() }) })))
          .then(() => refresh(request, key, deps, log)),
      ),
    );
    return withTiming(answer.response, "stale", started);
  }
  // A stored copy not used is left for cache.put to replace.
  if (stored) await stored.body?.cancel();
  return miss(request, key, visitor, deps, log, started);
}

/** Render for an anonymous visitor, store it when it may be kept, and answer this visitor from it. */
async function miss(
  request: Request,
  key: Request,
  visitor: Visitor,
  deps: EdgeCacheDeps,
  log: PurgeLog,
  started: number,
): Promise<Response> {
  const builtAt = deps.now();
  const rendered = await deps.render(anonymous(request), deps.nonce);
  const problem = unstorable(rendered);
  if (problem) {
    // An error page or a redirect: nothing is kept. Its frame (hearts, banner) still matches the
    // visitor unless its payload cannot be matched, then it is rendered for the visitor as is.
    if (!isHtml(rendered)) return withTiming(rendered, `bypass: ${problem}`, started);
    const body = await rendered.text();
    if (!canPersonalise(body)) return withTiming(await deps.passThrough(), `bypass: ${problem}`, started);
    return withTiming(personaliseFresh(body, rendered, visitor, deps.nonce), `bypass: ${problem}`, started);
  }
  const body = await rendered.text();
  if (isHtml(rendered) && !canPersonalise(body)) return withTiming(await deps.passThrough(), "bypass: payload", started);
  const meta = metaOf(request, body, { builtAt, log, nonce: deps.nonce });
  deps.waitUntil(logFailure("store", store(deps.cache, key, rendered, body, meta)));
  const answer = isHtml(rendered) ? personaliseFresh(body, rendered, visitor, deps.nonce) : new Response(body, rendered);
  return withTiming(answer, "miss", started);
}

/** A page just rendered for an anonymous visitor, for this visitor: its nonce and tokens are already this response's. */
function personaliseFresh(body: string, rendered: Response, visitor: Visitor, nonce: string): Response {
  const copy = new Response(body, rendered);
  copy.headers.delete("Content-Length");
  return personalise(copy, visitor, { nonce: { from: nonce, to: nonce }, tokens: new Map() });
}

/** The response, and a promise that settles once its body has been passed on in full (or given up). */
function afterSent(response: Response): { response: Response; sent: Promise<void> } {
  let done: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    done = resolve;
  });
  if (!response.body) return { response, sent: Promise.resolve() };
  // The last chunk is handed over in flush; the runtime writes it out on a later turn, so the
  // promise settles a moment after, lest work started on it hold that write back.
  const watch = new TransformStream<Uint8Array, Uint8Array>({ flush: () => void setTimeout(done, 20) });
  response.body.pipeTo(watch.writable).catch(() => done());
  return { response: new Response(watch.readable, response), sent };
}

/** Work done after the answer: a failure costs a later render, never the visitor's page. */
function logFailure(step: string, work: Promise<unknown>): Promise<void> {
  return work.then(
    () => undefined,
    (error) => console.warn(JSON.stringify({ event: "edge-cache-failed", step, error: String(error) })),
  );
}

/** A stale copy's replacement, rendered after the visitor got the stale one. */
async function refresh(request: Request, key: Request, deps: EdgeCacheDeps, log: PurgeLog): Promise<void> {
  const builtAt = deps.now();
  const nonce = deps.newNonce();
  const rendered = await deps.render(anonymous(request), nonce);
  if (unstorable(rendered)) {
    // The page went away (a 404 or 410 now): the old copy must not outlive it.
    await deps.cache.delete(key);
    return;
  }
  const body = await rendered.text();
  if (isHtml(rendered) && !canPersonalise(body)) return;
  await store(deps.cache, key, rendered, body, metaOf(request, body, { builtAt, log, nonce }));
}

async function serveCopy(stored: Response, meta: Meta, visitor: Visitor, deps: EdgeCacheDeps): Promise<Response> {
  const headers = new Headers(stored.headers);
  const routeCacheControl = headers.get(ROUTE_CACHE_CONTROL);
  headers.delete(META);
  headers.delete(ROUTE_CACHE_CONTROL);
  headers.delete("Cache-Control");
  headers.delete("Content-Length");
  if (routeCacheControl) headers.set("Cache-Control", routeCacheControl);
  const copy = new Response(stored.body, { status: 200, headers });
  if (!isHtml(copy)) return copy;
  const tokens = new Map<string, string>();
  for (const token of meta.tokens) tokens.set(token, await issueFormToken(deps.env, new Date(deps.now())));
  return personalise(copy, visitor, { nonce: { from: meta.nonce, to: deps.nonce }, tokens });
}

function store(cache: Cache, key: Request, rendered: Response, body: string, meta: Meta): Promise<void> {
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Language", "Link", "X-Robots-Tag"]) {
    const value = rendered.headers.get(name);
    if (value) headers.set(name, value);
  }
  const routeCacheControl = rendered.headers.get("Cache-Control");
  if (routeCacheControl && !isHtml(rendered)) headers.set(ROUTE_CACHE_CONTROL, routeCacheControl);
  headers.set(META, JSON.stringify(meta));
  // How long the data centre keeps the copy; whether it is still good is decided on every read.
  headers.set("Cache-Control", `public, max-age=${KEEP_MS / 1000}`);
  return cache.put(key, new Response(body, { status: 200, headers }));
}

function readMeta(stored: Response): Meta | null {
  try {
    const meta = JSON.parse(stored.headers.get(META) ?? "") as Partial<Meta>;
    if (
      typeof meta.builtAt !== "number" ||
      typeof meta.nonce !== "string" ||
      !Array.isArray(meta.tags) ||
      !Array.isArray(meta.tokens) ||
      typeof meta.seen !== "object" ||
      meta.seen === null
    ) {
      return null;
    }
    return meta as Meta;
  } catch {
    return null;
  }
}

/** Why a rendered answer is not kept: anything but a plain 200 page, sitemap or robots.txt. */
function unstorable(rendered: Response): string | null {
  if (rendered.status !== 200) return `status-${rendered.status}`;
  if (rendered.headers.has("Set-Cookie")) return "cookie";
  const cacheControl = rendered.headers.get("Cache-Control") ?? "";
  if (/no-store|private/.test(cacheControl)) return "no-store";
  if (!STORED_TYPES.test(rendered.headers.get("Content-Type") ?? "")) return "type";
  return null;
}

function isHtml(response: Response): boolean {
  return (response.headers.get("Content-Type") ?? "").includes("text/html");
}

/**
 * A page may be kept only when its hydration payload can be made to match any visitor: none
 * (a page without scripts) or exactly one complete line that the patch understands.
 */
function canPersonalise(body: string): boolean {
  const scripts = [...body.matchAll(STREAM_SCRIPT)];
  if (scripts.length === 0) return true;
  if (scripts.length > 1) return false;
  try {
    patchStreamScript(scripts[0]?.[1] ?? "", { watchlist: [1], consent: { necessary: true, analytics: false, marketing: false } });
    return true;
  } catch (error) {
    if (error instanceof PersonaliseError || error instanceof SyntaxError) return false;
    throw error;
  }
}

/** What a copy records: its tags (by its path, plus every listing whose heart it shows) and their purges so far. */
function metaOf(request: Request, body: string, { builtAt, log, nonce }: { builtAt: number; log: PurgeLog; nonce: string }): Meta {
  const tags = new Set(tagsForPath(new URL(request.url).pathname));
  for (const match of body.matchAll(/<form[^>]*action="\/merkliste"[^>]*>\s*<input[^>]*name="id"[^>]*value="(\d+)"/g)) {
    tags.add(listingTag(Number(match[1])));
  }
  const seen: Record<string, number> = {};
  for (const tag of tags) {
    const purgedAt = log.get(tag);
    if (purgedAt) seen[tag] = purgedAt;
  }
  return { builtAt, tags: [...tags], seen, nonce, tokens: [...new Set(body.match(FORM_TOKEN) ?? [])] };
}

/** The same request without anything that could make the page personal. */
function anonymous(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  headers.delete("Authorization");
  return new Request(request.url, { method: "GET", headers });
}

/** Tag → time of its latest purge within the last KEEP_MS. */
type PurgeLog = ReadonlyMap<string, number>;

function purgedSince(log: PurgeLog, meta: Meta): boolean {
  return meta.tags.some((tag) => (log.get(tag) ?? 0) > (meta.seen[tag] ?? 0));
}

/** The data centre's copy of the purge log, read from D1 at most every PURGE_LOG_TTL_S seconds. */
async function readPurgeLog(deps: EdgeCacheDeps): Promise<PurgeLog> {
  const key = purgeLogKey(deps.env.SITE_URL);
  const cached = await deps.cache.match(key);
  if (cached) {
    const rows = (await cached.json()) as [string, number][];
    return new Map(rows);
  }
  const rows = await listEdgePurgesSince(deps.db, { since: deps.now() - KEEP_MS });
  const entries = rows.map((row) => [row.tag, row.purged_at] as [string, number]);
  deps.waitUntil(
    logFailure(
      "purge-log",
      deps.cache.put(
        key,
        new Response(JSON.stringify(entries), {
          headers: { "Content-Type": "application/json", "Cache-Control": `public, max-age=${PURGE_LOG_TTL_S}` },
        }),
      ),
    ),
  );
  return new Map(entries);
}

/** `Server-Timing: cache;desc="hit"` (or stale, miss, "bypass: <reason>") with the time spent here. */
function withTiming(response: Response, desc: string, started: number): Response {
  const res = new Response(response.body, response);
  res.headers.append("Server-Timing", `cache;desc="${desc}";dur=${(performance.now() - started).toFixed(1)}`);
  return res;
}
