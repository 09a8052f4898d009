// Storing a lead (and the system mails kept with the inquiries): the inquiry and its e-mail rows
// are written before any message is sent; if enqueueing fails they stay 'queued' for the cron
// sweep, so the visitor's submission still counts as received. A lead about a listing then gets
// its justimmo hand-over rows and messages (crm/handover.server.ts sends them).
import type { Db } from "~/db/client.server";
import type { CrmChannel } from "~/db/schema";
import { SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { handoverWunsch } from "~/lib/justimmo-handover";
import type { CrmQueueMessage } from "~/server/crm/handover.server";
import { createCrmHandovers, getCrmSettings } from "~/server/crm/queries.server";
import { listingAgentAccountId } from "~/server/leads/assignee.queries.server";
import { createInquiry } from "~/server/leads/queries.server";
import type { MailQueueMessage } from "~/server/mail/delivery.server";
import { headerSafe, isValidAddress } from "~/server/mail/mime.server";
import { isTemplateName, type TemplateName } from "~/server/mail/templates.server";

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
  const propertyId = args.propertyId === undefined || args.propertyId === null ? null : String(args.propertyId);
  // A lead about a listing goes to its broker when the broker signs in here; a system
  // mail is nobody's lead.
  // A failed look-up must not cost the lead: it is then stored unassigned.
  const assigneeId = SYSTEM_KINDS.includes(args.kind)
    ? null
    : await listingAgentAccountId(args.db, propertyId).catch((error) => {
        console.warn(JSON.stringify({ job: "lead-assign", error: String(error) }));
        return null;
      });
  await createInquiry(args.db, {
    inquiry: {
      id: inquiryId,
      kind: args.kind,
      subject: headerSafe(args.subject).slice(0, 300),
      senderName: args.sender.name ? headerSafe(args.sender.name) : null,
      senderEmail: args.sender.email ?? null,
      senderPhone: args.sender.phone ?? null,
      propertyId,
      payload: args.payload,
      createdAt: args.now.toISOString(),
      assigneeId,
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
    await queueCrmHandover({
      db: args.db,
      queue: args.crmQueue,
      lead: { id: inquiryId, kind: args.kind, propertyId, payload: args.payload },
      now: args.now,
    });
  }
  return { inquiryId };
}

export interface StoredLead {
  id: string;
  kind: string;
  propertyId: string | null;
  payload: Record<string, unknown>;
}

/**
 * After a lead is stored and its mail queued: its hand-over rows, then their queue messages.
 * Leads without a listing or without a `wunsch` from their form stay ours. Never throws: a
 * failure here is logged and leaves the lead and its mail as they are; a row whose message was
 * lost is found by the ten-minute sweep.
 */
export async function queueCrmHandover({
  db,
  queue,
  lead,
  now,
}: {
  db: Db;
  queue: Queue<unknown>;
  lead: StoredLead;
  now: Date;
}): Promise<void> {
  const wunsch = handoverWunsch(lead.payload);
  if (!wunsch || !lead.propertyId) return;
  try {
    const { apiEnabled } = await getCrmSettings(db);
    const channels: CrmChannel[] = apiEnabled ? ["feedback", "api"] : ["feedback"];
    const ids = await createCrmHandovers(db, { inquiryId: lead.id, wunsch, channels, now });
    if (ids.length > 0) await queue.sendBatch(ids.map((handoverId) => ({ body: { handoverId } satisfies CrmQueueMessage })));
  } catch (error) {
    console.warn(JSON.stringify({ job: "crm-enqueue", inquiryId: lead.id, error: String(error) }));
  }
}
