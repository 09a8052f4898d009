// The staff second factor at rest: the encrypted TOTP secret, an enrolment in progress, the last
// accepted time step, and one-time recovery codes as SHA-256 hashes.
import { sql } from "kysely";
import { runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";

export interface SecondFactorRow {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
}

export async function getSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | null> {
  const row = await db
    .selectFrom("users")
    .select(["totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row
    ? { secret: row.totp_secret, pendingSecret: row.totp_pending_secret, enabledAt: row.totp_enabled_at, lastStep: row.totp_last_step }
    : null;
}

/** Keep a new secret until its first code proves the app has it; an active secret stays active. */
export async function setPendingSecret(db: Db, { userId, pendingSecret }: { userId: string; pendingSecret: string }): Promise<void> {
  await db.updateTable("users").set({ totp_pending_secret: pendingSecret }).where("id", "=", userId).execute();
}

/**
 * The pending secret becomes the active one, with fresh recovery codes (the old ones are void),
 * and every session of the user ends (the caller re-issues the current one), all in one batch.
 */
export async function activateSecondFactor(
  db: Db,
  { userId, secret, step, codeHashes, now }: { userId: string; secret: string; step: number; codeHashes: string[]; now: Date },
): Promise<void> {
  const at = now.toISOString();
  await runBatch(db, [
    db
      .updateTable("users")
      .set({
        totp_secret: secret,
        totp_pending_secret: null,
        totp_enabled_at: at,
        totp_last_step: step,
        session_version: sql<number>`session_version + 1`,
      })
      .where("id", "=", userId),
    db.deleteFrom("recovery_codes").where("user_id", "=", userId),
    ...codeHashes.map((codeHash) =>
      db.insertInto("recovery_codes").values({ user_id: userId, code_hash: codeHash, used_at: null, created_at: at }),
    ),
  ]);
}

/** New recovery codes; the old ones stop working. */
export async function replaceRecoveryCodes(db: Db, { userId, codeHashes, now }: { userId: string; codeHashes: string[]; now: Date }) {
  const at = now.toISOString();
  await runBatch(db, [
    db.deleteFrom("recovery_codes").where("user_id", "=", userId),
    ...codeHashes.map((codeHash) =>
      db.insertInto("recovery_codes").values({ user_id: userId, code_hash: codeHash, used_at: null, created_at: at }),
    ),
  ]);
}

/**
 * Accept a TOTP time step once (ASVS 5.0 V6.5.1): only a step later than the last accepted one
 * counts, so a code seen over a shoulder cannot be used again. False when it was used already.
 */
export async function claimTotpStep(db: Db, { userId, step }: { userId: string; step: number }): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Use a recovery code up; false when it is unknown or was used before. */
export async function spendRecoveryCode(
  db: Db,
  { userId, codeHash, now }: { userId: string; codeHash: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", codeHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ---- guess budget and code-step attempts (migration 0081) -------------------------

/** Whether TOTP codes are refused for the account, and the open code step's attempt hash. */
export async function getSecondFactorGate(db: Db, userId: string): Promise<{ lockedUntil: number | null; attempt: string | null }> {
  const row = await db.selectFrom("users").select(["totp_locked_until", "totp_attempt"]).where("id", "=", userId).executeTakeFirst();
  return { lockedUntil: row?.totp_locked_until ?? null, attempt: row?.totp_attempt ?? null };
}

/**
 * One wrong code for the account (from whichever client); returns how many wrong codes the
 * account has had since `since` (epoch seconds), this one included. Rows older than that go.
 */
export async function recordSecondFactorFailure(
  db: Db,
  { userId, nowSeconds, since }: { userId: string; nowSeconds: number; since: number },
): Promise<number> {
  await runBatch(db, [
    db.insertInto("second_factor_failures").values({ user_id: userId, failed_at: nowSeconds }),
    db.deleteFrom("second_factor_failures").where("failed_at", "<=", since),
  ]);
  const row = await db
    .selectFrom("second_factor_failures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("failed_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Refuse TOTP codes until `until`; true only when this call started the lock (not already locked). */
export async function lockSecondFactor(db: Db, { userId, nowSeconds, until }: { userId: string; nowSeconds: number; until: number }) {
  const result = await db
    .updateTable("users")
    .set({ totp_locked_until: until })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_locked_until", "is", null), eb("totp_locked_until", "<=", nowSeconds)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A password entry opens a code step: only this attempt's pending cookie counts from now on. */
export async function openSecondFactorAttempt(db: Db, { userId, attemptHash }: { userId: string; attemptHash: string }) {
  await db.updateTable("users").set({ totp_attempt: attemptHash }).where("id", "=", userId).execute();
}

/** The code step is over (signed in): no copy of its pending cookie works again. */
export async function closeSecondFactorAttempt(db: Db, { userId, attemptHash }: { userId: string; attemptHash: string }) {
  await db.updateTable("users").set({ totp_attempt: null }).where("id", "=", userId).where("totp_attempt", "=", attemptHash).execute();
}
