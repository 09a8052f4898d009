// The listing_exposes rows: which version of a listing's PDF exposé is stored, and which one a
// visitor asked for (one statement claims the request, so that one visit queues one job).
import type { Db } from "~/db/client.server";

/** Where a listing's stored PDF lies in the R2 bucket (beside the photos). */
export const exposeKey = (propertyId: number) => `expose/${propertyId}.pdf`;

export async function getStoredExposeVersion(db: Db, propertyId: number): Promise<string | null> {
  const row = await db.selectFrom("listing_exposes").select("version").where("property_id", "=", propertyId).executeTakeFirst();
  return row?.version ?? null;
}

export async function saveExpose(
  db: Db,
  {
    propertyId,
    version,
    bytes,
    pages,
    generatedAt,
  }: { propertyId: number; version: string; bytes: number; pages: number; generatedAt: string },
): Promise<void> {
  await db
    .insertInto("listing_exposes")
    .values({ property_id: propertyId, version, bytes, pages, generated_at: generatedAt })
    .onConflict((conflict) => conflict.column("property_id").doUpdateSet({ version, bytes, pages, generated_at: generatedAt }))
    .execute();
}

/** Records a request for `version` unless the same one was asked for since `recent`: true when this call claimed it. */
export async function claimExposeRequest(
  db: Db,
  { propertyId, version, nowIso, recent }: { propertyId: number; version: string; nowIso: string; recent: string },
): Promise<boolean> {
  const claimed = await db
    .insertInto("listing_exposes")
    .values({ property_id: propertyId, requested_version: version, requested_at: nowIso })
    .onConflict((conflict) =>
      conflict
        .column("property_id")
        .doUpdateSet({ requested_version: version, requested_at: nowIso })
        .where((eb) =>
          eb.or([
            eb("listing_exposes.requested_version", "is", null),
            eb("listing_exposes.requested_version", "!=", version),
            eb("listing_exposes.requested_at", "<", recent),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function releaseExposeRequest(db: Db, propertyId: number): Promise<void> {
  await db
    .updateTable("listing_exposes")
    .set({ requested_version: null, requested_at: null })
    .where("property_id", "=", propertyId)
    .execute();
}

/** Exposés whose listing is gone, or withdrawn before `before`. */
export async function listExpiredExposeIds(db: Db, { before, limit }: { before: string; limit: number }): Promise<number[]> {
  const rows = await db
    .selectFrom("listing_exposes as e")
    .leftJoin("immobilien as i", "i.id", "e.property_id")
    .select("e.property_id")
    .where((eb) => eb.or([eb("i.id", "is", null), eb.and([eb("i.active", "=", 0), eb("i.withdrawn_at", "<", before)])]))
    .limit(limit)
    .execute();
  return rows.map((row) => row.property_id);
}

export async function deleteExposeRows(db: Db, propertyIds: number[]): Promise<void> {
  await db.deleteFrom("listing_exposes").where("property_id", "in", propertyIds).execute();
}
