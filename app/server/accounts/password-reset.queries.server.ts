// Password-reset links (migration 0092): stored as the SHA-256 of the token only, good
// for 30 minutes and for one reset, which also uses up every other open link of the account.
import { sql } from "kysely";
import { runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import { sha256Hex } from "~/lib/sha256";
import type { PasswordHash } from "~/server/accounts/password.server";

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** Store a new link for the account; the token itself goes only into the e-mail. */
export async function createPasswordResetToken(db: Db, { userId, token, now }: { userId: string; token: string; now: Date }) {
  await db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: await sha256Hex(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
}

/** The account a link belongs to while the link is open (known, unused, unexpired); else null. */
export async function getPasswordResetAccount(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<{ userId: string; email: string } | null> {
  const row = await db
    .selectFrom("password_reset_tokens")
    .innerJoin("users", "users.id", "password_reset_tokens.user_id")
    .select(["users.id", "users.email"])
    .where("password_reset_tokens.token_hash", "=", await sha256Hex(token))
    .where("password_reset_tokens.used_at", "is", null)
    .where("password_reset_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { userId: row.id, email: row.email } : null;
}

/**
 * Set the new password through the link, in one D1 batch (one transaction): the password changes
 * (and the session version with it, which ends every session of the account) only while the link
 * is still open, and then every open link of the account is used up. Of two concurrent uses of
 * one link only the first changes anything. False when the link was no longer open.
 */
export async function resetPasswordWithToken(
  db: Db,
  { token, userId, password, now }: { token: string; userId: string; password: PasswordHash; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const tokenHash = await sha256Hex(token);
  // Checked by both statements: a stale link changes nothing, not even the account's other links.
  const open = db
    .selectFrom("password_reset_tokens")
    .select("token_hash")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", at);
  const [updated] = await runBatch(db, [
    db
      .updateTable("users")
      .set({
        password_hash: password.hash,
        password_salt: password.salt,
        password_iterations: password.iterations,
        session_version: sql<number>`session_version + 1`,
      })
      .where("id", "=", userId)
      .where(({ exists }) => exists(open)),
    db
      .updateTable("password_reset_tokens")
      .set({ used_at: at })
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .where(({ exists }) => exists(open)),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}
