// Cron dispatcher: plain functions taking the WorkerContext, whose clock is the trigger's
// scheduled time. One log line per job.
import type { Db } from "~/db/client.server";
import { purgeUnconfirmedSearchAlerts } from "~/server/alerts/queries.server";
import { purgeExpiredSearchProfiles } from "~/server/alerts/search-profiles.queries.server";
import type { WorkerContext } from "~/server/context";
import { requeueStuckCrmHandovers } from "~/server/crm/handover.server";
import { deleteExpiredExposes } from "~/server/expose/cleanup.server";
import { feedSyncArgs, syncFeed } from "~/server/feed/sync.server";
import type { AppEnv } from "~/server/http/env.server";
import { purgeExpiredPersonalData } from "~/server/legal/retention.queries.server";
import { queueSearchAlertMails } from "~/server/mail/alerts.server";
import { requeueStuckEmails } from "~/server/mail/queue.server";
import { sendViewingReminders } from "~/server/mail/viewings.server";
import { deleteExpiredPhotos } from "~/server/photos/cleanup.server";
import { enqueueMissingPhotos } from "~/server/photos/enqueue.server";

export const FEED_SYNC_CRON = "0 * * * *";
export const MAIL_SWEEP_CRON = "*/10 * * * *";
/** Daily personal-data retention (DESIGN.md section 6). */
export const RETENTION_CRON = "0 3 * * *";

export async function handleScheduled(context: WorkerContext, cron: string): Promise<void> {
  const { env, db } = context;
  const now = context.now();
  if (cron === FEED_SYNC_CRON) {
    const result = await syncFeed(feedSyncArgs({ env, db }, { now, trigger: "cron" }));
    console.log(JSON.stringify({ job: "feed-sync", cron, ...result }));
    if (result.status === "success") await runSearchAlerts(env, db, now, cron);
    const photos = await deleteExpiredPhotos({ db, bucket: env.PHOTOS, now });
    // The exposé PDFs go with the photos.
    const exposes = await deleteExpiredExposes({ db, bucket: env.PHOTOS, now });
    console.log(JSON.stringify({ job: "photo-cleanup", cron, ...photos, ...exposes }));
    return;
  }
  if (cron === MAIL_SWEEP_CRON) {
    const requeued = await requeueStuckEmails({ db, queue: env.MAIL_QUEUE, now });
    console.log(JSON.stringify({ job: "mail-sweep", cron, requeued }));
    // Hand-overs to justimmo whose queue message was lost; a failure here must not
    // stop the photo, alert and reminder jobs below.
    await requeueStuckCrmHandovers({ db, queue: env.CRM_QUEUE, now }).then(
      (requeued) => console.log(JSON.stringify({ job: "crm-sweep", cron, requeued })),
      (error) => console.warn(JSON.stringify({ job: "crm-sweep", cron, error: String(error) })),
    );
    // Properties with pictures but no image rows yet (the seed, rows synced before the photo pipeline).
    const queued = await enqueueMissingPhotos({ db, queue: env.PHOTO_QUEUE, now });
    console.log(JSON.stringify({ job: "photo-backfill", cron, queued }));
    // Also after syncs started by staff (admin panel): alerts mail only what is new.
    await runSearchAlerts(env, db, now, cron);
    await runViewingReminders(env, db, now, cron);
    return;
  }
  if (cron === RETENTION_CRON) {
    const deleted = await purgeExpiredPersonalData(db, { now });
    console.log(JSON.stringify({ job: "retention", cron, ...deleted }));
    const searchAlerts = await purgeUnconfirmedSearchAlerts(db, { now });
    console.log(JSON.stringify({ job: "retention-search-alerts", cron, unconfirmedAlerts: searchAlerts }));
    const searchProfiles = await purgeExpiredSearchProfiles(db, { now });
    console.log(JSON.stringify({ job: "retention-search-profiles", cron, expiredProfiles: searchProfiles }));
    return;
  }
  console.warn(JSON.stringify({ job: "unknown-cron", cron }));
}

/** Suchauftrag alerts after a sync: a failure is logged, never fails the sync job. */
export async function runSearchAlerts(env: AppEnv, db: Db, now: Date, trigger: string): Promise<void> {
  try {
    if (!env.SESSION_SECRET) return;
    const result = await queueSearchAlertMails({
      db,
      queue: env.MAIL_QUEUE,
      siteUrl: env.SITE_URL,
      secret: env.SESSION_SECRET.split(",")[0]?.trim() ?? "",
      now,
    });
    console.log(JSON.stringify({ job: "search-alerts", trigger, ...result }));
  } catch (error) {
    console.warn(JSON.stringify({ job: "search-alerts", trigger, error: String(error) }));
  }
}

/** Viewing reminders about 24 hours ahead: a failure is logged, never fails the sweep. */
export async function runViewingReminders(env: AppEnv, db: Db, now: Date, trigger: string): Promise<void> {
  try {
    if (!env.SESSION_SECRET) return;
    const reminded = await sendViewingReminders({
      db,
      queue: env.MAIL_QUEUE,
      siteUrl: env.SITE_URL,
      secret: env.SESSION_SECRET.split(",")[0]?.trim() ?? "",
      officeEmail: env.MAIL_TO,
      now,
    });
    console.log(JSON.stringify({ job: "viewing-reminders", trigger, reminded }));
  } catch (error) {
    console.warn(JSON.stringify({ job: "viewing-reminders", trigger, error: String(error) }));
  }
}
