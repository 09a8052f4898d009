// The mail outboxes: inquiry_emails and search_alert_emails share their delivery columns, so
// claiming, failing and sweeping is the same SQL for both; only the table name differs.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

export type OutboxTable = "inquiry_emails" | "search_alert_emails" | "viewing_emails";

/**
 * Claim an e-mail for sending: one conditional update, so of two deliveries of the same message
 * only one gets the row. A row left in 'sending' by a crashed attempt is claimable once stale.
 */
export async function claimOutboxEmail(
  db: Db,
  { table, emailId, now, staleBefore }: { table: OutboxTable; emailId: string; now: Date; staleBefore: Date },
): Promise<boolean> {
  const row = await db
    .updateTable(table)
    .set({ state: "sending", attempts: sql`attempts + 1`, updated_at: now.toISOString() })
    .where("id", "=", emailId)
    .where((eb) =>
      eb.or([
        eb("state", "in", ["queued", "failed"]),
        eb.and([eb("state", "=", "sending"), eb("updated_at", "<", staleBefore.toISOString())]),
      ]),
    )
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** A failed attempt: back to 'queued' while retries remain, 'failed' after the last one. */
export async function markOutboxEmailFailed(
  db: Db,
  { table, emailId, now, error, final }: { table: OutboxTable; emailId: string; now: Date; error: string; final: boolean },
): Promise<void> {
  await db
    .updateTable(table)
    .set({ state: final ? "failed" : "queued", last_error: error.slice(0, 500), updated_at: now.toISOString() })
    .where("id", "=", emailId)
    .execute();
}

/**
 * Rows whose queue message was probably lost: never attempted and older than `queuedBefore`
 * (the enqueue failed), stuck in 'sending' (the Worker died mid-send), or still queued long after
 * the last backoff could have fired. The mail outboxes and the justimmo hand-overs share the rule.
 */
export async function listStuckOutboxEmails(
  db: Db,
  {
    table,
    queuedBefore,
    sendingBefore,
    retryBefore,
    limit,
  }: { table: OutboxTable | "crm_handovers"; queuedBefore: Date; sendingBefore: Date; retryBefore: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("state", "=", "queued"), eb("attempts", "=", 0), eb("updated_at", "<", queuedBefore.toISOString())]),
        eb.and([eb("state", "=", "queued"), eb("updated_at", "<", retryBefore.toISOString())]),
        eb.and([eb("state", "=", "sending"), eb("updated_at", "<", sendingBefore.toISOString())]),
      ]),
    )
    .orderBy("updated_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Requeued rows count as fresh again, so the next sweep does not pick them up twice; a row stuck
 * in 'sending' goes back to 'queued' so that the new message may claim it.
 */
export async function touchOutboxEmails(
  db: Db,
  { table, emailIds, now }: { table: OutboxTable; emailIds: string[]; now: Date },
): Promise<void> {
  if (emailIds.length === 0) return;
  await db
    .updateTable(table)
    .set({ updated_at: now.toISOString(), state: sql`CASE WHEN state = 'sending' THEN 'queued' ELSE state END` })
    .where("id", "in", emailIds)
    .execute();
}
