// Who works on a lead (migration 0088): a staff account, the admin who signs in, not a
// team page entry. Accounts carry no name (users: e-mail and password only): where the login
// address is a team member's (agents.email) the name stands, else the address, as the lead's
// "Verlauf" names who did what (events.queries.server.ts). Every change is a 'assigned' event.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { recordInquiryEvent } from "./events.queries.server";

export interface StaffAccount {
  id: string;
  /** The team member's name, else the login address. */
  label: string;
  /** True when the label is the address (shown muted, never a name made up from it). */
  isAddress: boolean;
}

/** The team member's name for a login address, one per address (as the timeline finds it). */
const agentName = sql<
  string | null
>`(SELECT agents.name FROM agents WHERE lower(agents.email) = lower(users.email) ORDER BY agents.sort_order LIMIT 1)`.as("agent_name");

function toAccount(row: { id: string; email: string; agent_name: string | null }): StaffAccount {
  const name = row.agent_name?.trim();
  return name ? { id: row.id, label: name, isAddress: false } : { id: row.id, label: row.email, isAddress: true };
}

/** Every account a lead can be assigned to: the admins, by name/address. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.id", "users.id")
    .select(["users.id", "users.email"])
    .select(agentName)
    .where("profiles.role", "=", "admin")
    .execute();
  return rows.map(toAccount).sort((a, b) => a.label.localeCompare(b.label, "de"));
}

/** The labels of these accounts (any role: one who lost the role still had the lead). */
export async function staffLabels(db: Db, ids: Array<string | null>): Promise<Map<string, StaffAccount>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["users.id", "users.email"]).select(agentName).where("users.id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, toAccount(row)]));
}

/** The account a lead may be assigned to (an admin) with its label, or null: one read checks and names it. */
export async function findStaffAccount(db: Db, id: string): Promise<StaffAccount | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.id", "users.id")
    .select(["users.id", "users.email"])
    .select(agentName)
    .where("users.id", "=", id)
    .where("profiles.role", "=", "admin")
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

/**
 * The staff account a new lead about this listing goes to: the admin whose login
 * address is the listing's contact address (kontakt_email, case folded). Exactly one such admin,
 * else null: no listing, no address, nobody, or an address that is no (longer an) admin's; two
 * accounts differing only in case are a tie, and a tie is left to a person.
 */
export async function listingAgentAccountId(db: Db, propertyId: string | null): Promise<string | null> {
  const id = propertyId === null ? Number.NaN : Number(propertyId);
  if (!Number.isSafeInteger(id)) return null;
  const rows = await db
    .selectFrom("immobilien as p")
    .innerJoin("users", (join) => join.on(sql<boolean>`lower(users.email) = lower(trim(p.kontakt_email))`))
    .innerJoin("profiles", "profiles.id", "users.id")
    .select("users.id")
    .where("p.id", "=", id)
    .where("profiles.role", "=", "admin")
    .limit(2)
    .execute();
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/**
 * Assign a lead (null: to nobody). Null when there is no such lead; `changed` false when it was
 * already so (nothing written). A change stands in the lead's "Verlauf" with who made it.
 */
export async function assignInquiry(
  db: Db,
  { inquiryId, assigneeId, actorEmail, now }: { inquiryId: string; assigneeId: string | null; actorEmail: string; now: Date },
): Promise<{ subject: string; changed: boolean } | null> {
  const current = await db.selectFrom("inquiries").select(["subject", "assignee_id"]).where("id", "=", inquiryId).executeTakeFirst();
  if (!current) return null;
  if (current.assignee_id === assigneeId) return { subject: current.subject, changed: false };
  await db.updateTable("inquiries").set({ assignee_id: assigneeId, updated_at: now.toISOString() }).where("id", "=", inquiryId).execute();
  await recordInquiryEvent(db, { inquiryId, kind: "assigned", assigneeId, actorEmail, now });
  return { subject: current.subject, changed: true };
}
