// crm_handovers: the leads waiting for or done with their justimmo hand-over, one row per lead and
// channel, claimed, failed and swept by the same rule as the mail outbox. Retention and erasure
// delete the rows explicitly with their inquiry.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { CrmChannel, CrmHandoverState, CrmWunsch } from "~/db/schema";
import { listStuckOutboxEmails } from "~/server/mail/queries.server";

/** What justimmo answered, kept for staff; capped, it may echo the visitor's data. */
export const RESPONSE_BODY_MAX = 2000;

export async function createCrmHandovers(
  db: Db,
  { inquiryId, wunsch, channels, now }: { inquiryId: string; wunsch: CrmWunsch; channels: CrmChannel[]; now: Date },
): Promise<string[]> {
  if (channels.length === 0) return [];
  const at = now.toISOString();
  // A second call for the same lead (a retried request) adds nothing: one row per channel.
  const rows = await db
    .insertInto("crm_handovers")
    .values(
      channels.map((channel) => ({ id: crypto.randomUUID(), inquiry_id: inquiryId, channel, wunsch, created_at: at, updated_at: at })),
    )
    .onConflict((oc) => oc.columns(["inquiry_id", "channel"]).doNothing())
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export interface CrmHandoverJob {
  id: string;
  inquiry_id: string;
  channel: CrmChannel;
  wunsch: CrmWunsch;
  state: CrmHandoverState;
  kind: string;
  payload: string;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  property_id: number | null;
  objektnr_intern: string | null;
  objekttitel: string | null;
  angebot_typ: string | null;
  ort: string | null;
  kontakt_feedback_email: string | null;
}

/** The row with its lead and the listing as it is now (the feed may have changed the address). */
export async function getCrmHandoverJob(db: Db, id: string): Promise<CrmHandoverJob | null> {
  const row = await db
    .selectFrom("crm_handovers as h")
    .innerJoin("inquiries as i", "i.id", "h.inquiry_id")
    .leftJoin("immobilien as p", (join) => join.on(sql<boolean>`CAST(p.id AS TEXT) = i.property_id`))
    .select([
      "h.id",
      "h.inquiry_id",
      "h.channel",
      "h.wunsch",
      "h.state",
      "i.kind",
      "i.payload",
      "i.sender_name",
      "i.sender_email",
      "i.sender_phone",
      "p.id as property_id",
      "p.objektnr_intern",
      "p.objekttitel",
      "p.angebot_typ",
      "p.ort",
      "p.kontakt_feedback_email",
    ])
    .where("h.id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * One conditional update: of two deliveries of the same message only one gets the row. A failed
 * row is not claimable: it goes again only when staff put it back (requeueFailedCrmHandovers).
 */
export async function claimCrmHandover(db: Db, { id, now, staleBefore }: { id: string; now: Date; staleBefore: Date }): Promise<boolean> {
  const row = await db
    .updateTable("crm_handovers")
    .set({ state: "sending", attempts: sql`attempts + 1`, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("state", "=", "queued"), eb.and([eb("state", "=", "sending"), eb("updated_at", "<", staleBefore.toISOString())])]),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

export interface CrmResponse {
  status: number;
  body: string;
}

function responseColumns(response: CrmResponse | undefined) {
  return response ? { response_status: response.status, response_body: response.body.slice(0, RESPONSE_BODY_MAX) } : {};
}

export async function markCrmHandoverSent(
  db: Db,
  { id, now, target, response }: { id: string; now: Date; target: string; response?: CrmResponse },
): Promise<void> {
  await db
    .updateTable("crm_handovers")
    .set({
      state: "sent",
      target,
      sent_at: now.toISOString(),
      last_error: null,
      updated_at: now.toISOString(),
      ...responseColumns(response),
    })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: back to 'queued' while retries remain, 'failed' after the last one. */
export async function markCrmHandoverFailed(
  db: Db,
  {
    id,
    now,
    error,
    final,
    target,
    response,
  }: { id: string; now: Date; error: string; final: boolean; target?: string; response?: CrmResponse },
): Promise<void> {
  await db
    .updateTable("crm_handovers")
    .set({
      state: final ? "failed" : "queued",
      last_error: error.slice(0, 500),
      updated_at: now.toISOString(),
      ...(target ? { target } : {}),
      ...responseColumns(response),
    })
    .where("id", "=", id)
    .execute();
}

/** Not sent, and sending again would not help (e.g. a feedback address outside justimmo). */
export async function markCrmHandoverRefused(
  db: Db,
  { id, now, reason, target }: { id: string; now: Date; reason: string; target?: string | null },
): Promise<void> {
  await db
    .updateTable("crm_handovers")
    .set({ state: "refused", last_error: reason.slice(0, 500), target: target?.slice(0, 300) ?? null, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Rows whose queue message was probably lost (the same rules as the mail sweep). */
export function listStuckCrmHandovers(
  db: Db,
  window: { queuedBefore: Date; sendingBefore: Date; retryBefore: Date; limit: number },
): Promise<string[]> {
  return listStuckOutboxEmails(db, { table: "crm_handovers", ...window });
}

/** Requeued rows count as fresh again; a row stuck in 'sending' goes back to 'queued'. */
export async function touchCrmHandovers(db: Db, { ids, now }: { ids: string[]; now: Date }): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("crm_handovers")
    .set({ updated_at: now.toISOString(), state: sql`CASE WHEN state = 'sending' THEN 'queued' ELSE state END` })
    .where("id", "in", ids)
    .execute();
}

/** Staff's "erneut senden": failed rows of the lead back to 'queued' with fresh attempts. */
export async function requeueFailedCrmHandovers(db: Db, { inquiryId, now }: { inquiryId: string; now: Date }): Promise<string[]> {
  const rows = await db
    .updateTable("crm_handovers")
    .set({ state: "queued", attempts: 0, last_error: null, updated_at: now.toISOString() })
    .where("inquiry_id", "=", inquiryId)
    .where("state", "=", "failed")
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

export interface CrmHandoverRow {
  id: string;
  inquiryId: string;
  channel: CrmChannel;
  wunsch: CrmWunsch;
  state: CrmHandoverState;
  target: string | null;
  attempts: number;
  lastError: string | null;
  responseStatus: number | null;
  responseBody: string | null;
  sentAt: string | null;
  updatedAt: string;
}

/** The hand-overs of these leads, grouped by inquiry id (one query), feedback before API. */
export async function listCrmHandoversOf(db: Db, inquiryIds: string[]): Promise<Map<string, CrmHandoverRow[]>> {
  const byInquiry = new Map<string, CrmHandoverRow[]>(inquiryIds.map((id) => [id, []]));
  if (inquiryIds.length === 0) return byInquiry;
  const rows = await db
    .selectFrom("crm_handovers")
    .select([
      "id",
      "inquiry_id",
      "channel",
      "wunsch",
      "state",
      "target",
      "attempts",
      "last_error",
      "response_status",
      "response_body",
      "sent_at",
      "updated_at",
    ])
    .where("inquiry_id", "in", inquiryIds)
    .orderBy("channel", "desc")
    .execute();
  for (const row of rows) {
    byInquiry.get(row.inquiry_id)?.push({
      id: row.id,
      inquiryId: row.inquiry_id,
      channel: row.channel,
      wunsch: row.wunsch,
      state: row.state,
      target: row.target,
      attempts: row.attempts,
      lastError: row.last_error,
      responseStatus: row.response_status,
      responseBody: row.response_body,
      sentAt: row.sent_at,
      updatedAt: row.updated_at,
    });
  }
  return byInquiry;
}

export interface CrmSettings {
  apiEnabled: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function getCrmSettings(db: Db): Promise<CrmSettings> {
  const row = await db
    .selectFrom("crm_settings")
    .select(["api_enabled", "updated_at", "updated_by"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return { apiEnabled: row?.api_enabled === 1, updatedAt: row?.updated_at ?? null, updatedBy: row?.updated_by ?? null };
}

export async function setCrmApiEnabled(db: Db, { enabled, by, now }: { enabled: boolean; by: string; now: Date }): Promise<void> {
  const values = { api_enabled: enabled ? 1 : 0, updated_at: now.toISOString(), updated_by: by };
  await db
    .insertInto("crm_settings")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}
