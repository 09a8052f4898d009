// Staff accounts: users, profiles (role) and one-time e-mail verification tokens (stored as
// SHA-256 hashes).
import { type ExpressionBuilder, sql } from "kysely";
import { runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { Database, ProfilesTable } from "~/db/schema";
import { sha256Hex } from "~/lib/sha256";
import type { PasswordHash } from "~/server/accounts/password.server";

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface UserRecord {
  id: string;
  email: string;
  emailVerifiedAt: string | null;
  role: string;
  /** Sessions issued under another version count as signed out. */
  sessionVersion: number;
  /** A TOTP second factor is set up (migration 0063). */
  totpEnabled: boolean;
}

export interface UserWithPassword extends UserRecord {
  password: PasswordHash;
}

export async function getUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select(["users.id", "users.email", "users.email_verified_at", "users.session_version", "users.totp_enabled_at", "profiles.role"])
    .where("users.id", "=", id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        email: row.email,
        emailVerifiedAt: row.email_verified_at,
        role: row.role ?? "user",
        sessionVersion: row.session_version,
        totpEnabled: row.totp_enabled_at !== null,
      }
    : null;
}

export async function getUserByEmail(db: Db, email: string): Promise<UserWithPassword | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.email_verified_at",
      "users.password_hash",
      "users.password_salt",
      "users.password_iterations",
      "users.session_version",
      "users.totp_enabled_at",
      "profiles.role",
    ])
    .where("users.email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerifiedAt: row.email_verified_at,
    role: row.role ?? "user",
    sessionVersion: row.session_version,
    totpEnabled: row.totp_enabled_at !== null,
    password: { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations },
  };
}

/**
 * Create the user, its profile and a verification token in one D1 batch. Returns null when the
 * e-mail is already registered. The token itself is returned once for the e-mail and stored
 * only as its hash.
 */
export async function createUser(
  db: Db,
  { email, password, token, now }: { email: string; password: PasswordHash; token: string; now: Date },
): Promise<{ id: string } | null> {
  const id = crypto.randomUUID();
  const created = now.toISOString();
  const existing = await db.selectFrom("users").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst();
  if (existing) return null;
  const tokenHash = await sha256Hex(token);
  const statements = [
    db.insertInto("users").values({
      id,
      email: email.toLowerCase(),
      password_hash: password.hash,
      password_salt: password.salt,
      password_iterations: password.iterations,
      email_verified_at: null,
      created_at: created,
    }),
    db.insertInto("profiles").values({ id, role: "user", updated_at: created }),
    db.insertInto("verification_tokens").values({
      token_hash: tokenHash,
      user_id: id,
      expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
      created_at: created,
    }),
  ];
  try {
    await runBatch(db, statements);
  } catch (error) {
    // A concurrent sign-up with the same address loses on the UNIQUE constraint.
    if (String(error).includes("UNIQUE")) return null;
    throw error;
  }
  return { id };
}

/**
 * Sign-up repeated for an address that is not verified yet: the new sign-up's
 * password replaces the old one and every earlier link is deleted, in one batch, so whoever signed
 * up first (perhaps not the mailbox owner) keeps neither a usable password nor a usable link. Only
 * the newest link, which goes to the mailbox, can verify the account, with the newest password.
 * Returns false when the account got verified in the meantime (nothing is changed then).
 */
