// The edge cache's purge log, its only SQL: one upsert per tag in one batch; a page reads the
// purges newer than the oldest page it could hold.
import { type BatchQuery, runBatches } from "~/db/batch.server";
import type { Db } from "~/db/client.server";

/** Record that every page carrying one of `tags` is out of date from `now` on. */
export async function recordEdgePurge(db: Db, { tags, now }: { tags: readonly string[]; now: number }): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  // Two bound values per row: 40 rows stay well inside D1's 100 parameters per statement.
  const groups: BatchQuery[][] = [];
  for (let start = 0; start < unique.length; start += 40) {
    const rows = unique.slice(start, start + 40).map((tag) => ({ tag, purged_at: now }));
    groups.push([
      db
        .insertInto("edge_cache_purges")
        .values(rows)
        .onConflict((oc) => oc.column("tag").doUpdateSet((eb) => ({ purged_at: eb.ref("excluded.purged_at") }))),
    ]);
  }
  await runBatches(db, groups);
}

/** The purges after `since` (epoch ms), newest time per tag. */
export async function listEdgePurgesSince(db: Db, { since }: { since: number }): Promise<{ tag: string; purged_at: number }[]> {
  return db.selectFrom("edge_cache_purges").select(["tag", "purged_at"]).where("purged_at", ">", since).execute();
}
