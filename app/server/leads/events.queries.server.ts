// A lead's history as staff work on it (migration 0086): the first look, each status
// set, the broker's internal notes. The lead view's "Verlauf" reads these beside the lead's
// e-mails and hand-overs. The rows go with their inquiry (retention, GDPR erasure).
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { InquiryEventKind } from "~/db/schema";
import type { InquiryStatus } from "~/lib/admin-format";

export interface InquiryEvent {
  id: string;
  kind: InquiryEventKind;
  status: InquiryStatus | null;
  note: string | null;
  actorEmail: string | null;
  /** The team member's name when the staff login is a team member's address (agents.email); staff accounts have no name of their own. */
  actorName: string | null;
  /** 'assigned': the account's id (null: "Niemand") and its label; the label is null once the account is deleted. */
  assigneeId: string | null;
  assignee: { label: string; isAddress: boolean } | null;
  createdAt: string;
}

interface NewInquiryEvent {
  inquiryId: string;
  kind: InquiryEventKind;
  status?: InquiryStatus;
  note?: string;
  assigneeId?: string | null;
  actorEmail: string;
  now: Date;
}

/** The INSERT of one event of a lead, unexecuted: to run in a batch with the change it records. */
export function inquiryEventInsert(db: Db, args: NewInquiryEvent) {
  return db.insertInto("inquiry_events").values({
    id: crypto.randomUUID(),
    inquiry_id: args.inquiryId,
    kind: args.kind,
    status: args.status ?? null,
    note: args.note ?? null,
    assignee_id: args.assigneeId ?? null,
    actor_email: args.actorEmail,
    created_at: args.now.toISOString(),
  });
}

/** Store one event of a lead. */
export async function recordInquiryEvent(db: Db, args: NewInquiryEvent): Promise<void> {
  await inquiryEventInsert(db, args).execute();
}

/** An internal note on a lead; false when there is no such lead (nothing stored). */
export async function addInquiryNote(
  db: Db,
  { inquiryId, note, actorEmail, now }: { inquiryId: string; note: string; actorEmail: string; now: Date },
): Promise<boolean> {
  // One statement: the row is written only when the lead exists, so a stale form is a 404, not a
  // foreign-key error.
  const result = await db
    .insertInto("inquiry_events")
    .columns(["id", "inquiry_id", "kind", "note", "actor_email", "created_at"])
    .expression(
      db
        .selectFrom("inquiries")
        .select([
          sql<string>`${crypto.randomUUID()}`.as("id"),
          "id as inquiry_id",
          sql<string>`'note'`.as("kind"),
          sql<string>`${note}`.as("note"),
          sql<string>`${actorEmail}`.as("actor_email"),
          sql<string>`${now.toISOString()}`.as("created_at"),
        ])
        .where("id", "=", inquiryId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A "Neu" lead becomes "In Bearbeitung" once someone has it and is on it (ADR 0331, replacing the
 * first-look rule of ADR 0310): when its assignee opens its page ("opened"), or when the account
 * takes it itself ("Mir zuweisen", or choosing oneself: a "status" entry). Opened by anyone else,
 * or while nobody is assigned, it stays "Neu": the status never says someone works on a lead that
 * nobody has. True when this call changed it.
 */
export async function startInquiryWork(
  db: Db,
  {
    inquiryId,
    accountId,
    actorEmail,
    now,
    kind,
  }: { inquiryId: string; accountId: string; actorEmail: string; now: Date; kind: "opened" | "status" },
) {
  const row = await db
    .updateTable("inquiries")
    .set({ status: "in_progress", updated_at: now.toISOString() })
    .where("id", "=", inquiryId)
    .where("status", "=", "new")
    .where("assignee_id", "=", accountId)
    .returning("id")
    .executeTakeFirst();
  if (!row) return false;
  await recordInquiryEvent(db, { inquiryId, kind, status: "in_progress", actorEmail, now });
  return true;
}

/** A lead's events, oldest first. */
export async function listInquiryEvents(db: Db, { inquiryId }: { inquiryId: string }): Promise<InquiryEvent[]> {
  const rows = await db
    .selectFrom("inquiry_events")
    .leftJoin("users", "users.id", "inquiry_events.assignee_id")
    .select([
      "inquiry_events.id",
      "inquiry_events.kind",
      "inquiry_events.status",
      "inquiry_events.note",
      "inquiry_events.actor_email",
      "inquiry_events.assignee_id",
      "inquiry_events.created_at",
      "users.email as assignee_email",
    ])
    // Accounts carry no name (users: e-mail and password only); the team page does. One name per
    // address, as the inbox's "Zuständig" finds the broker (inbox.queries.server.ts).
    .select((eb) =>
      eb
        .selectFrom("agents")
        .select("agents.name")
        .where(sql<string>`lower(agents.email)`, "=", sql<string>`lower(inquiry_events.actor_email)`)
        .orderBy("agents.sort_order")
        .limit(1)
        .as("actor_name"),
    )
    // The assignee's name the same way (assignee.queries.server.ts).
    .select((eb) =>
      eb
        .selectFrom("agents")
        .select("agents.name")
        .where(sql<string>`lower(agents.email)`, "=", sql<string>`lower(users.email)`)
        .orderBy("agents.sort_order")
        .limit(1)
        .as("assignee_name"),
    )
    .where("inquiry_events.inquiry_id", "=", inquiryId)
    .orderBy("inquiry_events.created_at", "asc")
    .orderBy("inquiry_events.id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status as InquiryStatus | null,
    note: row.note,
    actorEmail: row.actor_email,
    actorName: row.actor_name?.trim() || null,
    assigneeId: row.assignee_id,
    assignee: row.assignee_name?.trim()
      ? { label: row.assignee_name.trim(), isAddress: false }
      : row.assignee_email
        ? { label: row.assignee_email, isAddress: true }
        : null,
    createdAt: row.created_at,
  }));
}
