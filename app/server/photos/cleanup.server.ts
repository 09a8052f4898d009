// Deletes photos 30 days after they left a listing or the listing was withdrawn (hourly cron); an
// R2 object goes only when no other image row refers to the same content.
import type { Db } from "~/db/client.server";
import { photoKey } from "~/lib/responsive-image";
import { deleteImages, listExpiredImages, listUnreferencedHashes } from "~/server/photos/queries.server";

export const PHOTO_GRACE_DAYS = 30;

export async function deleteExpiredPhotos({
  db,
  bucket,
  now,
  limit = 500,
}: {
  db: Db;
  bucket: R2Bucket;
  now: Date;
  limit?: number;
}): Promise<{ rows: number; objects: number }> {
  const before = new Date(now.getTime() - PHOTO_GRACE_DAYS * 86_400_000).toISOString();
  const expired = await listExpiredImages(db, { before, limit });
  if (expired.length === 0) return { rows: 0, objects: 0 };
  await deleteImages(
    db,
    expired.map((row) => row.id),
    expired.map((row) => row.property_id),
  );
  const widthsByHash = new Map<string, Set<number>>();
  for (const row of expired) {
    if (!row.content_hash) continue;
    const widths = widthsByHash.get(row.content_hash) ?? new Set<number>();
    for (const width of parseWidths(row.variants)) widths.add(width);
    widthsByHash.set(row.content_hash, widths);
  }
  const keys: string[] = [];
  for (const hash of await listUnreferencedHashes(db, [...widthsByHash.keys()])) {
    for (const width of widthsByHash.get(hash) ?? []) keys.push(photoKey(hash, width));
  }
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000));
  return { rows: expired.length, objects: keys.length };
}

function parseWidths(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((w): w is number => Number.isInteger(w) && w > 0) : [];
  } catch {
    return [];
  }
}
