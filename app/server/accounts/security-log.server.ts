// Security events (ASVS 5.0 V16.3.1, V16.3.2), one structured JSON line each on the Worker log
// with hashed identifiers (the log never holds an e-mail or IP address); the ones an admin must
// see also land in the audit trail (/admin/protokoll, entity "security").

import { recordAudit } from "~/server/accounts/audit.queries.server";
import type { RequestContext } from "~/server/context";
import { hashRateLimitKey } from "~/server/http/rate-limit.server";

export type SecurityEventName =
  | "login.success"
  | "login.failure"
  | "login.throttled"
  | "login.second-factor-failure"
  | "admin-key.failure"
  | "access.denied"
  | "sync.failure"
  | "password.change"
  | "password.reset-request"
  | "password.reset"
  | "second-factor.enrol"
  | "second-factor.locked"
  | "second-factor.replace"
  | "second-factor.replace-refused"
  | "recovery-code.used";

export interface SecurityEvent {
  event: SecurityEventName;
  /** The account concerned (typed e-mail or the signed-in user's). Logged hashed only. */
  email?: string | null;
  /** The client address as the rate limits see it. Logged hashed only. */
  client?: string | null;
  /** A short reason code, e.g. 'wrong-password', 'unknown-account', 'not-admin'. */
  reason?: string;
  /** Extra non-personal fields (a path, a delay in seconds). */
  detail?: Record<string, string | number | boolean>;
  /**
   * Also record in the audit trail (admin-relevant): the German line for /admin/protokoll and the
   * account it belongs to. Omitted for events nobody can act on (unknown accounts).
   */
  audit?: { actor: { id: string | null; email: string }; summary: string };
}

/** A stable, non-reversible 16-character tag of an identifier (HMAC with SESSION_SECRET). */
export async function logTag(secret: string, value: string): Promise<string> {
  return (await hashRateLimitKey(secret, `security-log:${value.toLowerCase()}`)).slice(0, 16);
}

/** Write the log line and, where asked, the audit entry. Never throws: logging must not break sign-in. */
export async function logSecurityEvent(context: RequestContext, event: SecurityEvent): Promise<void> {
  const now = context.now();
  try {
    const secret = (context.env.SESSION_SECRET ?? "").split(",")[0]?.trim() ?? "";
    const line: Record<string, unknown> = { type: "security", event: event.event, at: now.toISOString() };
    if (secret && event.email) line.account = await logTag(secret, event.email);
    if (secret && event.client) line.client = await logTag(secret, event.client);
    if (event.reason) line.reason = event.reason;
    if (event.detail) Object.assign(line, { detail: event.detail });
    console.log(JSON.stringify(line));
    if (event.audit) {
      await recordAudit(context.db, {
        actor: event.audit.actor,
        action: `security.${event.event}`,
        entity: "security",
        entityId: event.audit.actor.id,
        summary: event.audit.summary,
        now,
      });
    }
  } catch (error) {
    console.error(JSON.stringify({ type: "security", event: "security-log-failed", error: String(error) }));
  }
}
