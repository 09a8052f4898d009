// Inquiries and their e-mails: every submission is stored before its mail is queued and each
// e-mail row records its own delivery state, so nothing is lost and nothing sent twice.
import { sql } from "kysely";
import { type BatchQuery, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { EmailState } from "~/db/schema";
import { markOutboxEmailFailed } from "~/server/mail/queries.server";

export interface NewInquiry {
  id: string;
  kind: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  propertyId: string | null;
  payload: Record<string, unknown>;
  createdAt: string;
  /** The listing's broker's staff account; null or absent: nobody yet. */
  assigneeId?: string | null;
}

export interface NewInquiryEmail {
  id: string;
  template: string;
  recipient: string;
}

/**
 * The inquiry and all its e-mails in one D1 batch (one implicit transaction): if any statement
 * fails nothing is written, so no inquiry is ever left without its mails.
 */
export async function createInquiry(db: Db, { inquiry, emails }: { inquiry: NewInquiry; emails: NewInquiryEmail[] }): Promise<void> {
  const statements: BatchQuery[] = [
    db.insertInto("inquiries").values({
      id: inquiry.id,
      kind: inquiry.kind,
      subject: inquiry.subject,
      sender_name: inquiry.senderName,
      sender_email: inquiry.senderEmail,
      sender_phone: inquiry.senderPhone,
      property_id: inquiry.propertyId,
      payload: JSON.stringify(inquiry.payload),
      delivery_state: emails.length === 0 ? "sent" : "queued",
      created_at: inquiry.createdAt,
      updated_at: inquiry.createdAt,
      assignee_id: inquiry.assigneeId ?? null,
    }),
  ];
  // Assigned on arrival: the "Verlauf" says so, with no one as the actor (the system did it).
  if (inquiry.assigneeId) {
    statements.push(
      db.insertInto("inquiry_events").values({
        id: crypto.randomUUID(),
        inquiry_id: inquiry.id,
        kind: "assigned",
        assignee_id: inquiry.assigneeId,
        actor_email: null,
        created_at: inquiry.createdAt,
      }),
    );
  }
  if (emails.length > 0) {
    statements.push(
      db.insertInto("inquiry_emails").values(
        emails.map((email) => ({
          id: email.id,
          inquiry_id: inquiry.id,
          template: email.template,
          recipient: email.recipient,
          created_at: inquiry.createdAt,
          updated_at: inquiry.createdAt,
        })),
      ),
    );
  }
  await runBatch(db, statements);
}

export interface InquiryEmailForDelivery {
  id: string;
  inquiry_id: string;
  template: string;
  recipient: string;
  state: EmailState;
  attempts: number;
  kind: string;
  subject: string;
  sender_name: string | null;
  sender_email: string | null;
  payload: string;
}

export async function getInquiryEmail(db: Db, emailId: string): Promise<InquiryEmailForDelivery | null> {
  const row = await db
    .selectFrom("inquiry_emails as e")
    .innerJoin("inquiries as i", "i.id", "e.inquiry_id")
    .select([
      "e.id",
      "e.inquiry_id",
      "e.template",
      "e.recipient",
      "e.state",
      "e.attempts",
      "i.kind",
      "i.subject",
      "i.sender_name",
      "i.sender_email",
      "i.payload",
    ])
    .where("e.id", "=", emailId)
    .executeTakeFirst();
  return row ?? null;
}

export async function markInquiryEmailSent(db: Db, { emailId, inquiryId, now }: { emailId: string; inquiryId: string; now: Date }) {
  await db
    .updateTable("inquiry_emails")
    .set({ state: "sent", sent_at: now.toISOString(), last_error: null, updated_at: now.toISOString() })
    .where("id", "=", emailId)
    .execute();
  await refreshInquiryDelivery(db, { inquiryId, now, lastError: null });
}

/**
 * Blank a secret of the stored payload once its mail is out: the sign-up
 * verification URL carries a live token, and the copy in the inbox must not outlive the mail.
 */
export async function blankInquiryPayloadField(db: Db, { inquiryId, field }: { inquiryId: string; field: string }) {
  await db
    .updateTable("inquiries")
    .set({ payload: sql`json_set(payload, ${`$.${field}`}, '')` })
    .where("id", "=", inquiryId)
    .where(sql<boolean>`json_valid(payload)`)
    .execute();
}

/** A failed attempt, summed up on the inquiry. */
export async function markInquiryEmailFailed(
  db: Db,
  { emailId, inquiryId, now, error, final }: { emailId: string; inquiryId: string; now: Date; error: string; final: boolean },
) {
  await markOutboxEmailFailed(db, { table: "inquiry_emails", emailId, now, error, final });
  await refreshInquiryDelivery(db, { inquiryId, now, lastError: error.slice(0, 500) });
}

/** The inquiry's delivery state sums up its e-mails: all sent, any failed, else queued. */
async function refreshInquiryDelivery(db: Db, { inquiryId, now, lastError }: { inquiryId: string; now: Date; lastError: string | null }) {
  await db
    .updateTable("inquiries")
    .set({
      delivery_state: sql`CASE
        WHEN NOT EXISTS (SELECT 1 FROM inquiry_emails WHERE inquiry_id = ${inquiryId} AND state <> 'sent') THEN 'sent'
        WHEN EXISTS (SELECT 1 FROM inquiry_emails WHERE inquiry_id = ${inquiryId} AND state = 'failed') THEN 'failed'
        ELSE 'queued' END`,
      attempts: sql`(SELECT COALESCE(MAX(attempts), 0) FROM inquiry_emails WHERE inquiry_id = ${inquiryId})`,
      last_error: lastError === null ? sql`last_error` : lastError,
      updated_at: now.toISOString(),
    })
    .where("id", "=", inquiryId)
    .execute();
}
