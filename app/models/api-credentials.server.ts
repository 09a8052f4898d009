// api_credentials (spec public-site.md section 3): the feed URL lives in `username`, the basic-auth
// password in `password`. Neither is ever sent to a browser; readers get only what they need.
import type { Db } from "~/db/client.server";

export const FEED_SERVICE = "justimmo";

export interface FeedCredentials {
  url: string;
  password: string;
}

export async function getFeedCredentials(db: Db): Promise<FeedCredentials | null> {
  const row = await db
    .selectFrom("api_credentials")
    .select(["username", "password"])
    .where("service_name", "=", FEED_SERVICE)
    .executeTakeFirst();
  return row ? { url: row.username, password: row.password } : null;
}

/** Spec call 3: does a feed configuration exist? (The setup screens show when it does not.) */
export async function hasFeedCredentials(db: Db): Promise<boolean> {
  const row = await db.selectFrom("api_credentials").select("service_name").where("service_name", "=", FEED_SERVICE).executeTakeFirst();
  return row !== undefined;
}

export async function saveFeedCredentials(db: Db, { url, password, now }: FeedCredentials & { now: Date }): Promise<void> {
  await db
    .insertInto("api_credentials")
    .values({ service_name: FEED_SERVICE, username: url, password, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("service_name").doUpdateSet({ username: url, password, updated_at: now.toISOString() }))
    .execute();
}
