// The team editor's writes, each in one batch with its audit entry. A rename or removal keeps the
// old slug in agent_old_slugs (301 to the new slug, 410 once removed).
import { retryOnUniqueRace, runBatch } from "~/db/batch.server";
import type { Db } from "~/db/client.server";
import type { AgentRow } from "~/db/schema";
import type { AgentAnrede } from "~/lib/agent-anrede";
import { slugify, uniqueSlug } from "~/lib/slug";
import { type AuditActor, auditEntryQuery } from "~/server/accounts/audit.queries.server";

export interface AgentFields {
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  education: string | null;
  description: string | null;
  /** Frau / Herr, null = keine Angabe. */
  anrede: AgentAnrede | null;
}

/** What happens to the photo on an edit: keep the current one, replace it, or remove it. */
export type PhotoChange = { kind: "keep" } | { kind: "set"; url: string } | { kind: "remove" };

interface Change {
  db: Db;
  actor: AuditActor;
  now: Date;
}

const SORT_STEP = 10;

export async function listAgentsForAdmin(db: Db): Promise<AgentRow[]> {
  return db.selectFrom("agents").selectAll().orderBy("sort_order").orderBy("name").orderBy("id").execute();
}

export async function getAgentById(db: Db, { id }: { id: string }): Promise<AgentRow | null> {
  return (await db.selectFrom("agents").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * Slugs a new or renamed broker may not take: every present broker's slug and every old slug
 * that still redirects to a present broker (other than `exceptAgentId`). Slugs of removed
 * brokers (agent_id NULL) are free again.
 */
async function takenSlugs(db: Db, exceptAgentId: string | null): Promise<string[]> {
  let agents = db.selectFrom("agents").select("slug");
  let old = db.selectFrom("agent_old_slugs").select("slug").where("agent_id", "is not", null);
  if (exceptAgentId) {
    agents = agents.where("id", "!=", exceptAgentId);
    old = old.where("agent_id", "!=", exceptAgentId);
  }
  const [a, o] = await Promise.all([agents.execute(), old.execute()]);
  return [...a.map((r) => r.slug), ...o.map((r) => r.slug)];
}

function agentLabel(fields: AgentFields): string {
  return fields.position ? `${fields.name} (${fields.position})` : fields.name;
}

async function createAgentOnce(
  { db, actor, now }: Change,
  { fields, photoUrl }: { fields: AgentFields; photoUrl: string | null },
): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const slug = uniqueSlug(slugify(fields.name), await takenSlugs(db, null));
  const last = await db
    .selectFrom("agents")
    .select((eb) => eb.fn.max("sort_order").as("max"))
    .executeTakeFirst();
  const sortOrder = (Number(last?.max ?? 0) || 0) + SORT_STEP;
  const queries = [
    db.deleteFrom("agent_old_slugs").where("slug", "=", slug),
    db.insertInto("agents").values({ id, slug, ...fields, image: photoUrl, sort_order: sortOrder, created_at: now.toISOString() }),
    auditEntryQuery(db, {
      actor,
      action: "team.create",
      entity: "agent",
      entityId: id,
      summary: `Makler „${agentLabel(fields)}“ hinzugefügt`,
      now,
    }),
  ];
  if (photoUrl) {
    queries.push(
      auditEntryQuery(db, {
        actor,
        action: "team.photo",
        entity: "agent",
        entityId: id,
        summary: `Foto von „${fields.name}“ hochgeladen`,
        now,
      }),
    );
  }
  await runBatch(db, queries);
  return { id, slug };
}

/** Which fields an edit changes, in German, for the audit line. */
function changedFieldNames(before: AgentRow, after: AgentFields): string[] {
  const labels: Record<keyof AgentFields, string> = {
    name: "Name",
    position: "Position",
    email: "E-Mail",
    phone: "Telefon",
    education: "Ausbildung",
    description: "Beschreibung",
    anrede: "Anrede",
  };
  return (Object.keys(labels) as (keyof AgentFields)[]).filter((key) => (before[key] ?? null) !== after[key]).map((key) => labels[key]);
}

/** One attempt of `updateAgent`. */
async function updateAgentOnce(
  { db, actor, now }: Change,
  { id, fields, photo }: { id: string; fields: AgentFields; photo: PhotoChange },
): Promise<{ slug: string } | null> {
  const before = await getAgentById(db, { id });
  if (!before) return null;
  const renamed = before.name !== fields.name;
  let slug = before.slug;
  if (renamed && slugify(fields.name) !== before.slug) {
    slug = uniqueSlug(slugify(fields.name), await takenSlugs(db, id));
  }
  const changed = changedFieldNames(before, fields);
  const image = photo.kind === "keep" ? before.image : photo.kind === "set" ? photo.url : null;
  const queries = [];
  if (slug !== before.slug) {
    queries.push(
      db.deleteFrom("agent_old_slugs").where("slug", "=", slug),
      db
        .insertInto("agent_old_slugs")
        .values({ slug: before.slug, agent_id: id, created_at: now.toISOString() })
        .onConflict((oc) => oc.column("slug").doUpdateSet({ agent_id: id, created_at: now.toISOString() })),
    );
  }
  queries.push(
    db
      .updateTable("agents")
      .set({ ...fields, slug, image })
      .where("id", "=", id),
  );
  if (changed.length > 0) {
    const rename = renamed
      ? `Name: „${before.name}“ → „${fields.name}“${slug !== before.slug ? `, Adresse /uber-uns/team/${slug}` : ""}; `
      : "";
    queries.push(
      auditEntryQuery(db, {
        actor,
        action: "team.update",
        entity: "agent",
        entityId: id,
        summary: `${rename}Makler „${fields.name}“ geändert (${changed.join(", ")})`,
        now,
      }),
    );
  }
  if (photo.kind !== "keep" && image !== before.image) {
    const summary = photo.kind === "set" ? `Foto von „${fields.name}“ hochgeladen` : `Foto von „${fields.name}“ entfernt`;
    queries.push(auditEntryQuery(db, { actor, action: "team.photo", entity: "agent", entityId: id, summary, now }));
  }
  await runBatch(db, queries);
  return { slug };
}

/**
 * Move a broker one place up or down. The whole team's sort_order is rewritten as 10, 20, 30, ...
 * in the order shown (sort_order, then name), so equal or sparse values from the seed cannot make
 * a move a no-op. False when the agent is unknown; true (and nothing written) at either end.
 */
export async function moveAgent({ db, actor, now }: Change, { id, direction }: { id: string; direction: "up" | "down" }): Promise<boolean> {
  const agents = await listAgentsForAdmin(db);
  const index = agents.findIndex((agent) => agent.id === id);
  const agent = agents[index];
  if (!agent) return false;
  const target = direction === "up" ? index - 1 : index + 1;
  const other = agents[target];
  if (!other) return true;
  agents[target] = agent;
  agents[index] = other;
  const queries = agents
    .map((row, i) => ({ row, sortOrder: (i + 1) * SORT_STEP }))
    .filter(({ row, sortOrder }) => row.sort_order !== sortOrder)
    .map(({ row, sortOrder }) => db.updateTable("agents").set({ sort_order: sortOrder }).where("id", "=", row.id));
  await runBatch(db, [
    ...queries,
    auditEntryQuery(db, {
      actor,
      action: "team.reorder",
      entity: "agent",
      entityId: id,
      summary: `Makler „${agent.name}“ auf Platz ${target + 1} ${direction === "up" ? "nach oben" : "nach unten"} verschoben`,
      now,
    }),
  ]);
  return true;
}

/**
 * Remove a broker. Their current and earlier slugs stay as tombstones (agent_id NULL): the
 * public page answers 410 Gone. Listings are not touched: their contact comes from the feed.
 */
export async function deleteAgent({ db, actor, now }: Change, { id }: { id: string }): Promise<AgentRow | null> {
  const agent = await getAgentById(db, { id });
  if (!agent) return null;
  await runBatch(db, [
    db.updateTable("agent_old_slugs").set({ agent_id: null }).where("agent_id", "=", id),
    db
      .insertInto("agent_old_slugs")
      .values({ slug: agent.slug, agent_id: null, created_at: now.toISOString() })
      .onConflict((oc) => oc.column("slug").doUpdateSet({ agent_id: null, created_at: now.toISOString() })),
    db.deleteFrom("agents").where("id", "=", id),
    auditEntryQuery(db, {
      actor,
      action: "team.delete",
      entity: "agent",
      entityId: id,
      summary: `Makler „${agent.name}“ entfernt (/uber-uns/team/${agent.slug} antwortet 410)`,
      now,
    }),
  ]);
  return agent;
}

/** Add a broker; the slug follows the rule, with a suffix when taken. */
export function createAgent(
  change: Change,
  input: { fields: AgentFields; photoUrl: string | null },
): Promise<{ id: string; slug: string }> {
  return retryOnUniqueRace("agents.slug", () => createAgentOnce(change, input));
}

/**
 * Save an edit. A new name gets a new slug by the slug rule (unless it gives the current one);
 * the previous slug then redirects. Returns the slug after the change, or null when the agent
 * no longer exists.
 */
export function updateAgent(
  change: Change,
  input: { id: string; fields: AgentFields; photo: PhotoChange },
): Promise<{ slug: string } | null> {
  return retryOnUniqueRace("agents.slug", () => updateAgentOnce(change, input));
}
