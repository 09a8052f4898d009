-- A lead's history as staff work on it (the lead view's "Verlauf", ADR 0310): who opened it, each
-- status change and the broker's internal notes, with their times. What the lead's e-mails and its
-- hand-over to justimmo did stays in their own tables; the timeline reads all three.
-- kind: 'opened' (the first look, which moves a new lead to 'in_progress'), 'status' (a status set
-- by staff, in `status`), 'note' (an internal note, in `note`). actor_email is the staff member.
-- Notes are personal data about the lead: the rows go with their inquiry (retention after six
-- months unless kept, GDPR erasure), deleted explicitly as crm_handovers are; the foreign key's
-- cascade is the safety net.
CREATE TABLE inquiry_events (
  id TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('opened', 'status', 'note')),
  status TEXT CHECK (status IS NULL OR status IN ('new', 'in_progress', 'done')),
  note TEXT CHECK (note IS NULL OR length(note) <= 2000),
  actor_email TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, created_at);
