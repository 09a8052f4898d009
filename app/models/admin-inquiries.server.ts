// The staff view of stored inquiries (DESIGN.md section 3: "staff see inquiries and their delivery
// state in the admin area") and the resend of failed e-mails.
import type { Db } from "~/db/client.server";
import type { DeliveryState, EmailState } from "~/db/schema";

export const INQUIRIES_PAGE_SIZE = 50;

export interface AdminInquiry {
  id: string;
  kind: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  deliveryState: DeliveryState;
  lastError: string | null;
  createdAt: string;
  emails: { id: string; template: string; recipient: string; state: EmailState; attempts: number; lastError: string | null }[];
}

export async function countInquiries(db: Db): Promise<number> {
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first, one page of 50, with each inquiry's e-mails (one query for the page's e-mails). */
export async function listInquiries(db: Db, { page }: { page: number }): Promise<AdminInquiry[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "kind", "subject", "sender_name", "sender_email", "delivery_state", "last_error", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INQUIRIES_PAGE_SIZE)
    .offset((page - 1) * INQUIRIES_PAGE_SIZE)
    .execute();
  if (rows.length === 0) return [];
  const emails = await db
    .selectFrom("inquiry_emails")
    .select(["id", "inquiry_id", "template", "recipient", "state", "attempts", "last_error"])
    .where(
      "inquiry_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("created_at", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    deliveryState: row.delivery_state,
    lastError: row.last_error,
    createdAt: row.created_at,
    emails: emails
      .filter((email) => email.inquiry_id === row.id)
      .map((email) => ({
        id: email.id,
        template: email.template,
        recipient: email.recipient,
        state: email.state,
        attempts: email.attempts,
        lastError: email.last_error,
      })),
  }));
}

/**
 * Put an inquiry's failed e-mails back in the queue state (attempts 0) and return their ids; the
 * caller sends one queue message `{ emailId }` per id. Only failed rows move: a sent mail is never
 * sent twice.
 */
export async function requeueFailedEmails(db: Db, { inquiryId, now }: { inquiryId: string; now: Date }): Promise<string[]> {
  const rows = await db
    .updateTable("inquiry_emails")
    .set({ state: "queued", attempts: 0, last_error: null, updated_at: now.toISOString() })
    .where("inquiry_id", "=", inquiryId)
    .where("state", "=", "failed")
    .returning("id")
    .execute();
  if (rows.length > 0) {
    await db
      .updateTable("inquiries")
      .set({ delivery_state: "queued", updated_at: now.toISOString() })
      .where("id", "=", inquiryId)
      .execute();
  }
  return rows.map((row) => row.id);
}
