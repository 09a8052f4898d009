// agents (public-site.md section 3; call 8): the team ordered by sort_order then name, one agent
// by its stored slug, and by id for the UUID redirect (docs/decisions/0050-stored-agent-slugs.md).
import type { Db } from "~/db/client.server";

export interface AgentSummary {
  id: string;
  slug: string;
  name: string;
  position: string | null;
  image: string | null;
  email: string | null;
  phone: string | null;
}

export interface Agent extends AgentSummary {
  education: string | null;
  description: string | null;
}

const summaryColumns = ["id", "slug", "name", "position", "image", "email", "phone"] as const;
const agentColumns = [...summaryColumns, "education", "description"] as const;

export async function listAgents(db: Db): Promise<AgentSummary[]> {
  return db.selectFrom("agents").select(summaryColumns).orderBy("sort_order").orderBy("name").execute();
}

export async function getAgentBySlug(db: Db, { slug }: { slug: string }): Promise<Agent | null> {
  const row = await db.selectFrom("agents").select(agentColumns).where("slug", "=", slug).executeTakeFirst();
  return row ?? null;
}

export async function getAgentSlugById(db: Db, { id }: { id: string }): Promise<string | null> {
  const row = await db.selectFrom("agents").select("slug").where("id", "=", id).executeTakeFirst();
  return row?.slug ?? null;
}
