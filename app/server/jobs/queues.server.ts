// The Worker's queue consumers: one dispatcher, one function per queue. They only read messages
// and ack or retry; the work lives elsewhere.

import type { WorkerContext } from "~/server/context";
import { crmBackoffSeconds, deliverCrmHandover } from "~/server/crm/handover.server";
import { type ExposeJob, generateExpose } from "~/server/expose/generate.server";
import { feedSyncArgs, syncFeed } from "~/server/feed/sync.server";
import { alertOutbox } from "~/server/mail/alerts.server";
import { backoffSeconds, deliverOutboxEmail } from "~/server/mail/delivery.server";
import { bindingSender, type SendMail } from "~/server/mail/mailer.server";
import { inquiryOutbox } from "~/server/mail/queue.server";
import { viewingOutbox } from "~/server/mail/viewings.server";
import { reconcilePropertyPhotos } from "~/server/photos/enqueue.server";
import { BACKOFF_BASE_SECONDS, MAX_PHOTO_ATTEMPTS, photoDeps, processPropertyImage } from "~/server/photos/process.server";
import { runSearchAlerts } from "./scheduled.server";

export interface MailQueueDeps {
  /** The mail transport (tests record instead of sending). */
  send?: SendMail;
}

export async function handleQueue(batch: MessageBatch<unknown>, context: WorkerContext): Promise<void> {
  if (batch.queue === "feed-sync") return handleFeedSyncBatch(batch, context);
  if (batch.queue === "photo-jobs") return handlePhotoBatch(batch, context);
  if (batch.queue === "crm-handover") return handleCrmBatch(batch, context);
  return handleMailBatch(batch, context);
}

/** 'feed-sync': one message continues one paused run. */
async function handleFeedSyncBatch(batch: MessageBatch<unknown>, context: WorkerContext): Promise<void> {
  const now = context.now();
  for (const message of batch.messages) {
    const runId = Number((message.body as { runId?: unknown } | null)?.runId);
    if (Number.isInteger(runId)) {
      const result = await syncFeed(feedSyncArgs(context, { now, trigger: "cron", runId }));
      console.log(JSON.stringify({ job: "feed-sync", queue: batch.queue, ...result }));
      if (result.status === "success") await runSearchAlerts(context.env, context.db, now, batch.queue);
    }
    message.ack();
  }
}

function readId(body: unknown, key: "emailId" | "alertEmailId" | "viewingEmailId"): string | null {
  if (typeof body !== "object" || body === null) return null;
  const id = (body as Record<string, unknown>)[key];
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
}

/**
 * 'inquiry-mail': a message names one inquiry_emails row (`emailId`) or one search_alert_emails
 * row (`alertEmailId`); both go through the one delivery path, with the same retries and DLQ.
 */
