// Spent form tokens: the forms that mail the visitor accept each signed render token once. Only
// the token's SHA-256 is kept, until it would have expired anyway.
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