export async function replaceUnverifiedSignup(
  db: Db,
  { userId, password, token, now }: { userId: string; password: PasswordHash; token: string; now: Date },
): Promise<boolean> {
  const tokenHash = await sha256Hex(token);
  const [, updated] = await runBatch(db, [
    db.deleteFrom("verification_tokens").where("user_id", "=", userId),
    db.updateTable("users").set(newPassword(password)).where("id", "=", userId).where("email_verified_at", "is", null),
    // Only while still unverified: a verified account never gets a new link this way.
    db
      .insertInto("verification_tokens")
      .columns(["token_hash", "user_id", "expires_at", "created_at"])
      .expression(
        db
          .selectFrom("users")
          .select([
            sql<string>`${tokenHash}`.as("token_hash"),
            "id",
            sql<string>`${new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString()}`.as("expires_at"),
            sql<string>`${now.toISOString()}`.as("created_at"),
          ])
          .where("id", "=", userId)
          .where("email_verified_at", "is", null),
      ),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/**
 * Consume a verification token: valid and unexpired → mark the user verified. Every token of that
 * user is deleted with it, so no older link outlives the verification.
 */
/**
 * The user a live verification token belongs to, with the password hash to check, without using
 * the token up (the page asks for the password first).
 */
export async function getPendingVerification(
  db: Db,
  { token, now }: { token: string; now: Date },
): Promise<{ userId: string; password: PasswordHash } | null> {
  const row = await db
    .selectFrom("verification_tokens")
    .innerJoin("users", "users.id", "verification_tokens.user_id")
    .select(["users.id", "users.password_hash", "users.password_salt", "users.password_iterations", "verification_tokens.expires_at"])
    .where("verification_tokens.token_hash", "=", await sha256Hex(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { userId: row.id, password: { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations } };
}

export async function verifyEmailToken(db: Db, { token, now }: { token: string; now: Date }): Promise<{ userId: string } | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .deleteFrom("verification_tokens")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  await db.deleteFrom("verification_tokens").where("user_id", "=", row.user_id).execute();
  await db
    .updateTable("users")
    .set({ email_verified_at: now.toISOString() })
    .where("id", "=", row.user_id)
    .where("email_verified_at", "is", null)
    .execute();
  return { userId: row.user_id };
}

/** Same password, new hash (cost raised on sign-in): not a password change, sessions stay. */
export async function updatePasswordHash(db: Db, { userId, password }: { userId: string; password: PasswordHash }): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: password.hash, password_salt: password.salt, password_iterations: password.iterations })
    .where("id", "=", userId)
    .execute();
}

/**
 * A new password: every session of the user ends. The sign-up path above does the same
 * inside its batch; this is for any other place that sets a password.
 */
export async function changePassword(db: Db, { userId, password }: { userId: string; password: PasswordHash }): Promise<void> {
  await db.updateTable("users").set(newPassword(password)).where("id", "=", userId).execute();
}

/** The user's current session version (0 for an unknown id). */
export async function getSessionVersion(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom("users").select("session_version").where("id", "=", userId).executeTakeFirst();
  return row?.session_version ?? 0;
}

/** End every session of the user: logout, password change, role change. */
export async function bumpSessionVersion(db: Db, userId: string): Promise<void> {
  await db.updateTable("users").set({ session_version: sql`session_version + 1` }).where("id", "=", userId).execute();
}

/**
 * Grant or take the admin role (spec section 6: the user must have registered first). A real
 * change of role ends the user's sessions; granting a role the user already has does not.
 */
export async function setUserRole(db: Db, { userId, role, now }: { userId: string; role: "admin" | "user"; now: Date }): Promise<void> {
  const current = await db.selectFrom("profiles").select("role").where("id", "=", userId).executeTakeFirst();
  if ((current?.role ?? "user") !== role) await bumpSessionVersion(db, userId);
  await db
    .insertInto("profiles")
    .values({ id: userId, role, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doUpdateSet({ role, updated_at: now.toISOString() }))
    .execute();
}

/** A new password ends the user's sessions (session_version, migration 0050). */
function newPassword(password: PasswordHash) {
  return {
    password_hash: password.hash,
    password_salt: password.salt,
    password_iterations: password.iterations,
    session_version: sql<number>`session_version + 1`,
  };
}

export interface AdminAccount {
  id: string;
  email: string;
  /** A TOTP second factor is set up. */
  secondFactor: boolean;
  /** Admin through ADMIN_EMAILS (the server's setting): not removable from the page. */
  builtIn: boolean;
  /**
   * The newest sign-in in the audit trail ('security.login.success', kept 12 months); null when
   * none is stored. No column of its own: only what is already recorded.
   */
  lastSignInAt: string | null;
}

/**
 * The accounts with access to the staff area, for Team → Zugänge: the admin role,
 * or an address in ADMIN_EMAILS (lower case) with a confirmed account; by address, with the second
 * factor, whether ADMIN_EMAILS makes them admin, and the last sign-in the audit trail holds.
 */
export async function listAdminAccounts(db: Db, builtIn: string[]): Promise<AdminAccount[]> {
  const rows = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select((eb) => [
      "users.id",
      "users.email",
      "users.totp_enabled_at",
      // The newest sign-in, on the (entity, entity_id) index: sign-ins are entity 'security',
      // entity_id the account (security-log.server.ts). One query, no list of ids to bind.
      eb
        .selectFrom("audit_log")
        .select((audit) => audit.fn.max<string>("audit_log.at").as("at"))
        .where("audit_log.entity", "=", "security")
        .whereRef("audit_log.entity_id", "=", "users.id")
        .where("audit_log.action", "=", "security.login.success")
        .as("last_sign_in_at"),
    ])
    .where((eb) => adminCondition(eb, builtIn))
    .orderBy(sql`lower(users.email)`)
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    secondFactor: row.totp_enabled_at !== null,
    builtIn: builtIn.includes(row.email.toLowerCase()),
    lastSignInAt: row.last_sign_in_at ?? null,
  }));
}

/** Admin: the role, or a confirmed address in ADMIN_EMAILS (isAdminUser; ADMIN_EMAILS needs confirmation here). */
function adminCondition(eb: ExpressionBuilder<Database & { profiles: Nullable<ProfilesTable> }, "users" | "profiles">, builtIn: string[]) {
  return builtIn.length > 0
    ? eb.or([
        eb("profiles.role", "=", "admin"),
        eb.and([eb(sql<string>`lower(users.email)`, "in", builtIn), eb("users.email_verified_at", "is not", null)]),
      ])
    : eb("profiles.role", "=", "admin");
}

export type RevokeAdminOutcome = "revoked" | "not-admin" | "last-admin";

/**
 * Take the admin role from an account (Team → Zugänge). One conditional UPDATE: it only
 * runs while another admin remains (a role admin or a confirmed ADMIN_EMAILS account), so two
 * admins removing each other at the same moment cannot leave the office without one; D1 runs each
 * statement on its own, in order. The account's sessions end with the change.
 */
export async function revokeAdminRole(
  db: Db,
  { userId, builtIn, now }: { userId: string; builtIn: string[]; now: Date },
): Promise<RevokeAdminOutcome> {
  const others = db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("users.id", "!=", userId)
    .where((eb) => adminCondition(eb, builtIn));
  const result = await db
    .updateTable("profiles")
    .set({ role: "user", updated_at: now.toISOString() })
    .where("id", "=", userId)
    .where("role", "=", "admin")
    .where(sql<boolean>`(${others}) >= 1`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await bumpSessionVersion(db, userId);
    return "revoked";
  }
  const row = await db.selectFrom("profiles").select("role").where("id", "=", userId).executeTakeFirst();
  return row?.role === "admin" ? "last-admin" : "not-admin";
}

type Nullable<T> = { [K in keyof T]: T[K] | null };
