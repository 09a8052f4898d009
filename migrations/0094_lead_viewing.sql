-- A lead becomes a booked viewing on its own page (ADR 0364). The booking names the lead it came
-- from: the lead the broker booked it from, else (an online booking) the staff copy the booking
-- filed. /admin/besichtigungen links each name to that lead, the lead page shows its booking.
-- Only an id, no new personal data: the booking keeps its own retention (six months after the
-- viewing); a lead deleted first (retention, erasure) leaves the booking without a link
-- (ON DELETE SET NULL), never blocks the deletion.
ALTER TABLE viewing_bookings ADD COLUMN inquiry_id TEXT REFERENCES inquiries (id) ON DELETE SET NULL;
CREATE INDEX viewing_bookings_inquiry ON viewing_bookings (inquiry_id) WHERE inquiry_id IS NOT NULL;

-- The lead's "Verlauf" gains "Besichtigung eingetragen" (kind 'viewing'; note: the day, time and
-- address). SQLite cannot change a CHECK constraint in place: the table is rebuilt with its rows,
-- as migration 0088 did.
CREATE TABLE inquiry_events_new (
  id TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('opened', 'status', 'note', 'assigned', 'viewing')),
  status TEXT CHECK (status IS NULL OR status IN ('new', 'in_progress', 'done')),
  note TEXT CHECK (note IS NULL OR length(note) <= 2000),
  actor_email TEXT,
  assignee_id TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO inquiry_events_new (id, inquiry_id, kind, status, note, actor_email, assignee_id, created_at)
  SELECT id, inquiry_id, kind, status, note, actor_email, assignee_id, created_at FROM inquiry_events;
DROP TABLE inquiry_events;
ALTER TABLE inquiry_events_new RENAME TO inquiry_events;
CREATE INDEX inquiry_events_inquiry ON inquiry_events (inquiry_id, created_at);
