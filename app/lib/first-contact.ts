// The derived next step of an untouched lead: a "Neu" lead without a Wiedervorlage is
// due for its "Erstkontakt" on the day it came in, and late once the office's promise to the
// person has passed: the site's one promise (REPLY_PROMISE, lib/business-days.ts) on every form.
// Nothing is stored: the inbox row, its
// "Fällig zuerst" order (inbox.queries.server.ts) and the Übersicht's "Heute" read it from the
// lead's kind, status and arrival. Pure.
import { REPLY_WORKING_DAYS, replyDeadline } from "./business-days";
import { daysBetween, type FollowUpTone, overdueSince, shortDay } from "./follow-up";
import { viennaDateOf } from "./viewing-time";

/** The step's words, shown where a Wiedervorlage shows its own. */
export const FIRST_CONTACT_STEP = "Erstkontakt";

/**
 * The kinds a person waits to hear back on, within the site's one promise (REPLY_WORKING_DAYS).
 * Widerruf, Barriere gemeldet and the viewing notices are not first contacts (a legal or a booked step).
 */
export const FIRST_CONTACT_KINDS: readonly string[] = ["contact", "property", "marketing", "search_order", "valuation", "broker"];

export interface FirstContactLead {
  kind: string;
  status: string;
  createdAt: string;
  /** The stored Wiedervorlage: with one, that is the next step. */
  followUpDue: string | null;
}

/** Whether the lead's next step is the derived "Erstkontakt": new, a first-contact kind, no Wiedervorlage. */
export function awaitsFirstContact(lead: FirstContactLead): boolean {
  return lead.status === "new" && !lead.followUpDue && FIRST_CONTACT_KINDS.includes(lead.kind) && !Number.isNaN(Date.parse(lead.createdAt));
}

/**
 * The derived step's due state in the words and tones of a Wiedervorlage (lib/follow-up.ts):
 * "fällig heute" on the day it came in, "zugesagt bis heute" / "zugesagt bis 02.12." while the
 * promise still holds, "überfällig seit 1 Tag" (counted from the promised day) after it. Null when
 * the lead has another next step or none.
 */
export function firstContactState(lead: FirstContactLead, now: Date): { tone: FollowUpTone; label: string; note: string } | null {
  if (!awaitsFirstContact(lead)) return null;
  const today = viennaDateOf(now);
  const arrived = viennaDateOf(lead.createdAt);
  const promised = replyDeadline(new Date(lead.createdAt), REPLY_WORKING_DAYS).toISOString().slice(0, 10);
  const note = FIRST_CONTACT_STEP;
  if (arrived >= today) return { tone: "today", label: "fällig heute", note };
  if (promised === today) return { tone: "today", label: "zugesagt bis heute", note };
  if (promised > today) return { tone: "today", label: `zugesagt bis ${shortDay(promised, today)}`, note };
  return { tone: "overdue", label: overdueSince(daysBetween(promised, today)), note };
}
