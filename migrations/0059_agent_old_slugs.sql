-- Team editor (ADR 0050): slugs a broker's page was reachable under before.
-- A rename keeps the old slug here pointing at the agent (301 to the current slug); a removal
-- keeps the removed broker's slugs with agent_id NULL, so their URLs answer 410 Gone. A new
-- broker may take over a slug whose agent is gone (the row is deleted then), never one that
-- still redirects to a present colleague.
CREATE TABLE agent_old_slugs (
  slug TEXT PRIMARY KEY,
  agent_id TEXT,               -- NULL once the agent was removed
  created_at TEXT NOT NULL
);
CREATE INDEX agent_old_slugs_agent ON agent_old_slugs (agent_id);
