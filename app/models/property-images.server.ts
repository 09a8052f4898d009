// SQL of the photo pipeline (migration 0053, ADR 0033): one property_images row per image of a
// property, and the `immobilien.photos` summary that cards and the detail page read with the row.
import type { Db } from "~/db/client.server";

export interface PropertyImageRecord {
  id: number;
  property_id: number;
  position: number;
  source_url: string;
  source_fingerprint: string;
  content_hash: string | null;
  variants: string;
  width: number | null;
  height: number | null;
  state: "pending" | "ready" | "failed";
  removed_at: string | null;
}

const IMAGE_COLUMNS = [
  "id",
  "property_id",
  "position",
  "source_url",
  "source_fingerprint",
  "content_hash",
  "variants",
  "width",
  "height",
  "state",
  "removed_at",
] as const;

/** D1 allows 100 bound parameters per statement. */
const CHUNK = 90;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listPropertyImages(db: Db, propertyIds: readonly number[]): Promise<PropertyImageRecord[]> {
  const rows: PropertyImageRecord[] = [];
  for (const chunk of chunks(propertyIds)) {
    rows.push(...(await db.selectFrom("property_images").select(IMAGE_COLUMNS).where("property_id", "in", chunk).execute()));
  }
  return rows;
}

export async function getPropertyImage(db: Db, id: number): Promise<PropertyImageRecord | null> {
  return (await db.selectFrom("property_images").select(IMAGE_COLUMNS).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** A ready image with the same content elsewhere: its variants are in R2 already. */
export async function findReadyImageByHash(
  db: Db,
  contentHash: string,
): Promise<{ variants: string; width: number | null; height: number | null } | null> {
  const row = await db
    .selectFrom("property_images")
    .select(["variants", "width", "height"])
    .where("content_hash", "=", contentHash)
    .where("state", "=", "ready")
    .executeTakeFirst();
  return row ?? null;
}

/** Insert a new image (pending) or, when its URL is known for the property, reset it to pending. */
export function upsertPendingImageStatement(
  d1: D1Database,
  image: { propertyId: number; position: number; sourceUrl: string; fingerprint: string; nowIso: string },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO property_images (property_id, position, source_url, source_fingerprint, state, attempts, error, removed_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, 'pending', 0, NULL, NULL, ?5, ?5)
       ON CONFLICT (property_id, source_url) DO UPDATE SET position = excluded.position,
         source_fingerprint = excluded.source_fingerprint, state = 'pending', attempts = 0, error = NULL,
         removed_at = NULL, updated_at = excluded.updated_at
       RETURNING id`,
    )
    .bind(image.propertyId, image.position, image.sourceUrl, image.fingerprint, image.nowIso);
}

/** An image still in the list at another place (or back after removal): no fetch needed. */
export function repositionImageStatement(d1: D1Database, id: number, position: number, nowIso: string): D1PreparedStatement {
  return d1.prepare("UPDATE property_images SET position = ?, removed_at = NULL, updated_at = ? WHERE id = ?").bind(position, nowIso, id);
}

/** Images no longer in the property's list wait for the cleanup (grace period, ADR 0033). */
export function markImagesRemovedStatements(d1: D1Database, ids: readonly number[], nowIso: string): D1PreparedStatement[] {
  return chunks(ids).map((chunk) =>
    d1
      .prepare(
        `UPDATE property_images SET removed_at = ?, updated_at = ? WHERE removed_at IS NULL AND id IN (${chunk.map(() => "?").join(", ")})`,
      )
      .bind(nowIso, nowIso, ...chunk),
  );
}

/**
 * Rebuild `immobilien.photos` from the property's ready, current images in display order.
 * json_group_array keeps the order of the ordered subquery in SQLite.
 */
export function refreshPhotosStatement(d1: D1Database, propertyId: number): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE immobilien SET photos = COALESCE((
         SELECT json_group_array(json(entry)) FROM (
           SELECT json_object('k', content_hash, 'w', width, 'h', height, 'v', json(variants)) AS entry
           FROM property_images
           WHERE property_id = ?1 AND state = 'ready' AND removed_at IS NULL
           ORDER BY position
         )
       ), '[]') WHERE id = ?1`,
    )
    .bind(propertyId);
}

export async function markImageReady(
  d1: D1Database,
  image: { id: number; propertyId: number; contentHash: string; variants: number[]; width: number; height: number; nowIso: string },
): Promise<void> {
  await d1.batch([
    d1
      .prepare(
        "UPDATE property_images SET state = 'ready', content_hash = ?, variants = ?, width = ?, height = ?, error = NULL, updated_at = ? WHERE id = ?",
      )
      .bind(image.contentHash, JSON.stringify(image.variants), image.width, image.height, image.nowIso, image.id),
    refreshPhotosStatement(d1, image.propertyId),
  ]);
}

export async function markImageError(
  db: Db,
  image: { id: number; attempts: number; error: string; final: boolean; nowIso: string },
): Promise<void> {
  await db
    .updateTable("property_images")
    .set({
      state: image.final ? "failed" : "pending",
      attempts: image.attempts,
      error: image.error.slice(0, 500),
      updated_at: image.nowIso,
    })
    .where("id", "=", image.id)
    .execute();
}

export async function getPropertyPictures(
  db: Db,
  objektnr: string,
): Promise<{ id: number; titelbild_url: string | null; bilder_urls: string } | null> {
  const row = await db
    .selectFrom("immobilien")
    .select(["id", "titelbild_url", "bilder_urls"])
    .where("objektnr_intern", "=", objektnr)
    .executeTakeFirst();
  return row ?? null;
}

/** Active properties with pictures but no image rows yet: the seed, and rows synced before 0053. */
export async function listPropertiesWithoutImageRows(
  db: Db,
  limit: number,
): Promise<{ id: number; titelbild_url: string | null; bilder_urls: string }[]> {
  return db
    .selectFrom("immobilien as i")
    .select(["i.id", "i.titelbild_url", "i.bilder_urls"])
    .where("i.active", "=", 1)
    .where((eb) => eb.or([eb("i.bilder_urls", "<>", "[]"), eb("i.titelbild_url", "is not", null)]))
    .where((eb) => eb.not(eb.exists(eb.selectFrom("property_images as p").select("p.id").whereRef("p.property_id", "=", "i.id"))))
    .orderBy("i.id")
    .limit(limit)
    .execute();
}

/**
 * Image rows past their grace period: removed from a property's list, or of a property withdrawn
 * (or deleted by a TEIL feed) before `before`.
 */
export async function listExpiredImages(
  db: Db,
  { before, limit }: { before: string; limit: number },
): Promise<{ id: number; property_id: number; content_hash: string | null; variants: string }[]> {
  return db
    .selectFrom("property_images as p")
    .innerJoin("immobilien as i", "i.id", "p.property_id")
    .select(["p.id", "p.property_id", "p.content_hash", "p.variants"])
    .where((eb) =>
      eb.or([
        eb("p.removed_at", "<", before),
        eb.and([eb("i.active", "=", 0), eb("i.withdrawn_at", "is not", null), eb("i.withdrawn_at", "<", before)]),
      ]),
    )
    .limit(limit)
    .execute();
}

export async function deleteImages(d1: D1Database, ids: readonly number[], propertyIds: readonly number[]): Promise<void> {
  const statements = chunks(ids).map((chunk) =>
    d1.prepare(`DELETE FROM property_images WHERE id IN (${chunk.map(() => "?").join(", ")})`).bind(...chunk),
  );
  statements.push(...[...new Set(propertyIds)].map((id) => refreshPhotosStatement(d1, id)));
  for (const batch of chunks(statements, 100)) await d1.batch(batch);
}

/** Of these content hashes, the ones no image row or staff upload refers to any more (their R2 objects can go). */
export async function listUnreferencedHashes(db: Db, hashes: readonly string[]): Promise<string[]> {
  const referenced = new Set<string>();
  for (const chunk of chunks(hashes)) {
    const rows = await db.selectFrom("property_images").select("content_hash").where("content_hash", "in", chunk).execute();
    for (const row of rows) if (row.content_hash) referenced.add(row.content_hash);
    // Staff uploads (migration 0056) share the bucket and the names: never delete theirs.
    const uploads = await db.selectFrom("staff_images").select("content_hash").where("content_hash", "in", chunk).execute();
    for (const row of uploads) referenced.add(row.content_hash);
  }
  return hashes.filter((hash) => !referenced.has(hash));
}

/**
 * Failed images that used up their retries (attempts >= minAttempts) before `failedBefore`:
 * set back to pending and returned, so the caller queues them again.
 */
export async function resetExhaustedImages(
  db: Db,
  { failedBefore, minAttempts, nowIso, limit }: { failedBefore: string; minAttempts: number; nowIso: string; limit: number },
): Promise<number[]> {
  const rows = await db
    .updateTable("property_images")
    .set({ state: "pending", attempts: 0, updated_at: nowIso })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("property_images")
        .select("id")
        .where("state", "=", "failed")
        .where("removed_at", "is", null)
        .where("attempts", ">=", minAttempts)
        .where("updated_at", "<", failedBefore)
        .limit(limit),
    )
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}
