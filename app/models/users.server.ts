// Staff accounts (spec leads-legal-admin.md sections 3 "User/session", 6; DESIGN.md section 3):
// users, profiles (role) and one-time e-mail verification tokens, stored as SHA-256 hashes.
import type { Db } from "~/db/client.server";
import { type PasswordHash, sha256Hex } from "~/utils/password.server";

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export interface UserRecord {
  id: string;
  email: string;
  emailVerifiedAt: string | null;
  role: string;
}

export interface UserWithPassword extends UserRecord {
  password: PasswordHash;
}

export async function getUserById(db: Db, id: string): Promise<UserRecord | null> {
  const row = await db
    .selectFrom("users")
    .leftJoin("profiles", "profiles.id", "users.id")
    .select(["users.id", "users.email", "users.email_verified_at", "profiles.role"])
    .where("users.id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, emailVerifiedAt: row.email_verified_at, role: row.role ?? "user" } : null;
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
  { d1, email, password, token, now }: { d1: D1Database; email: string; password: PasswordHash; token: string; now: Date },
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
    await runBatch(d1, statements);
  } catch (error) {
    // A concurrent sign-up with the same address loses on the UNIQUE constraint.
    if (String(error).includes("UNIQUE")) return null;
    throw error;
  }
  return { id };
}

/** A new link for an account that is not verified yet (sign-up repeated); older links stay valid until they expire. */
export async function issueVerificationToken(db: Db, { userId, token, now }: { userId: string; token: string; now: Date }): Promise<void> {
  await db
    .insertInto("verification_tokens")
    .values({
      token_hash: await sha256Hex(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + VERIFICATION_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Consume a verification token: valid and unexpired → mark the user verified, delete the token. */
export async function verifyEmailToken(db: Db, { token, now }: { token: string; now: Date }): Promise<{ userId: string } | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .deleteFrom("verification_tokens")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  await db
    .updateTable("users")
    .set({ email_verified_at: now.toISOString() })
    .where("id", "=", row.user_id)
    .where("email_verified_at", "is", null)
    .execute();
  return { userId: row.user_id };
}

export async function updatePasswordHash(db: Db, { userId, password }: { userId: string; password: PasswordHash }): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: password.hash, password_salt: password.salt, password_iterations: password.iterations })
    .where("id", "=", userId)
    .execute();
}

/** Grant the admin role (spec section 6: the user must have registered first). */
export async function setUserRole(db: Db, { userId, role, now }: { userId: string; role: "admin" | "user"; now: Date }): Promise<void> {
  await db
    .insertInto("profiles")
    .values({ id: userId, role, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doUpdateSet({ role, updated_at: now.toISOString() }))
    .execute();
}

// D1 runs a batch as one implicit transaction (STYLE.md habit 5); Kysely has no batch API, so
// compile the queries and hand them to the binding.
async function runBatch(d1: D1Database, queries: { compile(): { sql: string; parameters: readonly unknown[] } }[]): Promise<void> {
  await d1.batch(
    queries.map((query) => {
      const compiled = query.compile();
      return d1.prepare(compiled.sql).bind(...compiled.parameters);
    }),
  );
}
