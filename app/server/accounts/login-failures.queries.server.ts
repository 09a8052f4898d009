// The login_failures rows of the sign-in throttle (login-throttle.server.ts): one count per hashed
// key (account plus client address, or the address alone), forgotten a day after its last failure.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

export async function listRecentLoginFailures(db: Db, { keys, since }: { keys: string[]; since: number }) {
  return db
    .selectFrom("login_failures")
    .select(["key", "failures", "last_failure_at"])
    .where("key", "in", keys)
    .where("last_failure_at", ">", since)
    .execute();
}

/** Counts one failure under `key` (a count last touched at or before `forgetBefore` starts again at 1); returns the count. */
export async function countLoginFailure(
  db: Db,
  { key, nowSeconds, forgetBefore }: { key: string; nowSeconds: number; forgetBefore: number },
) {
  const row = await db
    .insertInto("login_failures")
    .values({ key, failures: 1, last_failure_at: nowSeconds })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql`CASE WHEN login_failures.last_failure_at > ${forgetBefore} THEN login_failures.failures + 1 ELSE 1 END`,
        last_failure_at: sql`excluded.last_failure_at`,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Deletes up to 50 counts last touched at or before `forgetBefore`: small steps, so the table holds about a day. */
export async function forgetOldLoginFailures(db: Db, forgetBefore: number): Promise<void> {
  await db
    .deleteFrom("login_failures")
    .where("key", "in", db.selectFrom("login_failures").select("key").where("last_failure_at", "<=", forgetBefore).limit(50))
    .execute();
}

export async function deleteLoginFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("key", "=", key).execute();
}
