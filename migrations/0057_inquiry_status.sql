-- ADR 0065: staff work through the inbox with a status per inquiry. Stored as
-- stable ASCII codes (new, in_progress, done), shown in German (neu, in Bearbeitung, erledigt).
ALTER TABLE inquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'done'));
-- The inbox filters by status and/or form kind and lists newest first.
CREATE INDEX inquiries_status_created ON inquiries (status, created_at DESC);
CREATE INDEX inquiries_kind_created ON inquiries (kind, created_at DESC);
