// Fixed-window rate limits kept in D1 (research/features.md §5, ASVS 2.4.1): forms per client
// address, login and the admin key per address and per account. One upsert per check.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  { key, limit, windowSeconds, now }: { key: string; limit: number; windowSeconds: number; now: Date },
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END`,
        window_start: sql`excluded.window_start`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  const allowed = row.count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - row.count),
    retryAfterSeconds: allowed ? 0 : windowStart + windowSeconds - nowSeconds,
  };
}

/** The client address as Cloudflare reports it; locally wrangler sets it too. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "unknown";
}
