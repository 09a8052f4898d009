-- Continued feed runs (ADR 0034): a run that reaches its budget records how far it got and
-- continues in the next invocation (a feed-sync queue message, else the next cron run).
ALTER TABLE sync_runs ADD COLUMN objects_done INTEGER NOT NULL DEFAULT 0;  -- the cursor: feed objects handled
ALTER TABLE sync_runs ADD COLUMN objects_total INTEGER;                    -- objects in the feed, once known
ALTER TABLE sync_runs ADD COLUMN active_before INTEGER;                    -- active feed rows at the start (shrink guard)
ALTER TABLE sync_runs ADD COLUMN upserts INTEGER NOT NULL DEFAULT 0;       -- valid objects so far (shrink guard)
ALTER TABLE sync_runs ADD COLUMN deletes INTEGER NOT NULL DEFAULT 0;       -- DELETE actions so far
ALTER TABLE sync_runs ADD COLUMN paused_at TEXT;                           -- set while waiting for its next invocation

-- The stored rows a run has seen in the feed (not withdrawn at its end) and those its DELETE
-- actions withdraw; kept in D1 so a run spread over invocations withdraws once, at its end.
CREATE TABLE sync_run_objects (
  run_id INTEGER NOT NULL REFERENCES sync_runs (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('seen', 'delete')),
  property_id INTEGER NOT NULL,
  PRIMARY KEY (run_id, kind, property_id)
) WITHOUT ROWID;
