// Store first, then queue: the rows are written before any message is sent; if enqueueing fails
// they stay 'queued' for the cron sweep, so the visitor's submission still counts as received.
import type { Db } from "~/db/client.server";
import { queueCrmHandover } from "~/server/crm/handover.server";
import { createInquiry } from "~/server/leads/queries.server";
import { headerSafe, isValidAddress } from "./mime.server";
import { isTemplateName, type TemplateName } from "./templates.server";

export interface MailQueueMessage {
  emailId: string;
}

export interface StoreInquiryArgs {
  db: Db;
  queue: Queue<unknown>;
  now: Date;
  kind: string;
  subject: string;
  sender: { name?: string | null; email?: string | null; phone?: string | null };
  propertyId?: string | number | null;
  payload: Record<string, unknown>;
  emails: Array<{ template: TemplateName; recipient: string }>;
  /**
   * The hand-over queue: given, a lead about a listing whose payload names a `wunsch`
   * is handed to justimmo by a job of its own, after the inquiry and its mails are queued.
   */
  crmQueue?: Queue<unknown>;
}

export async function storeAndQueueInquiry(args: StoreInquiryArgs): Promise<{ inquiryId: string }> {
  for (const email of args.emails) {
    if (!isTemplateName(email.template)) throw new Error(`unknown e-mail template: ${email.template}`);
    if (!isValidAddress(email.recipient)) throw new Error("invalid recipient address");
  }
  const inquiryId = crypto.randomUUID();
  const emails = args.emails.map((email) => ({ id: crypto.randomUUID(), template: email.template, recipient: email.recipient }));
  await createInquiry(args.db, {
    inquiry: {
      id: inquiryId,
      kind: args.kind,
      subject: headerSafe(args.subject).slice(0, 300),
      senderName: args.sender.name ? headerSafe(args.sender.name) : null,
      senderEmail: args.sender.email ?? null,
      senderPhone: args.sender.phone ?? null,
      propertyId: args.propertyId === undefined || args.propertyId === null ? null : String(args.propertyId),
      payload: args.payload,
      createdAt: args.now.toISOString(),
    },
    emails,
  });
  if (emails.length > 0) {
    try {
      await args.queue.sendBatch(emails.map((email) => ({ body: { emailId: email.id } satisfies MailQueueMessage })));
    } catch (error) {
      console.warn(JSON.stringify({ job: "mail-enqueue", inquiryId, error: String(error) }));
    }
  }
  if (args.crmQueue) {
    const propertyId = args.propertyId === undefined || args.propertyId === null ? null : String(args.propertyId);
    await queueCrmHandover({
      db: args.db,
      queue: args.crmQueue,
      lead: { id: inquiryId, kind: args.kind, propertyId, payload: args.payload },
      now: args.now,
    });
  }
  return { inquiryId };
}
