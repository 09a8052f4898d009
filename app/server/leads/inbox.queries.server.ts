// The staff view of stored inquiries and their delivery state, the inbox filters and status,
// and the resend of failed e-mails.
import { type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from "kysely";
import { runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { Database, DeliveryState, EmailState } from "~/db/schema";
import type { InquiryStatus } from "~/lib/admin-format";
import { FIRST_CONTACT_KINDS } from "~/lib/first-contact";
import { inquiryMessageOf, MESSAGE_KEYS, SYSTEM_KINDS } from "~/lib/inquiry-labels";
import { OVERDUE_MS } from "~/lib/lead-state";
import { formatPhone } from "~/lib/schemas/shared";
import { type CrmHandoverRow, listCrmHandoversOf } from "~/server/crm/queries.server";
import { recordInquiryEvent } from "./events.queries.server";

export const INQUIRIES_PAGE_SIZE = 50;
/** The CSV export's ceiling: six months of inquiries (the retention) fit many times over. */
export const INQUIRIES_EXPORT_LIMIT = 10_000;

export interface AdminInquiry {
  id: string;
  kind: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  deliveryState: DeliveryState;
  lastError: string | null;
  createdAt: string;
  /** Staff keep it past the six-month retention. */
  keep: boolean;
  status: InquiryStatus;
  /** The staff account working on it (migration 0088); null: nobody yet. */
  assigneeId: string | null;
  /** The Wiedervorlage (migration 0091): a Vienna day, "2026-12-03" or "2026-12-03T10:00"; null: none. */
  followUpDue: string | null;
  /** The next step with it; null: none. */
  followUpNote: string | null;
  emails: AdminInquiryEmail[];
  /** Its hand-over to justimmo, one per channel; none for leads that stay ours. */
  crmHandovers: CrmHandoverRow[];
}

export interface AdminInquiryEmail {
  id: string;
  template: string;
  recipient: string;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  updatedAt: string;
}

/** The inbox filters (all optional); `q` searches sender name and e-mail. */
export interface InquiryFilter {
  kind?: string;
  status?: InquiryStatus;
  q?: string;
  /** The system-mail tab (sign-up verification): those only; otherwise leads only. */
  system?: boolean;
  /** Only inquiries with at least one failed e-mail. */
  failed?: boolean;
  /** Only leads whose hand-over to justimmo failed. */
  crmFailed?: boolean;
  /** "Probleme": a failed e-mail or a failed hand-over to justimmo. */
  problems?: boolean;
  /** Only inquiries that arrived today in Vienna: the Übersicht's "neue Anfragen heute". */
  today?: { since: string };
  /** Only leads about this listing (its id, as the lead stores it): the lead view links here. */
  propertyId?: string;
  /** "Mir zugewiesen" (with `viewerId`, the signed-in account) or "Nicht zugewiesen". */
  assigned?: "me" | "none";
  /** The signed-in account, for `assigned: "me"`; never part of a URL. */
  viewerId?: string;
  /**
   * "Fällig": only leads whose follow-up is due by today, i.e. stored below `before`,
   * tomorrow's Vienna date (followUpDueBefore), and the untouched new leads whose derived
   * "Erstkontakt" is due (lib/first-contact.ts: due from the day they came in); earliest due first.
   */
  followUpDue?: { before: string };
  /**
   * The list's order: "todo" (the default) puts what waits for someone first, "newest"
   * is plain arrival order, "due" the earliest Wiedervorlage first and leads without one last.
   * Not a filter: counts and the CSV export ignore it.
   */
  sort?: InquirySort;
  /** With "todo": an open lead that arrived before this ISO time is overdue (see OVERDUE_MS). */
  overdueBefore?: string;
}

export type InquirySort = "todo" | "newest" | "due";

function whereFilter(filter: InquiryFilter) {
  return (eb: ExpressionBuilder<Database, "inquiries">) => {
    const conditions = [filter.system ? eb("kind", "in", SYSTEM_KINDS) : eb("kind", "not in", SYSTEM_KINDS)];
    if (filter.kind) conditions.push(eb("kind", "=", filter.kind));
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    if (filter.today) conditions.push(eb("created_at", ">=", filter.today.since));
    // Migration 0087's index (property_id, created_at) serves this filter.
    if (filter.propertyId) conditions.push(eb("property_id", "=", filter.propertyId));
    // Migration 0088's index (assignee_id, created_at) serves both; without a viewer "mine" is none.
    if (filter.assigned === "none") conditions.push(eb("assignee_id", "is", null));
    if (filter.assigned === "me") conditions.push(eb("assignee_id", "=", filter.viewerId ?? ""));
    // One rule for "fällig": a Wiedervorlage due by today, or the Erstkontakt of a new lead without one.
    if (filter.followUpDue) {
      conditions.push(
        eb.or([
          eb("follow_up_due", "<", filter.followUpDue.before),
          eb.and([eb("follow_up_due", "is", null), eb("status", "=", "new"), eb("kind", "in", FIRST_CONTACT_KINDS)]),
        ]),
      );
    }
    // A failed e-mail, or a failed hand-over to justimmo: both tables hang off the inquiry the same way.
    const hasFailed = (table: "inquiry_emails" | "crm_handovers") =>
      eb.exists(
        eb
          .selectFrom(table)
          .select(`${table}.id`)
          .whereRef(`${table}.inquiry_id`, "=", "inquiries.id")
          .where(`${table}.state`, "=", "failed"),
      );
    if (filter.failed) conditions.push(hasFailed("inquiry_emails"));
    if (filter.crmFailed) conditions.push(hasFailed("crm_handovers"));
    if (filter.problems) conditions.push(eb.or([hasFailed("inquiry_emails"), hasFailed("crm_handovers")]));
    if (filter.q) {
      // A contains-search cannot use an index; it stays bounded because inquiries are deleted six
      // months after arrival and the page reads 50 rows. instr() rather than LIKE: D1
      // refuses LIKE patterns over 50 bytes, and instr() needs no escaping of % and _.
      // SQLite's lower() folds A-Z only, so the needle folds A-Z only too: "Ü" matches "Ü".
      const needle = filter.q.replace(/[A-Z]/g, (c) => c.toLowerCase());
      conditions.push(
        eb.or([
          eb(sql<number>`instr(lower(sender_email), ${needle})`, ">", 0),
          eb(sql<number>`instr(lower(sender_name), ${needle})`, ">", 0),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function countInquiries(db: Db, filter: InquiryFilter = {}): Promise<number> {
  const row = await db
    .selectFrom("inquiries")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where(whereFilter(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What the inbox list shows of an inquiry; the detail view adds the property and the payload. */
const LIST_COLUMNS = [
  "id",
  "kind",
  "subject",
  "sender_name",
  "sender_email",
  "sender_phone",
  "delivery_state",
  "last_error",
  "created_at",
  "keep",
  "status",
  "assignee_id",
  "follow_up_due",
  "follow_up_note",
] as const;

/** Newest first; the CSV export always reads this order (a record, not a to-do list). */
function selectInquiries(db: Db, filter: InquiryFilter) {
  return db
    .selectFrom("inquiries")
    .select([...LIST_COLUMNS])
    .where(whereFilter(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/**
 * The Vienna calendar day ("2026-12-01") of a stored UTC ISO time, in SQL: one hour ahead, two from
 * the last Sunday of March, 01:00 UTC, to the last Sunday of October, 01:00 UTC (EU summer time).
 * The last Sunday of a month with 31 days is the first Sunday on or after the 25th.
 */
export function viennaDaySql(column: RawBuilder<unknown>) {
  const switchAt = (month: "03" | "10") => sql`date(substr(${column}, 1, 4) || '-${sql.raw(month)}-25', 'weekday 0') || 'T01:00'`;
  return sql<string>`date(${column}, CASE WHEN ${column} >= ${switchAt("03")} AND ${column} < ${switchAt("10")} THEN '+2 hours' ELSE '+1 hour' END)`;
}

/**
 * A lead that waits for someone: "Neu", or open and arrived before `overdueBefore`. One
 * rule for the inbox's "Zu erledigen zuerst" and the Übersicht's "Neu und überfällig".
 */
export function waitsForSomeone(overdueBefore: string) {
  return sql<SqlBool>`(status = 'new' OR (status <> 'done' AND created_at < ${overdueBefore}))`;
}

/**
 * The inbox's order. "Zu erledigen zuerst" (the default): first the leads that wait for
 * someone, a "Neu" one or an open one overdue, longest waiting first; then all the rest, newest
 * first. "Neueste zuerst": arrival order. System mails have no status: always newest first.
 */
function selectInboxPage(db: Db, filter: InquiryFilter) {
  const base = db
    .selectFrom("inquiries")
    .select([...LIST_COLUMNS])
    .where(whereFilter(filter));
  if (filter.sort === "newest" || filter.system) return base.orderBy("created_at", "desc").orderBy("id", "desc");
  // "Wiedervorlage fällig": the longest overdue first, then today's by their time (a day without
  // a time sorts before that day's times: it is due since the morning).
  // "Fällig zuerst" orders the whole list the same way, leads without one after all others.
  // An untouched new lead counts as due on the day it came in, its "Erstkontakt".
  if (filter.followUpDue || filter.sort === "due") {
    const due = sql`COALESCE(follow_up_due, CASE WHEN status = 'new' AND kind IN (${sql.join(FIRST_CONTACT_KINDS)}) THEN ${viennaDaySql(sql.ref("created_at"))} END)`;
    return base.orderBy(sql`${due} IS NULL`).orderBy(due, "asc").orderBy("created_at", "desc").orderBy("id", "desc");
  }
  const waiting = waitsForSomeone(filter.overdueBefore ?? new Date(Date.now() - OVERDUE_MS).toISOString());
  return base
    .orderBy(sql`CASE WHEN ${waiting} THEN 0 ELSE 1 END`)
    .orderBy(sql`CASE WHEN ${waiting} THEN created_at END`, "asc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/** The inquiry columns every staff read selects (list, detail, CSV, person-data export). */
const DETAIL_COLUMNS = [...LIST_COLUMNS, "property_id", "payload"] as const;

/** The e-mails of these inquiries, oldest first, grouped by inquiry id (one query). */
async function emailsOf(db: Db, ids: string[]): Promise<Map<string, AdminInquiryEmail[]>> {
  const byInquiry = new Map<string, AdminInquiryEmail[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byInquiry;
  const rows = await db
    .selectFrom("inquiry_emails")
    .select(["id", "inquiry_id", "template", "recipient", "state", "attempts", "last_error", "sent_at", "updated_at"])
    .where("inquiry_id", "in", ids)
    .orderBy("created_at", "asc")
    .execute();
  for (const row of rows) {
    byInquiry.get(row.inquiry_id)?.push({
      id: row.id,
      template: row.template,
      recipient: row.recipient,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      sentAt: row.sent_at,
      updatedAt: row.updated_at,
    });
  }
  return byInquiry;
}

/** An inbox row: the list columns, the e-mails and hand-overs, and the message for the preview. */
export interface AdminInquiryListItem extends AdminInquiry {
  /** What the person wrote (inquiryMessageOf), null without a message. */
  message: string | null;
}

/**
 * The payload's message keys only, as a JSON array in MESSAGE_KEYS order: a row of the list needs
 * its message's first line, not the FAGG text and the Nebenkosten lines beside it. A payload that
 * is not JSON gives null rather than an error (json_extract refuses malformed JSON).
 */
const messageFields = sql<string | null>`CASE WHEN json_valid(payload) THEN json_extract(payload, ${sql.join(
  MESSAGE_KEYS.map((key) => `$.${key}`),
)}) END`;

function messageOf(kind: string, fields: string | null): string | null {
  if (fields === null) return null;
  const values: unknown = JSON.parse(fields);
  if (!Array.isArray(values)) return null;
  return inquiryMessageOf(kind, Object.fromEntries(MESSAGE_KEYS.map((key, index) => [key, values[index]])));
}

/** One page of 50 in the filter's order (selectInboxPage), with each inquiry's e-mails (one query for the page's e-mails). */
export async function listInquiries(
  db: Db,
  { page, filter = {} }: { page: number; filter?: InquiryFilter },
): Promise<AdminInquiryListItem[]> {
  const rows = await selectInboxPage(db, filter)
    .select(messageFields.as("message_fields"))
    .limit(INQUIRIES_PAGE_SIZE)
    .offset((page - 1) * INQUIRIES_PAGE_SIZE)
    .execute();
  const ids = rows.map((row) => row.id);
  const [emails, handovers] = await Promise.all([emailsOf(db, ids), listCrmHandoversOf(db, ids)]);
  return rows.map((row) => ({
    ...toInquiry(row),
    message: messageOf(row.kind, row.message_fields),
    emails: emails.get(row.id) ?? [],
    crmHandovers: handovers.get(row.id) ?? [],
  }));
}

/** Where a lead stands among all leads from its sender's address: the 3rd of 4, oldest first. */
export interface SenderOrdinal {
  ordinal: number;
  total: number;
}

/**
 * For a page of leads: which lead of its sender each one is (by address, case-insensitive, system
 * mails left out), so the inbox can say "3. Anfrage". One query over the page's addresses, served
 * by migration 0051's index on lower(sender_email); bounded by the six-month retention. Leads
 * without an address are not in the map.
 */
export async function listSenderOrdinals(
  db: Db,
  { inquiries }: { inquiries: Array<{ id: string; senderEmail: string | null }> },
): Promise<Map<string, SenderOrdinal>> {
  const ordinals = new Map<string, SenderOrdinal>();
  const addresses = [...new Set(inquiries.flatMap((inquiry) => (inquiry.senderEmail ? [normalizeAddress(inquiry.senderEmail)] : [])))];
  if (addresses.length === 0) return ordinals;
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", sql<string>`lower(sender_email)`.as("address")])
    .where(sql<string>`lower(sender_email)`, "in", addresses)
    .where("kind", "not in", SYSTEM_KINDS)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const byAddress = new Map<string, string[]>();
  for (const row of rows) {
    const ids = byAddress.get(row.address);
    if (ids) ids.push(row.id);
    else byAddress.set(row.address, [row.id]);
  }
  for (const ids of byAddress.values()) {
    ids.forEach((id, index) => {
      ordinals.set(id, { ordinal: index + 1, total: ids.length });
    });
  }
  return ordinals;
}

/** One of a person's other leads, as the lead page lists them. */
export interface OtherLead {
  id: string;
  kind: string;
  subject: string;
  status: string;
  createdAt: string;
}

/**
 * "Weitere Anfragen dieser Person": the address's other leads, newest first, at most
 * `limit`; system mails are no one's enquiry. Migration 0051's index on lower(sender_email).
 */
export async function listOtherLeadsOf(
  db: Db,
  { email, exceptId, limit = 5 }: { email: string | null; exceptId: string; limit?: number },
): Promise<OtherLead[]> {
  if (!email) return [];
  const rows = await db
    .selectFrom("inquiries")
    .select(["id", "kind", "subject", "status", "created_at"])
    .where(sql<string>`lower(sender_email)`, "=", normalizeAddress(email))
    .where("id", "<>", exceptId)
    .where("kind", "not in", SYSTEM_KINDS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, kind: row.kind, subject: row.subject, status: row.status, createdAt: row.created_at }));
}

/** The contact person of the listing a lead is about (the inbox's "Zuständig" column). */
export interface InquiryHandler {
  /** The team member whose e-mail the listing names as its contact, else the feed's name. */
  agentName: string | null;
  contactName: string | null;
  company: string | null;
}

/**
 * Who handles each lead: the listing's contact person (the broker justimmo names), as the team page
 * names them when their e-mail is a team member's. Leads without a (still stored) listing are not
 * in the map. One query for a page of ids; the listing is found by its primary key.
 */
export async function listInquiryHandlers(db: Db, { ids }: { ids: string[] }): Promise<Map<string, InquiryHandler>> {
  const handlers = new Map<string, InquiryHandler>();
  if (ids.length === 0) return handlers;
  const rows = await db
    .selectFrom("inquiries as i")
    .innerJoin("immobilien as p", (join) => join.on(sql<boolean>`p.id = CAST(i.property_id AS INTEGER)`))
    .leftJoin("agents as a", (join) => join.on(sql<boolean>`lower(a.email) = lower(p.kontakt_email)`))
    .select(["i.id", "a.name as agent_name", "p.kontakt_vorname", "p.kontakt_name", "p.kontakt_firma"])
    .where("i.id", "in", ids)
    .where("i.property_id", "is not", null)
    .execute();
  for (const row of rows) {
    const contactName = [row.kontakt_vorname, row.kontakt_name]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
    handlers.set(row.id, {
      agentName: row.agent_name?.trim() || null,
      contactName: contactName || null,
      company: row.kontakt_firma?.trim() || null,
    });
  }
  return handlers;
}

export interface AdminInquiryDetail extends AdminInquiry {
  propertyId: string | null;
  payload: unknown;
}

/** One inquiry with its whole payload and every e-mail's history, for the detail view; null: none. */
export async function getInquiry(db: Db, { id }: { id: string }): Promise<AdminInquiryDetail | null> {
  const row = await db
    .selectFrom("inquiries")
    .select([...DETAIL_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [emails, handovers] = await Promise.all([emailsOf(db, [id]), listCrmHandoversOf(db, [id])]);
  return {
    ...toInquiry(row),
    propertyId: row.property_id,
    payload: parsePayload(row.payload),
    emails: emails.get(id) ?? [],
    crmHandovers: handovers.get(id) ?? [],
  };
}

/** The filtered list for the CSV export, newest first, without e-mails. */
export async function listInquiriesForExport(
  db: Db,
  { filter }: { filter: InquiryFilter },
): Promise<Omit<AdminInquiry, "emails" | "crmHandovers">[]> {
  const rows = await selectInquiries(db, filter).limit(INQUIRIES_EXPORT_LIMIT).execute();
  return rows.map(toInquiry);
}

type InquiryListRow = Awaited<ReturnType<ReturnType<typeof selectInquiries>["execute"]>>[number];

function toInquiry(row: InquiryListRow): Omit<AdminInquiry, "emails" | "crmHandovers"> {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    senderPhone: row.sender_phone ? formatPhone(row.sender_phone) : null,
    deliveryState: row.delivery_state,
    lastError: row.last_error,
    createdAt: row.created_at,
    keep: row.keep === 1,
    status: row.status as InquiryStatus,
    assigneeId: row.assignee_id,
    followUpDue: row.follow_up_due,
    followUpNote: row.follow_up_note,
  };
}

/** Set the status staff gave an inquiry; returns its subject, or null when there is no such inquiry. */
export async function setInquiryStatus(
  db: Db,
  { inquiryId, status, actorEmail, now }: { inquiryId: string; status: InquiryStatus; actorEmail: string; now: Date },
): Promise<{ subject: string } | null> {
  const row = await db
    .updateTable("inquiries")
    .set({ status, updated_at: now.toISOString() })
    .where("id", "=", inquiryId)
    .returning("subject")
    .executeTakeFirst();
  // Every status change stands in the lead's "Verlauf", whoever sets it.
  if (row) await recordInquiryEvent(db, { inquiryId, kind: "status", status, actorEmail, now });
  return row ?? null;
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

/** Mark an inquiry to keep past the retention period, or release it again. Null: no such inquiry. */
export async function setInquiryKeep(
  db: Db,
  { inquiryId, keep, now }: { inquiryId: string; keep: boolean; now: Date },
): Promise<{ subject: string } | null> {
  const row = await db
    .updateTable("inquiries")
    .set({ keep: keep ? 1 : 0, updated_at: now.toISOString() })
    .where("id", "=", inquiryId)
    .returning("subject")
    .executeTakeFirst();
  return row ?? null;
}

/**
 * One person's data is every inquiry sent from their address (case-insensitive), every Suchauftrag
 * of the address, and their e-mails. Staff accounts are not a visitor's data.
 */
function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

function inquiriesOf(db: Db, email: string) {
  // lower(sender_email) matches the expression index of migration 0051.
  return db.selectFrom("inquiries").where(sql<string>`lower(sender_email)`, "=", normalizeAddress(email));
}

export interface PersonDataExport {
  email: string;
  exportedAt: string;
  inquiries: Array<{
    id: string;
    kind: string;
    subject: string;
    senderName: string | null;
    senderEmail: string | null;
    senderPhone: string | null;
    propertyId: string | null;
    fields: unknown;
    deliveryState: DeliveryState;
    keep: boolean;
    createdAt: string;
    /** The Wiedervorlage and its next step (migration 0091); null: none. */
    followUp: { due: string; nextStep: string | null } | null;
    emails: Array<{ template: string; recipient: string; state: EmailState; sentAt: string | null; createdAt: string }>;
    /** Where the lead went in justimmo and what justimmo answered. */
    crmHandovers: Array<{ channel: string; state: string; target: string | null; sentAt: string | null; response: string | null }>;
    /** What staff recorded on the lead: opened, status set, internal notes. */
    events: Array<{ kind: string; status: string | null; note: string | null; createdAt: string }>;
  }>;
  /** Viewing bookings of the address, with the mails sent for them. */
  viewingBookings: Array<{
    id: string;
    status: string;
    name: string;
    email: string;
    phone: string;
    startsAt: string;
    endsAt: string;
    propertyId: number;
    createdAt: string;
    cancelledAt: string | null;
    emails: Array<{ template: string; recipient: string; state: string; sentAt: string | null; createdAt: string }>;
  }>;
  /** Suchaufträge (search alerts) of the address, with the mails sent for them. */
  searchAlerts: Array<{
    id: string;
    email: string;
    filters: string;
    confirmedAt: string | null;
    lastNotifiedAt: string | null;
    createdAt: string;
    emails: Array<{ template: string; recipient: string; state: string; sentAt: string | null; createdAt: string }>;
  }>;
  /** Search profiles staff keep for the address (no mails are sent for them). */
  searchProfiles: Array<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    marketing: string;
    criteria: unknown;
    inquiryId: string | null;
    createdAt: string;
    updatedAt: string;
  }>;
}

function profilesOf(db: Db, email: string) {
  // lower(email) matches the expression index of migration 0099.
  return db.selectFrom("search_profiles").where(sql<string>`lower(email)`, "=", normalizeAddress(email));
}

function alertsOf(db: Db, email: string) {
  // lower(email) matches the expression index of migration 0060.
  return db.selectFrom("search_alerts").where(sql<string>`lower(email)`, "=", normalizeAddress(email));
}

/** Alert mails of the address: those of its alerts, and any addressed to it. */
function alertEmailsOf(db: Db, email: string) {
  return db
    .selectFrom("search_alert_emails")
    .where((eb) =>
      eb.or([eb("alert_id", "in", alertsOf(db, email).select("id")), eb(sql<string>`lower(recipient)`, "=", normalizeAddress(email))]),
    );
}

function bookingsOf(db: Db, email: string) {
  // lower(email) matches the expression index of migration 0240.
  return db.selectFrom("viewing_bookings").where(sql<string>`lower(email)`, "=", normalizeAddress(email));
}

/** Viewing mails of the address: those of its bookings, and any addressed to it. */
function viewingEmailsOf(db: Db, email: string) {
  return db
    .selectFrom("viewing_emails")
    .where((eb) =>
      eb.or([eb("booking_id", "in", bookingsOf(db, email).select("id")), eb(sql<string>`lower(recipient)`, "=", normalizeAddress(email))]),
    );
}

/** GDPR Art. 15: everything stored about the sender of `email`, oldest first. */
export async function exportPersonData(db: Db, { email, now }: { email: string; now: Date }): Promise<PersonDataExport> {
  // The export maps each column it shows below; the staff reads' one column list is selected.
  const rows = await inquiriesOf(db, email)
    .select([...DETAIL_COLUMNS])
    .orderBy("created_at", "asc")
    .execute();
  const emails =
    rows.length === 0
      ? []
      : await db
          .selectFrom("inquiry_emails")
          .select(["inquiry_id", "template", "recipient", "state", "sent_at", "created_at"])
          .where(
            "inquiry_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("created_at", "asc")
          .execute();
  const handovers = await listCrmHandoversOf(
    db,
    rows.map((row) => row.id),
  );
  const events =
    rows.length === 0
      ? []
      : await db
          .selectFrom("inquiry_events")
          .select(["inquiry_id", "kind", "status", "note", "created_at"])
          .where(
            "inquiry_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("created_at", "asc")
          .execute();
  const alerts = await alertsOf(db, email)
    .select(["id", "email", "filters", "confirmed_at", "last_notified_at", "created_at"])
    .orderBy("created_at", "asc")
    .execute();
  const alertEmails = await alertEmailsOf(db, email)
    .select(["alert_id", "template", "recipient", "state", "sent_at", "created_at"])
    .orderBy("created_at", "asc")
    .execute();
  const bookings = await bookingsOf(db, email)
    .innerJoin("viewing_slots", "viewing_slots.id", "viewing_bookings.slot_id")
    .select([
      "viewing_bookings.id as id",
      "viewing_bookings.status as status",
      "viewing_bookings.name as name",
      "viewing_bookings.email as email",
      "viewing_bookings.phone as phone",
      "viewing_slots.starts_at as starts_at",
      "viewing_slots.ends_at as ends_at",
      "viewing_bookings.immobilie_id as immobilie_id",
      "viewing_bookings.created_at as created_at",
      "viewing_bookings.cancelled_at as cancelled_at",
    ])
    .orderBy("viewing_bookings.created_at", "asc")
    .execute();
  const bookingEmails = await viewingEmailsOf(db, email)
    .select(["booking_id", "template", "recipient", "state", "sent_at", "created_at"])
    .orderBy("created_at", "asc")
    .execute();
  const profiles = await profilesOf(db, email)
    .select(["id", "name", "email", "phone", "marketing", "criteria", "inquiry_id", "created_at", "updated_at"])
    .orderBy("created_at", "asc")
    .execute();
  return {
    email: normalizeAddress(email),
    exportedAt: now.toISOString(),
    searchProfiles: profiles.map((profile) => ({
      id: profile.id,
      name: profile.name,
      email: profile.email,
      phone: profile.phone ? formatPhone(profile.phone) : null,
      marketing: profile.marketing,
      criteria: parsePayload(profile.criteria),
      inquiryId: profile.inquiry_id,
      createdAt: profile.created_at,
      updatedAt: profile.updated_at,
    })),
    viewingBookings: bookings.map((booking) => ({
      id: booking.id,
      status: booking.status,
      name: booking.name,
      email: booking.email,
      phone: formatPhone(booking.phone),
      startsAt: booking.starts_at,
      endsAt: booking.ends_at,
      propertyId: booking.immobilie_id,
      createdAt: booking.created_at,
      cancelledAt: booking.cancelled_at,
      emails: bookingEmails.filter((mail) => mail.booking_id === booking.id).map(exportedEmail),
    })),
    searchAlerts: alerts.map((alert) => ({
      id: alert.id,
      email: alert.email,
      filters: alert.filters,
      confirmedAt: alert.confirmed_at,
      lastNotifiedAt: alert.last_notified_at,
      createdAt: alert.created_at,
      emails: alertEmails.filter((mail) => mail.alert_id === alert.id).map(exportedEmail),
    })),
    inquiries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      senderName: row.sender_name,
      senderEmail: row.sender_email,
      senderPhone: row.sender_phone ? formatPhone(row.sender_phone) : null,
      propertyId: row.property_id,
      fields: parsePayload(row.payload),
      deliveryState: row.delivery_state,
      keep: row.keep === 1,
      createdAt: row.created_at,
      // The Wiedervorlage's next step is about the person too (Art. 15).
      followUp: row.follow_up_due ? { due: row.follow_up_due, nextStep: row.follow_up_note } : null,
      emails: emails.filter((mail) => mail.inquiry_id === row.id).map(exportedEmail),
      crmHandovers: (handovers.get(row.id) ?? []).map((handover) => ({
        channel: handover.channel,
        state: handover.state,
        target: handover.target,
        sentAt: handover.sentAt,
        response: handover.responseBody,
      })),
      events: events
        .filter((event) => event.inquiry_id === row.id)
        .map((event) => ({ kind: event.kind, status: event.status, note: event.note, createdAt: event.created_at })),
    })),
  };
}

/** One stored mail as the export shows it, for inquiry and Suchauftrag mails alike. */
function exportedEmail<State extends string>(mail: {
  template: string;
  recipient: string;
  state: State;
  sent_at: string | null;
  created_at: string;
}) {
  return { template: mail.template, recipient: mail.recipient, state: mail.state, sentAt: mail.sent_at, createdAt: mail.created_at };
}

function parsePayload(payload: string): unknown {
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

export interface PersonDataCount {
  inquiries: number;
  /** Mails of the inquiries, of the Suchaufträge and of the viewing bookings. */
  emails: number;
  searchAlerts: number;
  viewingBookings: number;
  /** Search profiles staff keep for the address. */
  searchProfiles: number;
}

/** What a deletion would remove: shown on the confirmation step. */
export async function countPersonData(db: Db, { email }: { email: string }): Promise<PersonDataCount> {
  const inquiries = await inquiriesOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const emails = await db
    .selectFrom("inquiry_emails")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("inquiry_id", "in", inquiriesOf(db, email).select("id"))
    .executeTakeFirstOrThrow();
  const alerts = await alertsOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const alertEmails = await alertEmailsOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const bookings = await bookingsOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const bookingEmails = await viewingEmailsOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const profiles = await profilesOf(db, email)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return {
    inquiries: Number(inquiries.count),
    emails: Number(emails.count) + Number(alertEmails.count) + Number(bookingEmails.count),
    searchAlerts: Number(alerts.count),
    viewingBookings: Number(bookings.count),
    searchProfiles: Number(profiles.count),
  };
}

/**
 * GDPR Art. 17: delete every inquiry and Suchauftrag of the address and their e-mails in one D1 batch, also those
 * marked to keep (the person's request overrides the staff mark). Returns what was deleted.
 */
export async function deletePersonData(db: Db, { email }: { email: string }): Promise<PersonDataCount> {
  const ids = inquiriesOf(db, email).select("id");
  const alertIds = alertsOf(db, email).select("id");
  const bookingIds = bookingsOf(db, email).select("id");
  const [emails, , , inquiries, alertEmails, , alerts, bookingEmails, bookings, profiles] = await runBatch(db, [
    db.deleteFrom("inquiry_emails").where("inquiry_id", "in", ids),
    // The hand-overs to justimmo; what justimmo keeps is the broker's to erase there.
    db.deleteFrom("crm_handovers").where("inquiry_id", "in", ids),
    // The broker's notes and the status history of the person's leads.
    db.deleteFrom("inquiry_events").where("inquiry_id", "in", ids),
    db.deleteFrom("inquiries").where(sql<string>`lower(sender_email)`, "=", normalizeAddress(email)),
    db
      .deleteFrom("search_alert_emails")
      .where((eb) => eb.or([eb("alert_id", "in", alertIds), eb(sql<string>`lower(recipient)`, "=", normalizeAddress(email))])),
    db.deleteFrom("search_alert_listings").where("alert_id", "in", alertIds),
    db.deleteFrom("search_alerts").where(sql<string>`lower(email)`, "=", normalizeAddress(email)),
    // Viewing bookings: deleting a future booking frees its seat.
    db
      .deleteFrom("viewing_emails")
      .where((eb) => eb.or([eb("booking_id", "in", bookingIds), eb(sql<string>`lower(recipient)`, "=", normalizeAddress(email))])),
    db.deleteFrom("viewing_bookings").where(sql<string>`lower(email)`, "=", normalizeAddress(email)),
    db.deleteFrom("search_profiles").where(sql<string>`lower(email)`, "=", normalizeAddress(email)),
  ]);
  return {
    inquiries: inquiries?.meta.changes ?? 0,
    emails: (emails?.meta.changes ?? 0) + (alertEmails?.meta.changes ?? 0) + (bookingEmails?.meta.changes ?? 0),
    searchAlerts: alerts?.meta.changes ?? 0,
    viewingBookings: bookings?.meta.changes ?? 0,
    searchProfiles: profiles?.meta.changes ?? 0,
  };
}
