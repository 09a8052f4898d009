// SQL of the photo pipeline: one property_images row per image, and the `immobilien.photos`
// summary that cards and the detail page read with the row.
import { sql } from "kysely";
import { type BatchQuery, runBatch } from "~/db/batch.server";
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
  db: Db,
  image: { propertyId: number; position: number; sourceUrl: string; fingerprint: string; nowIso: string },
) {
  const pending = { state: "pending", attempts: 0, error: null, removed_at: null, updated_at: image.nowIso } as const;
  return db
    .insertInto("property_images")
    .values({
      property_id: image.propertyId,
      position: image.position,
      source_url: image.sourceUrl,
      source_fingerprint: image.fingerprint,
      created_at: image.nowIso,
      ...pending,
    })
    .onConflict((oc) =>
      oc
        .columns(["property_id", "source_url"])
        .doUpdateSet({ position: image.position, source_fingerprint: image.fingerprint, ...pending }),
    )
    .returning("id");
}

/** An image still in the list at another place (or back after removal): no fetch needed. */
export function repositionImageStatement(db: Db, id: number, position: number, nowIso: string): BatchQuery {
  return db.updateTable("property_images").set({ position, removed_at: null, updated_at: nowIso }).where("id", "=", id);
}

/** Images no longer in the property's list wait for the cleanup (grace period). */
export function markImagesRemovedStatements(db: Db, ids: readonly number[], nowIso: string): BatchQuery[] {
  return chunks(ids).map((chunk) =>
    db
      .updateTable("property_images")
      .set({ removed_at: nowIso, updated_at: nowIso })
      .where("removed_at", "is", null)
      .where("id", "in", chunk),
  );
}

/**
 * Rebuild `immobilien.photos` from the property's ready, current images in display order.
 * json_group_array keeps the order of the ordered subquery in SQLite.
 */
export function refreshPhotosStatement(db: Db, propertyId: number): BatchQuery {
  const entries = db
    .selectFrom("property_images")
    .select(sql<string>`json_object('k', content_hash, 'w', width, 'h', height, 'v', json(variants))`.as("entry"))
    .where("property_id", "=", propertyId)
    .where("state", "=", "ready")
    .where("removed_at", "is", null)
    .orderBy("position");
  const photos = db.selectFrom(entries.as("e")).select(sql<string>`json_group_array(json(e.entry))`.as("photos"));
  return db
    .updateTable("immobilien")
    .set({ photos: sql<string>`COALESCE((${photos}), '[]')` })
    .where("id", "=", propertyId);
}

export async function markImageReady(
  db: Db,
  image: { id: number; propertyId: number; contentHash: string; variants: number[]; width: number; height: number; nowIso: string },
): Promise<void> {
  await runBatch(db, [
    db
      .updateTable("property_images")
      .set({
        state: "ready",
        content_hash: image.contentHash,
        variants: JSON.stringify(image.variants),
        width: image.width,
        height: image.height,
        error: null,
        updated_at: image.nowIso,
      })
      .where("id", "=", image.id),
    refreshPhotosStatement(db, image.propertyId),
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

export async function deleteImages(db: Db, ids: readonly number[], propertyIds: readonly number[]): Promise<void> {
  const statements: BatchQuery[] = chunks(ids).map((chunk) => db.deleteFrom("property_images").where("id", "in", chunk));
  statements.push(...[...new Set(propertyIds)].map((id) => refreshPhotosStatement(db, id)));
  for (const batch of chunks(statements, 100)) await runBatch(db, batch);
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

/** Whether any current picture of the property is still waiting for the photo pipeline. */
export async function hasPendingImages(db: Db, propertyId: number): Promise<boolean> {
  const row = await db
    .selectFrom("property_images")
    .select("id")
    .where("property_id", "=", propertyId)
    .where("state", "=", "pending")
    .where("removed_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ready variants of a listing's pictures among `urls` (at most 20): the floor plans' photos. */
export async function listReadyImagesBySource(db: Db, { propertyId, urls }: { propertyId: number; urls: readonly string[] }) {
  if (urls.length === 0) return [];
  return db
    .selectFrom("property_images")
    .select(["source_url", "content_hash", "width", "height", "variants"])
    .where("property_id", "=", propertyId)
    .where("state", "=", "ready")
    .where("removed_at", "is", null)
    .where("source_url", "in", urls.slice(0, 20))
    .execute();
}

/** A picture staff uploaded before, by the hash of its bytes. */
export async function getStaffImage(db: Db, contentHash: string) {
  return db.selectFrom("staff_images").select(["variants", "width", "height"]).where("content_hash", "=", contentHash).executeTakeFirst();
}

export async function saveStaffImage(
  db: Db,
  row: {
    content_hash: string;
    variants: string;
    width: number;
    height: number;
    content_type: string;
    bytes: number;
    uploaded_by: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .insertInto("staff_images")
    .values(row)
    .onConflict((oc) => oc.column("content_hash").doUpdateSet({ variants: row.variants, width: row.width, height: row.height }))
    .execute();
}
