// A lead's "Wiedervorlage": set or clear the follow-up day and next step, and the leads
// due by today for the Übersicht's "Heute". The values are Vienna days (migration 0091), so "due by
// today" is a string comparison with tomorrow's date, served by the partial index on follow_up_due.
import type { Db } from "~/db/client.server";
import { SYSTEM_KINDS } from "~/lib/inquiry-labels";

interface FollowUpChange {
  inquiryId: string;
  due: string | null;
  note: string | null;
  now: Date;
}

/** The UPDATE that sets (or with `due: null` clears) a lead's Wiedervorlage, unexecuted: for a batch. */
export function followUpUpdate(db: Db, { inquiryId, due, note, now }: FollowUpChange) {
  return db
    .updateTable("inquiries")
    .set({ follow_up_due: due, follow_up_note: due === null ? null : note, updated_at: now.toISOString() })
    .where("id", "=", inquiryId)
    .where("kind", "not in", SYSTEM_KINDS);
}

/** Set (or with `due: null` clear) a lead's Wiedervorlage; returns its subject, null: no such lead. */
export async function setInquiryFollowUp(db: Db, change: FollowUpChange): Promise<{ subject: string } | null> {
  const row = await followUpUpdate(db, change).returning("subject").executeTakeFirst();
  return row ?? null;
}

export interface DueFollowUp {
  id: string;
  subject: string;
  senderName: string | null;
  /** For "Heute"'s Anrufen and Antworten. */
  senderEmail: string | null;
  senderPhone: string | null;
  /** Nobody has it: "Heute" offers "Mir zuweisen". */
  assigned: boolean;
  due: string;
  note: string | null;
}

/** "Heute": the leads whose Wiedervorlage is before `before` (tomorrow's Vienna date), earliest first. */
export async function listDueFollowUps(db: Db, { before, limit = 10 }: { before: string; limit?: number }): Promise<DueFollowUp[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "subject", "sender_name", "sender_email", "sender_phone", "assignee_id", "follow_up_due", "follow_up_note"])
    .where("follow_up_due", "<", before)
    .where("kind", "not in", SYSTEM_KINDS)
    .orderBy("follow_up_due", "asc")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    senderPhone: row.sender_phone,
    assigned: row.assignee_id !== null,
    due: row.follow_up_due ?? before,
    note: row.follow_up_note,
  }));
}
