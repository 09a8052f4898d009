// TEMPORARY: replaced by the lead-forms helper.
import type { Db } from "~/db/client.server";
import type { Env } from "~/utils/env.server";
export async function handleMailBatch(_batch: MessageBatch<unknown>, _env: Env) {
  throw new Error("not yet built");
}
export async function requeueStuckEmails(_args: { db: Db; queue: Queue<unknown>; now: Date }): Promise<number> {
  throw new Error("not yet built");
}
