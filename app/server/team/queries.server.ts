// agents: the team by sort_order then name, one agent by stored slug, and by id for the UUID
// redirect.
import type { Db } from "~/db/client.server";
import type { AgentRow } from "~/db/schema";
import { specSlug } from "~/lib/slug";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summaryColumns = ["id", "slug", "name", "position", "image", "email", "phone"] as const;
const agentColumns = [...summaryColumns, "education", "description", "anrede"] as const;

/** Row types from the schema: the columns a card needs, and the whole profile. */
export type AgentSummary = Pick<AgentRow, (typeof summaryColumns)[number]>;
export type Agent = Pick<AgentRow, (typeof agentColumns)[number]>;

export async function listAgents(db: Db): Promise<AgentSummary[]> {
  return db.selectFrom("agents").select(summaryColumns).orderBy("sort_order").orderBy("name").execute();
}

export async function getAgentBySlug(db: Db, { slug }: { slug: string }): Promise<Agent | null> {
  const row = await db.selectFrom("agents").select(agentColumns).where("slug", "=", slug).executeTakeFirst();
  return row ?? null;
}

/**
 * The stored slug an old team link points to: an agent's id (the spec's fixed UUID link) or the
 * slug the old site derived from the name (`specSlug`). Null when no agent matches.
 */
export async function findMovedAgentSlug(db: Db, { param }: { param: string }): Promise<string | null> {
  if (UUID.test(param)) return getAgentSlugById(db, { id: param.toLowerCase() });
  // Only a miss comes here; the team is small, so the names are compared in code.
  const agents = await db.selectFrom("agents").select(["name", "slug"]).orderBy("sort_order").orderBy("name").execute();
  return agents.find((agent) => agent.slug !== param && specSlug(agent.name) === param)?.slug ?? null;
}

export async function getAgentSlugById(db: Db, { id }: { id: string }): Promise<string | null> {
  const row = await db.selectFrom("agents").select("slug").where("id", "=", id).executeTakeFirst();
  return row?.slug ?? null;
}

/**
 * Where an unknown team slug leads: an earlier slug of a present broker (renamed in the
 * team editor) moves to their current slug; a removed broker's slug is gone (410); otherwise the
 * UUID and old-rule links of `findMovedAgentSlug`. Null when nothing matches (404).
 */
export async function resolveOldAgentLink(db: Db, { param }: { param: string }): Promise<{ movedTo: string } | { gone: true } | null> {
  const old = await db
    .selectFrom("agent_old_slugs")
    .leftJoin("agents", "agents.id", "agent_old_slugs.agent_id")
    .select(["agents.slug as current"])
    .where("agent_old_slugs.slug", "=", param)
    .executeTakeFirst();
  if (old?.current) return { movedTo: old.current };
  const moved = await findMovedAgentSlug(db, { param });
  if (moved) return { movedTo: moved };
  return old ? { gone: true } : null;
}

/** The team member behind a listing's contact e-mail (photo and role in the detail page's contact card). */
export async function findAgentByEmail(
  db: Db,
  { email }: { email: string | null },
): Promise<Pick<AgentRow, "name" | "image" | "position" | "slug" | "anrede"> | null> {
  const wanted = (email ?? "").trim().toLowerCase();
  if (!wanted) return null;
  const row = await db
    .selectFrom("agents")
    .select(["name", "image", "position", "slug", "anrede"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", wanted))
    .executeTakeFirst();
  return row ?? null;
}
