// rate_limits: one row per hashed key and fixed window; the policy is in rate-limit.server.ts.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

/**
 * Count one hit of `key` in the window starting at `windowStart` (epoch seconds), in one upsert:
 * a row from an older window starts again at 1. Returns the count within the window.
 */
export async function countRateLimitHit(db: Db, { key, windowStart }: { key: string; windowStart: number }): Promise<number> {
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END`,
        window_start: sql`excluded.window_start`,
      }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count;
}
