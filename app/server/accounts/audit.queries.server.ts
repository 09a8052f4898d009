// The staff audit trail: one entry per data-changing admin action. Where the change is one D1
// batch, add `auditEntryQuery` to it so change and entry land together; else call `recordAudit`.
import type { Db } from "~/db/client.server";

export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  /** Dotted verb, e.g. 'blog.create', 'team.update', 'feed.save', 'admin.grant', 'inquiry.status'. */
  action: string;
  /** The table-level thing changed: 'blog_post', 'agent', 'api_credentials', 'user', 'inquiry'. */
  entity: string;
  entityId?: string | null;
  /** One German line for the panel, e.g. 'Beitrag „Wohnen in Döbling“ veröffentlicht'. No secrets. */
  summary?: string;
  now: Date;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
}

const SUMMARY_MAX = 300;

export function auditEntryQuery(db: Db, entry: AuditEntryInput) {
  return db.insertInto("audit_log").values({
    at: entry.now.toISOString(),
    actor_id: entry.actor.id,
    actor_email: entry.actor.email,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    summary: (entry.summary ?? "").slice(0, SUMMARY_MAX),
  });
}

export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await auditEntryQuery(db, entry).execute();
}

/** Newest first; optionally only one entity kind (and one row of it). */
export async function listAuditEntries(
  db: Db,
  { limit = 50, offset = 0, entity, entityId }: { limit?: number; offset?: number; entity?: string; entityId?: string },
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom("audit_log")
    .select(["id", "at", "actor_email", "action", "entity", "entity_id", "summary"])
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset);
  if (entity) query = query.where("entity", "=", entity);
  if (entityId) query = query.where("entity_id", "=", entityId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actorEmail: row.actor_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
  }));
}

export async function countAuditEntries(db: Db, { entity }: { entity?: string } = {}): Promise<number> {
  let query = db.selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n"));
  if (entity) query = query.where("entity", "=", entity);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
