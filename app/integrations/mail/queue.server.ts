// Queue consumer and cron sweep for inquiry mail (DESIGN.md section 2; wrangler.toml:
// max_retries = 5, dead_letter_queue = inquiry-mail-dlq). Each message names one
// inquiry_emails row. The row is claimed ('sending') before the send and marked 'sent' after,
// so a redelivered message never sends twice; a failure retries with exponential backoff and
// the last attempt marks the row 'failed' before the queue moves the message to the DLQ.
import { site } from "~/config/site";
import { createDb, type Db } from "~/db/client.server";
import {
  blankInquiryPayloadField,
  claimInquiryEmail,
  getInquiryEmail,
  listStuckInquiryEmails,
  markInquiryEmailFailed,
  markInquiryEmailSent,
  touchInquiryEmails,
} from "~/models/inquiries.server";
import { type AppEnv, type Env, parseEnv } from "~/utils/env.server";
import { deliverAlertEmail, requeueStuckAlertEmails } from "./alerts.server";
import { bindingSender, type SendMail } from "./mailer.server";
import { renderEmail } from "./templates.server";

/** First delivery plus max_retries (5): miniflare and Cloudflare both count attempts from 1. */
export const MAX_DELIVERY_ATTEMPTS = 6;
const BACKOFF_BASE_SECONDS = 30;
const BACKOFF_MAX_SECONDS = 3600;
/** A row in 'sending' this long belongs to an attempt that died. */
export const SENDING_STALE_MS = 10 * 60_000;

export function backoffSeconds(attempt: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
}

export type Outcome = { kind: "ack" } | { kind: "retry"; delaySeconds: number };

function readId(body: unknown, key: "emailId" | "alertEmailId"): string | null {
  if (typeof body !== "object" || body === null) return null;
  const id = (body as Record<string, unknown>)[key];
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
}

export async function deliverEmail({
  db,
  env,
  send,
  emailId,
  attempt,
  now,
}: {
  db: Db;
  env: Pick<AppEnv, "MAIL_FROM" | "MAIL_TO">;
  send: SendMail;
  emailId: string;
  attempt: number;
  now: Date;
}): Promise<Outcome> {
  const claimed = await claimInquiryEmail(db, { emailId, now, staleBefore: new Date(now.getTime() - SENDING_STALE_MS) });
  if (!claimed) {
    const row = await getInquiryEmail(db, emailId);
    // Unknown row or already sent: nothing to do. Another delivery is sending it right now:
    // look again later, when it has either succeeded (then ack) or gone stale.
    if (!row || row.state === "sent") return { kind: "ack" };
    return { kind: "retry", delaySeconds: backoffSeconds(attempt) };
  }
  const row = await getInquiryEmail(db, emailId);
  if (!row) return { kind: "ack" };
  try {
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    const rendered = renderEmail(row.template, {
      kind: row.kind,
      subject: row.subject,
      senderName: row.sender_name,
      senderEmail: row.sender_email,
      payload,
      officeEmail: env.MAIL_TO,
    });
    await send({
      from: { email: env.MAIL_FROM, name: `${site.brand} Website` },
      to: row.recipient,
      replyTo: rendered.replyTo,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      date: now,
      messageId: `${row.id}@${env.MAIL_FROM.split("@")[1] ?? "localhost"}`,
    });
    await markInquiryEmailSent(db, { emailId, inquiryId: row.inquiry_id, now });
    // The verification link is a credential: once sent, the stored copy is blanked. A failure
    // here must not mark the sent mail failed (and send it again); the token expires anyway.
    if (row.template === "verification") {
      await blankInquiryPayloadField(db, { inquiryId: row.inquiry_id, field: "verifyUrl" }).catch((error) =>
        console.warn(JSON.stringify({ job: "mail-send", emailId, error: `blank verifyUrl: ${String(error)}` })),
      );
    }
    return { kind: "ack" };
  } catch (error) {
    const final = attempt >= MAX_DELIVERY_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await markInquiryEmailFailed(db, { emailId, inquiryId: row.inquiry_id, now, error: message, final });
    console.warn(JSON.stringify({ job: "mail-send", emailId, attempt, final, error: message }));
    // On the last attempt retry() hands the message to the dead-letter queue.
    return { kind: "retry", delaySeconds: final ? 0 : backoffSeconds(attempt) };
  }
}

export async function handleMailBatch(batch: MessageBatch<unknown>, rawEnv: Env, deps: { send?: SendMail; now?: () => Date } = {}) {
  const env = parseEnv(rawEnv);
  const db = createDb(env.DB);
  const send = deps.send ?? bindingSender(env.MAILER, env.MAIL_TRANSPORT);
  const now = deps.now ?? (() => new Date());
  for (const message of batch.messages) {
    const alertEmailId = readId(message.body, "alertEmailId");
    if (alertEmailId) {
      try {
        const outcome = await deliverAlertEmail({ db, env, send, emailId: alertEmailId, attempt: message.attempts, now: now() });
        if (outcome.kind === "ack") message.ack();
        else message.retry(outcome.delaySeconds > 0 ? { delaySeconds: outcome.delaySeconds } : undefined);
      } catch (error) {
        console.warn(JSON.stringify({ job: "mail-send", alertEmailId, error: String(error) }));
        message.retry({ delaySeconds: backoffSeconds(message.attempts) });
      }
      continue;
    }
    const emailId = readId(message.body, "emailId");
    if (!emailId) {
      console.warn(JSON.stringify({ job: "mail-send", error: "message without emailId", id: message.id }));
      message.ack();
      continue;
    }
    try {
      const outcome = await deliverEmail({ db, env, send, emailId, attempt: message.attempts, now: now() });
      if (outcome.kind === "ack") message.ack();
      else message.retry(outcome.delaySeconds > 0 ? { delaySeconds: outcome.delaySeconds } : undefined);
    } catch (error) {
      // The database itself failed: let the queue try again later.
      console.warn(JSON.stringify({ job: "mail-send", emailId, error: String(error) }));
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** Cron sweep (every 10 minutes): re-enqueue e-mails whose queue message was lost. */
export async function requeueStuckEmails({ db, queue, now }: { db: Db; queue: Queue<unknown>; now: Date }): Promise<number> {
  const emailIds = await listStuckInquiryEmails(db, {
    queuedBefore: new Date(now.getTime() - 5 * 60_000),
    sendingBefore: new Date(now.getTime() - SENDING_STALE_MS),
    // Longer than the whole backoff schedule (30 s doubling over five retries is ~16 min).
    retryBefore: new Date(now.getTime() - 2 * 60 * 60_000),
    limit: 100,
  });
  if (emailIds.length > 0) {
    await queue.sendBatch(emailIds.map((emailId) => ({ body: { emailId } })));
    await touchInquiryEmails(db, { emailIds, now });
  }
  return emailIds.length + (await requeueStuckAlertEmails({ db, queue, now }));
}
