// Exposés go with the listing's photos (ADR 0157): after the photos' grace period (ADR 0033, 30
// days after withdrawal) the hourly cron deletes the PDF and its row; a listing gone from the
// database entirely takes its exposé along at once.
import type { Db } from "~/db/client.server";
import { PHOTO_GRACE_DAYS } from "~/server/photos/cleanup.server";
import { exposeKey } from "./generate.server";

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
  const rows = await db
    .selectFrom("listing_exposes as e")
    .leftJoin("immobilien as i", "i.id", "e.property_id")
    .select("e.property_id")
    .where((eb) => eb.or([eb("i.id", "is", null), eb.and([eb("i.active", "=", 0), eb("i.withdrawn_at", "<", before)])]))
    .limit(limit)
    .execute();
  if (rows.length === 0) return { exposes: 0 };
  const ids = rows.map((row) => row.property_id);
  await bucket.delete(ids.map(exposeKey));
  await db.deleteFrom("listing_exposes").where("property_id", "in", ids).execute();
  return { exposes: ids.length };
}