export async function handleMailBatch(batch: MessageBatch<unknown>, context: WorkerContext, deps: MailQueueDeps = {}): Promise<void> {
  const { db, env } = context;
  const send = deps.send ?? bindingSender(env.MAILER, env.MAIL_TRANSPORT);
  for (const message of batch.messages) {
    const alertEmailId = readId(message.body, "alertEmailId");
    // Viewing mails name their own outbox row.
    const viewingEmailId = alertEmailId ? null : readId(message.body, "viewingEmailId");
    const emailId = alertEmailId ?? viewingEmailId ?? readId(message.body, "emailId");
    if (!emailId) {
      console.warn(JSON.stringify({ job: "mail-send", error: "message without emailId", id: message.id }));
      message.ack();
      continue;
    }
    try {
      const args = { db, env, send, emailId, attempt: message.attempts, now: context.now() };
      const outcome = alertEmailId
        ? await deliverOutboxEmail(alertOutbox, args)
        : viewingEmailId
          ? await deliverOutboxEmail(viewingOutbox, args)
          : await deliverOutboxEmail(inquiryOutbox, args);
      if (outcome.kind === "ack") message.ack();
      else message.retry(outcome.delaySeconds > 0 ? { delaySeconds: outcome.delaySeconds } : undefined);
    } catch (error) {
      // The database itself failed: let the queue try again later.
      const idKey = alertEmailId ? "alertEmailId" : viewingEmailId ? "viewingEmailId" : "emailId";
      console.warn(JSON.stringify({ job: "mail-send", [idKey]: emailId, error: String(error) }));
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

export interface CrmQueueDeps {
  /** The mail transport and justimmo's API (tests record or fake them). */
  send?: SendMail;
  fetch?: typeof fetch;
}

/** 'crm-handover': a message names one crm_handovers row, a lead for one channel. */
export async function handleCrmBatch(batch: MessageBatch<unknown>, context: WorkerContext, deps: CrmQueueDeps = {}): Promise<void> {
  const { db, env } = context;
  const send = deps.send ?? bindingSender(env.MAILER, env.MAIL_TRANSPORT);
  const fetcher = deps.fetch ?? globalThis.fetch.bind(globalThis);
  for (const message of batch.messages) {
    const body = message.body as { handoverId?: unknown } | null;
    const handoverId = typeof body?.handoverId === "string" && body.handoverId.length <= 64 ? body.handoverId : null;
    if (!handoverId) {
      console.warn(JSON.stringify({ job: "crm-handover", error: "message without handoverId", id: message.id }));
      message.ack();
      continue;
    }
    try {
      const outcome = await deliverCrmHandover(
        { db, env, send, fetch: fetcher, now: context.now() },
        { handoverId, attempt: message.attempts },
      );
      if (outcome.kind === "ack") message.ack();
      else message.retry(outcome.delaySeconds > 0 ? { delaySeconds: outcome.delaySeconds } : undefined);
    } catch (error) {
      // The database itself failed: let the queue try again later.
      console.warn(JSON.stringify({ job: "crm-handover", handoverId, error: String(error) }));
      message.retry({ delaySeconds: crmBackoffSeconds(message.attempts) });
    }
  }
}

/** How long an exposé job waits for pictures still in the pipeline before it looks again. */
const EXPOSE_PHOTO_WAIT_SECONDS = 120;

type PhotoJob = { imageId: number } | { objektnr: string } | ExposeJob;

function readPhotoJob(body: unknown): PhotoJob | null {
  if (typeof body !== "object" || body === null) return null;
  const { imageId, objektnr, expose } = body as { imageId?: unknown; objektnr?: unknown; expose?: unknown };
  // The PDF exposé shares this queue.
  if (typeof expose === "string" && expose.length > 0 && expose.length <= 200) return { expose };
  if (typeof imageId === "number" && Number.isSafeInteger(imageId) && imageId > 0) return { imageId };
  if (typeof objektnr === "string" && objektnr.length > 0 && objektnr.length <= 200) return { objektnr };
  return null;
}

/**
 * 'photo-jobs': a property message reconciles its image rows and queues one message
 * per new picture; an image message renders that picture's variants; an exposé message renders
 * the listing's PDF.
 */
async function handlePhotoBatch(batch: MessageBatch<unknown>, context: WorkerContext): Promise<void> {
  const { db, env } = context;
  const pipeline = photoDeps(env);
  for (const message of batch.messages) {
    const job = readPhotoJob(message.body);
    if (job === null) {
      message.ack();
      continue;
    }
    try {
      if ("expose" in job) {
        const deps = { db, bucket: env.PHOTOS, assets: env.ASSETS, images: env.IMAGES, siteUrl: env.SITE_URL };
        // Wait for the listing's pictures, but not past the queue's last retry.
        const waitForPhotos = message.attempts < MAX_PHOTO_ATTEMPTS;
        const outcome = await generateExpose(deps, job.expose, context.now(), { waitForPhotos });
        if (outcome === "waiting") message.retry({ delaySeconds: EXPOSE_PHOTO_WAIT_SECONDS });
        else message.ack();
        continue;
      }
      if ("objektnr" in job) {
        await reconcilePropertyPhotos({ db, queue: env.PHOTO_QUEUE, objektnr: job.objektnr, now: context.now() });
        message.ack();
        continue;
      }
      const outcome = await processPropertyImage({
        db,
        deps: pipeline,
        imageId: job.imageId,
        attempt: message.attempts,
        now: context.now(),
      });
      if (outcome.kind === "ack") message.ack();
      else message.retry({ delaySeconds: outcome.delaySeconds });
    } catch (error) {
      // The database itself failed: let the queue try again later.
      console.warn(JSON.stringify({ job: "photo", ...job, error: String(error) }));
      message.retry({ delaySeconds: BACKOFF_BASE_SECONDS });
    }
  }
}
