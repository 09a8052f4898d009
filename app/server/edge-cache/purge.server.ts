// Purge by tag. The Cache API cannot drop entries by tag or in other data centres, so a purge is
// a row per tag in D1, and every stored page built before it is no longer served. Other data
// centres read the log again within PURGE_LOG_TTL_S seconds; no Cloudflare purge API call.
import type { Db } from "~/db/client.server";
import { recordEdgePurge } from "~/server/edge-cache/queries.server";
import { EDGE_TAGS, listingTag, MAX_LISTING_TAGS } from "./policy.server";

export type EdgePurge = (tags: readonly string[]) => Promise<void>;

/**
 * The purge of one change. A failure is logged and swallowed: the change itself is saved, and
 * the pages it touched are refreshed by age within five minutes (EDGE_CACHE_FRESH_SECONDS) anyway. The time is the
 * wall clock's, never a job's scheduled time: a purge says "built before this moment".
 */
export function edgePurger({ env, db }: { env: { SITE_URL: string }; db: Db }): EdgePurge {
  return async (tags) => {
    if (tags.length === 0) return;
    try {
      await recordEdgePurge(db, { tags, now: Date.now() });
      await dataCentreCache().delete(purgeLogKey(env.SITE_URL));
    } catch (error) {
      console.warn(JSON.stringify({ event: "edge-purge-failed", tags: tags.slice(0, 10), error: String(error) }));
    }
  };
}

/** What a sync that wrote or withdrew these listings purges: every list, and each listing's pages. */
export function listingPurgeTags(ids: Iterable<number>, { created }: { created: boolean }): string[] {
  const named = [...new Set(ids)];
  if (named.length === 0 && !created) return [];
  // Past the cap one tag for all detail pages keeps the purge one small batch.
  const listingTags = named.length > MAX_LISTING_TAGS ? [EDGE_TAGS.details] : named.map(listingTag);
  return [EDGE_TAGS.listings, ...listingTags];
}

/** The data centre's cache (`caches.default`, which the DOM typings of CacheStorage do not know). */
export function dataCentreCache(): Cache {
  return (caches as CacheStorage & { default: Cache }).default;
}

/** The key of the purge log's copy, the same for requests, cron runs and queue batches. */
export function purgeLogKey(siteUrl: string): Request {
  return new Request(new URL("/__edge-cache/purge-log", siteUrl).toString());
}
