-- Who works on a lead (ADR 0328): a staff account (users, role 'admin'), the person who signs in
-- to the inbox, not a team page entry (agents do not sign in). Only an id, no new personal data.
-- Deleting the account leaves the lead unassigned (ON DELETE SET NULL); the code reads it with a
-- LEFT JOIN as well, so a dangling id can never break the inbox.
ALTER TABLE inquiries ADD COLUMN assignee_id TEXT REFERENCES users (id) ON DELETE SET NULL;
-- The inbox's "Mir zugewiesen" / "Nicht zugewiesen" filter, newest first as the list reads.
CREATE INDEX inquiries_assignee_created ON inquiries (assignee_id, created_at DESC);

-- The lead's "Verlauf" gains "Zugewiesen an …" (kind 'assigned', assignee_id the account, NULL for
-- "Niemand"). SQLite cannot change a CHECK constraint in place: the table is rebuilt with its rows.
-- assignee_id carries no foreign key here: the history keeps saying that an account, since deleted,
-- had the lead ("ein gelöschtes Konto"), instead of turning into "Zuweisung aufgehoben".
CREATE TABLE inquiry_events_new (
  id TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('opened', 'status', 'note', 'assigned')),
  status TEXT CHECK (status IS NULL OR status IN ('new', 'in_progress', 'done')),
  note TEXT CHECK (note IS NULL OR length(note) <= 2000),
  actor_email TEXT,
  assignee_id TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO inquiry_events_new (id, inquiry_id, kind, status, note, actor_email, created_at)
  SELECT id, inquiry_id, kind, status, note, actor_email, created_at FROM inquiry_events;
DROP TABLE inquiry_events;
ALTER TABLE inquiry_events_new RENAME TO inquiry_events;
CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, created_at);
