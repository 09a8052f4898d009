// One delivery path for every mail outbox. A row is claimed ('sending') before the send and
// marked 'sent' after, so a redelivered message never sends twice; failures retry with backoff and
// the last attempt marks the row 'failed' before the message goes to the DLQ.

import type { Db } from "~/db/client.server";
import type { EmailState } from "~/db/schema";
import { site } from "~/lib/site";
import type { AppEnv } from "~/server/http/env.server";
import { claimOutboxEmail, listStuckOutboxEmails, type OutboxTable, touchOutboxEmails } from "~/server/mail/queries.server";
import type { OutgoingMail, SendMail } from "./mailer.server";

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

export type MailEnv = Pick<AppEnv, "MAIL_FROM" | "MAIL_TO">;

/** Sender and reply address of a mail to a visitor: from the site, answers go to the office. */
export function visitorEnvelope(env: MailEnv, recipient: string): Pick<OutgoingMail, "from" | "to" | "replyTo"> {
  return { from: { email: env.MAIL_FROM, name: site.brand }, to: recipient, replyTo: { email: env.MAIL_TO, name: site.brand } };
}

/** The mail queue's message: one e-mail row of an outbox table to send. */
export interface MailQueueMessage {
  emailId: string;
}

/** What one outbox table needs beyond the shared claim and sweep. */
export interface Outbox<Row extends { id: string; state: EmailState }> {
  table: OutboxTable;
  /** The queue message's field naming the row, also the id's key in log lines. */
  idKey: "emailId" | "alertEmailId" | "viewingEmailId";
  load(db: Db, emailId: string): Promise<Row | null>;
  /** May throw (a bad template or payload): that counts as a failed attempt. */
  compose(row: Row, env: MailEnv): Omit<OutgoingMail, "date" | "messageId">;
  markSent(db: Db, row: Row, now: Date): Promise<void>;
  markFailed(db: Db, row: Row, failure: { now: Date; error: string; final: boolean }): Promise<void>;
}

export async function deliverOutboxEmail<Row extends { id: string; state: EmailState }>(
  outbox: Outbox<Row>,
  { db, env, send, emailId, attempt, now }: { db: Db; env: MailEnv; send: SendMail; emailId: string; attempt: number; now: Date },
): Promise<Outcome> {
  const claimed = await claimOutboxEmail(db, {
    table: outbox.table,
    emailId,
    now,
    staleBefore: new Date(now.getTime() - SENDING_STALE_MS),
  });
  const row = await outbox.load(db, emailId);
  // Unknown row (deleted) or already sent: nothing to do. Another delivery is sending it right
  // now: look again later, when it has either succeeded (then ack) or gone stale.
  if (!row) return { kind: "ack" };
  if (!claimed) return row.state === "sent" ? { kind: "ack" } : { kind: "retry", delaySeconds: backoffSeconds(attempt) };
  try {
    await send({
      ...outbox.compose(row, env),
      date: now,
      messageId: `${row.id}@${env.MAIL_FROM.split("@")[1] ?? "localhost"}`,
    });
    await outbox.markSent(db, row, now);
    return { kind: "ack" };
  } catch (error) {
    const final = attempt >= MAX_DELIVERY_ATTEMPTS;
    const message = error instanceof Error ? error.message : String(error);
    await outbox.markFailed(db, row, { now, error: message, final });
    console.warn(JSON.stringify({ job: "mail-send", [outbox.idKey]: emailId, attempt, final, error: message }));
    // On the last attempt retry() hands the message to the dead-letter queue.
    return { kind: "retry", delaySeconds: final ? 0 : backoffSeconds(attempt) };
  }
}

/** The cron sweep's share for one outbox: re-enqueue e-mails whose queue message was lost. */
export async function requeueStuckOutboxEmails(
  outbox: Pick<Outbox<never>, "table" | "idKey">,
  { db, queue, now }: { db: Db; queue: Queue<unknown>; now: Date },
): Promise<number> {
  const emailIds = await listStuckOutboxEmails(db, {
    table: outbox.table,
    queuedBefore: new Date(now.getTime() - 5 * 60_000),
    sendingBefore: new Date(now.getTime() - SENDING_STALE_MS),
    // Longer than the whole backoff schedule (30 s doubling over five retries is ~16 min).
    retryBefore: new Date(now.getTime() - 2 * 60 * 60_000),
    limit: 100,
  });
  if (emailIds.length === 0) return 0;
  await queue.sendBatch(emailIds.map((emailId) => ({ body: { [outbox.idKey]: emailId } })));
  await touchOutboxEmails(db, { table: outbox.table, emailIds, now });
  return emailIds.length;
}
