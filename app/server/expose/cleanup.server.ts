// Deletes an exposé PDF and its row with the listing's photos, 30 days after withdrawal (hourly
// cron); a listing gone from the database takes its exposé along at once.
import type { Db } from "~/db/client.server";
import { PHOTO_GRACE_DAYS } from "~/server/photos/cleanup.server";
import { deleteExposeRows, exposeKey, listExpiredExposeIds } from "./queries.server";

export async function deleteExpiredExposes({
  db,
  bucket,
  now,
  limit = 500,
}: {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  limit?: number;
}): Promise<{ exposes: number }> {
  const before = new Date(now.getTime() - PHOTO_GRACE_DAYS * 86_400_000).toISOString();
  const ids = await listExpiredExposeIds(db, { before, limit });
  if (ids.length === 0) return { exposes: 0 };
  await bucket.delete(ids.map(exposeKey));
  await deleteExposeRows(db, ids);
  return { exposes: ids.length };
}
