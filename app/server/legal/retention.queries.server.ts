// Personal-data retention (the privacy notice promises "sechs Monate"): the daily cron deletes
// what is no longer needed. Child rows are deleted explicitly before their parent, so nothing
// depends on foreign-key enforcement and the logged counts are complete.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { purgeExpiredViewings } from "~/server/viewings/queries.server";

/** Inquiries older than this are deleted unless staff marked them to keep. */
export const INQUIRY_RETENTION_MONTHS = 6;
/** Rate-limit windows are at most a day long. */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;
/** An account not verified within a week is deleted with its profile and tokens. */
export const UNVERIFIED_USER_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Feed-sync history: the newest 500 runs, and none older than 90 days. */
export const SYNC_RUNS_KEEP = 500;
export const SYNC_RUNS_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The audit trail (staff actions and security events) is kept twelve months: long
 * enough to trace an incident across a year's reviews, and it holds ids and staff addresses only.
 */
export const AUDIT_RETENTION_MONTHS = 12;

export interface RetentionResult {
  inquiries: number;
  inquiryEmails: number;
  /** An inquiry's hand-overs to justimmo go with it: they hold justimmo's answer. */
  crmHandovers: number;
  rateLimits: number;
  verificationTokens: number;
  /** Password-reset links past their 30 minutes, used or not. */
  passwordResetTokens: number;
  unverifiedUsers: number;
  syncRuns: number;
  auditEntries: number;
  /** Viewing bookings (and their mails) six months after the viewing. */
  viewingBookings: number;
  viewingEmails: number;
}

/** Six calendar months before `now` (UTC), e.g. 2026-11-23 → 2026-05-23. */
export function inquiryCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - INQUIRY_RETENTION_MONTHS);
  return cutoff;
}

export async function purgeExpiredPersonalData(db: Db, { now }: { now: Date }): Promise<RetentionResult> {
  const inquiriesBefore = inquiryCutoff(now).toISOString();
  const expiredInquiries = db.selectFrom("inquiries").select("id").where("created_at", "<", inquiriesBefore).where("keep", "=", 0);
  const emails = await db.deleteFrom("inquiry_emails").where("inquiry_id", "in", expiredInquiries).executeTakeFirst();
  const handovers = await db.deleteFrom("crm_handovers").where("inquiry_id", "in", expiredInquiries).executeTakeFirst();
  // The broker's notes and the status history are about the person: they go with the lead.
  await db.deleteFrom("inquiry_events").where("inquiry_id", "in", expiredInquiries).execute();
  const inquiries = await db.deleteFrom("inquiries").where("created_at", "<", inquiriesBefore).where("keep", "=", 0).executeTakeFirst();

  const rateLimits = await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", Math.floor(now.getTime() / 1000) - RATE_LIMIT_RETENTION_SECONDS)
    .executeTakeFirst();

  // Failed sign-ins count for a day; older rows only keep hashed keys around.
  await db
    .deleteFrom("login_failures")
    .where("last_failure_at", "<", Math.floor(now.getTime() / 1000) - RATE_LIMIT_RETENTION_SECONDS)
    .execute();

  const tokens = await db.deleteFrom("verification_tokens").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  const resetTokens = await db.deleteFrom("password_reset_tokens").where("expires_at", "<=", now.toISOString()).executeTakeFirst();

  // Unverified users (and their profiles and remaining tokens, explicitly, as above).
  const usersBefore = new Date(now.getTime() - UNVERIFIED_USER_RETENTION_MS).toISOString();
  const staleUsers = db.selectFrom("users").select("id").where("email_verified_at", "is", null).where("created_at", "<", usersBefore);
  await db.deleteFrom("verification_tokens").where("user_id", "in", staleUsers).execute();
  await db.deleteFrom("password_reset_tokens").where("user_id", "in", staleUsers).execute();
  await db.deleteFrom("profiles").where("id", "in", staleUsers).execute();
  const users = await db
    .deleteFrom("users")
    .where("email_verified_at", "is", null)
    .where("created_at", "<", usersBefore)
    .executeTakeFirst();

  // sync_runs: keep the newest SYNC_RUNS_KEEP, and of those none older than 90 days; a run
  // still 'running' is never removed (the sync holds it open).
  const runsBefore = new Date(now.getTime() - SYNC_RUNS_MAX_AGE_MS).toISOString();
  const syncRuns = await db
    .deleteFrom("sync_runs")
    .where("status", "<>", "running")
    .where((eb) =>
      eb.or([
        eb("started_at", "<", runsBefore),
        eb("id", "<", sql<number>`(SELECT COALESCE(MIN(id), 0) FROM (SELECT id FROM sync_runs ORDER BY id DESC LIMIT ${SYNC_RUNS_KEEP}))`),
      ]),
    )
    .executeTakeFirst();

  const auditBefore = new Date(now.getTime());
  auditBefore.setUTCMonth(auditBefore.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  const audit = await db.deleteFrom("audit_log").where("at", "<", auditBefore.toISOString()).executeTakeFirst();

  // Viewing bookings: six months after the viewing took place, with their windows and slots.
  const viewings = await purgeExpiredViewings(db, { before: inquiryCutoff(now) });

  return {
    ...viewings,
    auditEntries: Number(audit.numDeletedRows),
    inquiries: Number(inquiries.numDeletedRows),
    inquiryEmails: Number(emails.numDeletedRows),
    crmHandovers: Number(handovers.numDeletedRows),
    rateLimits: Number(rateLimits.numDeletedRows),
    verificationTokens: Number(tokens.numDeletedRows),
    passwordResetTokens: Number(resetTokens.numDeletedRows),
    unverifiedUsers: Number(users.numDeletedRows),
    syncRuns: Number(syncRuns.numDeletedRows),
  };
}
