// Queues the photo pipeline: each written property, then one job per new or changed picture. An
// unchanged picture (same URL and fingerprint) is never fetched again.

import { type BatchQuery, rowsOf, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { ExposeJob } from "~/server/expose/generate.server";
import {
  getPropertyPictures,
  listPropertiesWithoutImageRows,
  listPropertyImages,
  markImagesRemovedStatements,
  type PropertyImageRecord,
  refreshPhotosStatement,
  repositionImageStatement,
  resetExhaustedImages,
  upsertPendingImageStatement,
} from "~/server/photos/queries.server";
import { MAX_PHOTO_ATTEMPTS } from "./process.server";

/** One picture to fetch and render. */
export interface PhotoJob {
  imageId: number;
}

/** A property whose picture list may have changed (sent by the feed sync). */
export interface PropertyPhotoJob {
  objektnr: string;
}

/** An image's identity for "has it changed": its URL (feeds give a new URL to a new picture). */
export function fingerprintOf(url: string): string {
  return url;
}

/** The picture list of a row as the site shows it: title image first, no duplicates, no blanks. */
export function pictureList(titelbildUrl: string | null, bilderUrls: string): string[] {
  let list: unknown = [];
  try {
    list = JSON.parse(bilderUrls);
  } catch {
    list = [];
  }
  const urls = [titelbildUrl, ...(Array.isArray(list) ? list : [])].filter(
    (url): url is string => typeof url === "string" && url.trim() !== "",
  );
  return [...new Set(urls.map((url) => url.trim()))].slice(0, 100);
}

/** A picture that failed through all its retries is tried again after a day. */
const RETRY_FAILED_AFTER_MS = 24 * 60 * 60_000;

/**
 * Properties that have pictures but no image rows (the seed, and rows synced before the pipeline
 * existed), and pictures whose retries ran out a day ago: run from the ten-minute cron, a bounded
 * number per run.
 */
export async function enqueueMissingPhotos({
  db,
  queue,
  now,
  limit = 100,
}: {
  db: Db;
  queue: Queue<unknown>;
  now: Date;
  limit?: number;
}): Promise<number> {
  const rows = await listPropertiesWithoutImageRows(db, limit);
  const lists = new Map<number, string[]>();
  for (const row of rows) lists.set(row.id, pictureList(row.titelbild_url, row.bilder_urls));
  const queued = await reconcile({ db, queue, lists, now });
  // Pictures that failed through all retries (a provider down for a while) get another chance
  // once a day; a 404 or a broken file fails on its first attempt and is left alone.
  const retry = await resetExhaustedImages(db, {
    failedBefore: new Date(now.getTime() - RETRY_FAILED_AFTER_MS).toISOString(),
    minAttempts: MAX_PHOTO_ATTEMPTS,
    nowIso: now.toISOString(),
    limit,
  });
  for (let i = 0; i < retry.length; i += 100) {
    await queue.sendBatch(retry.slice(i, i + 100).map((imageId) => ({ body: { imageId }, contentType: "json" as const })));
  }
  return queued + retry.length;
}

async function reconcile({
  db,
  queue,
  lists,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  lists: Map<number, string[]>;
  now: Date;
}): Promise<number> {
  if (lists.size === 0) return 0;
  const nowIso = now.toISOString();
  const existing = new Map<number, Map<string, PropertyImageRecord>>();
  for (const row of await listPropertyImages(db, [...lists.keys()])) {
    const byUrl = existing.get(row.property_id) ?? new Map<string, PropertyImageRecord>();
    byUrl.set(row.source_url, row);
    existing.set(row.property_id, byUrl);
  }

  const upserts: ReturnType<typeof upsertPendingImageStatement>[] = [];
  const moves: BatchQuery[] = [];
  const removed: number[] = [];
  for (const [propertyId, urls] of lists) {
    const byUrl = existing.get(propertyId) ?? new Map<string, PropertyImageRecord>();
    urls.forEach((url, position) => {
      const fingerprint = fingerprintOf(url);
      const row = byUrl.get(url);
      if (!row || row.source_fingerprint !== fingerprint) {
        upserts.push(upsertPendingImageStatement(db, { propertyId, position, sourceUrl: url, fingerprint, nowIso }));
      } else if (row.position !== position || row.removed_at !== null) {
        moves.push(repositionImageStatement(db, row.id, position, nowIso));
      }
    });
    const current = new Set(urls);
    for (const row of byUrl.values()) if (!current.has(row.source_url) && row.removed_at === null) removed.push(row.id);
  }

  const jobs: PhotoJob[] = [];
  for (let i = 0; i < upserts.length; i += 100) {
    const chunk = upserts.slice(i, i + 100);
    const results = await runBatch(db, chunk);
    chunk.forEach((query, index) => {
      const id = rowsOf(query, results[index])[0]?.id;
      if (typeof id === "number") jobs.push({ imageId: id });
    });
  }
  // Order changes and removals after the upserts, then the photos summary of each property.
  const ordered = [
    ...moves,
    ...markImagesRemovedStatements(db, removed, nowIso),
    ...[...lists.keys()].map((propertyId) => refreshPhotosStatement(db, propertyId)),
  ];
  for (let i = 0; i < ordered.length; i += 100) await runBatch(db, ordered.slice(i, i + 100));
  for (let i = 0; i < jobs.length; i += 100) {
    await queue.sendBatch(jobs.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const })));
  }
  return jobs.length;
}

/**
 * The feed sync's hook, called after its rows are written: one message per written (new or
 * changed) property, so the sync itself does no image work and no per-image writes even for a
 * first import of thousands of objects. The consumer compares the property's list with its rows
 * (`reconcilePropertyPhotos`). Never throws: a photo problem must not fail the sync, and the
 * ten-minute backfill picks up a property whose message was lost.
 */
export async function queueSyncedPhotos({
  queue,
  rows,
}: {
  queue: Queue<unknown>;
  rows: readonly { objektnr_intern: string }[];
}): Promise<number> {
  try {
    const jobs: PropertyPhotoJob[] = rows.map((row) => ({ objektnr: row.objektnr_intern }));
    for (let i = 0; i < jobs.length; i += 100) {
      await queue.sendBatch(jobs.slice(i, i + 100).map((body) => ({ body, contentType: "json" as const })));
    }
    // Each written listing's PDF exposé is made again, after its photos had a head start.
    await queueExposes(
      queue,
      rows.map((row) => row.objektnr_intern),
    );
    return jobs.length;
  } catch (error) {
    console.warn(JSON.stringify({ job: "photo-enqueue", error: error instanceof Error ? error.message : String(error) }));
    return 0;
  }
}

/** Consumer side of a property message: reconcile its rows, queue one job per new picture. */
export async function reconcilePropertyPhotos({
  db,
  queue,
  objektnr,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  objektnr: string;
  now: Date;
}): Promise<number> {
  const row = await getPropertyPictures(db, objektnr);
  if (!row) return 0;
  return reconcile({ db, queue, lists: new Map([[row.id, pictureList(row.titelbild_url, row.bilder_urls)]]), now });
}

/** The sync's writes: one exposé job per listing (server/expose makes it), after its photo jobs had a head start. */
async function queueExposes(queue: Queue<unknown>, routeIds: readonly string[]): Promise<void> {
  for (let i = 0; i < routeIds.length; i += 100) {
    await queue.sendBatch(
      routeIds
        .slice(i, i + 100)
        .map((expose) => ({ body: { expose } satisfies ExposeJob, contentType: "json" as const, delaySeconds: 60 })),
    );
  }
}
