// Cron dispatcher (wrangler.toml [triggers]): plain functions taking env and now (STYLE.md
// anchors: kentcdodds.com). One structured log line per run.
import { createDb } from "~/db/client.server";
import { requeueStuckEmails } from "~/integrations/mail/queue.server";
import { syncFeed } from "~/integrations/openimmo/sync.server";
import { deleteExpiredPhotos } from "~/integrations/photos/cleanup.server";
import { enqueueMissingPhotos } from "~/integrations/photos/enqueue.server";
import { type Env, parseEnv } from "~/utils/env.server";

export const FEED_SYNC_CRON = "0 * * * *";
export const MAIL_SWEEP_CRON = "*/10 * * * *";

export async function handleScheduled(rawEnv: Env, cron: string, now: Date): Promise<void> {
  const env = parseEnv(rawEnv);
  const db = createDb(env.DB);
  if (cron === FEED_SYNC_CRON) {
    const result = await syncFeed({
      db,
      d1: env.DB,
      fetch: globalThis.fetch.bind(globalThis),
      now,
      trigger: "cron",
      photoQueue: env.PHOTO_QUEUE,
    });
    console.log(JSON.stringify({ job: "feed-sync", cron, ...result }));
    const photos = await deleteExpiredPhotos({ db, d1: env.DB, bucket: env.PHOTOS, now });
    console.log(JSON.stringify({ job: "photo-cleanup", cron, ...photos }));
    return;
  }
  if (cron === MAIL_SWEEP_CRON) {
    const requeued = await requeueStuckEmails({ db, queue: env.MAIL_QUEUE, now });
    console.log(JSON.stringify({ job: "mail-sweep", cron, requeued }));
    // Properties with pictures but no image rows yet (the seed, rows synced before ADR 0033).
    const queued = await enqueueMissingPhotos({ db, d1: env.DB, queue: env.PHOTO_QUEUE, now });
    console.log(JSON.stringify({ job: "photo-backfill", cron, queued }));
    return;
  }
  console.warn(JSON.stringify({ job: "unknown-cron", cron }));
}
