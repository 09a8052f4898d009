// The request guards' two tables: spent form tokens (the forms that mail the visitor accept each
// signed render token once; only its SHA-256 is kept, until it would have expired anyway) and
// rate_limits (one row per hashed key and fixed window; the policy is in rate-limit.server.ts).
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

/**
 * Mark a token as spent; false when it was spent before. Expired rows are removed a few at a
 * time on the way, so the table holds about a day of tokens.
 */
export async function spendFormToken(db: Db, { tokenHash, expiresAt, now }: { tokenHash: string; expiresAt: number; now: number }) {
  const inserted = await db
    .insertInto("used_form_tokens")
    .values({ token_hash: tokenHash, expires_at: expiresAt })
    .onConflict((oc) => oc.column("token_hash").doNothing())
    .returning("token_hash")
    .executeTakeFirst();
  await db
    .deleteFrom("used_form_tokens")
    .where("token_hash", "in", db.selectFrom("used_form_tokens").select("token_hash").where("expires_at", "<=", now).limit(50))
    .execute();
  return inserted !== undefined;
}

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

/** Take one hit back from `key` in the window starting at `windowStart`; never below 0. */
export async function uncountRateLimitHit(db: Db, { key, windowStart }: { key: string; windowStart: number }): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ count: sql`count - 1` })
    .where("key", "=", key)
    .where("window_start", "=", windowStart)
    .where("count", ">", 0)
    .execute();
}
