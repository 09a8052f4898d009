// TEMPORARY: replaced by the sync helper.
import type { Db } from "~/db/client.server";
export async function syncFeed(_args: { db: Db; fetch: typeof fetch; now: Date; trigger: "cron" | "admin" | "test" }) {
  throw new Error("not yet built");
}
