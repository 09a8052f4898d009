-- The lead's "Wiedervorlage" (ADR 0359): when a broker comes back to it and what the next step is.
-- follow_up_due is a Vienna calendar day, with the time when one was given: '2026-12-03' or
-- '2026-12-03T10:00' (wall time, no offset). A follow-up is a day in the office's calendar, not an
-- instant: "Morgen" stays tomorrow across a DST change, a day without a time stays a day, and the
-- text orders and compares as it reads ("due by today" is `follow_up_due < tomorrow's date`).
-- follow_up_note is the next step ("Rückruf wegen Besichtigung"): personal data like the internal
-- note, deleted with the lead by the retention (retention.queries.server.ts deletes the whole row).
-- D1 refuses LIKE/GLOB patterns over 50 bytes: the shape is checked as the day, then the time.
ALTER TABLE inquiries ADD COLUMN follow_up_due TEXT CHECK (
  follow_up_due IS NULL
  OR (
    length(follow_up_due) IN (10, 16)
    AND substr(follow_up_due, 1, 10) GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'
    AND (length(follow_up_due) = 10 OR substr(follow_up_due, 11) GLOB 'T[0-2][0-9]:[0-5][0-9]')
  )
);
ALTER TABLE inquiries ADD COLUMN follow_up_note TEXT CHECK (follow_up_note IS NULL OR length(follow_up_note) <= 200);
-- The Übersicht's "Heute" and the inbox's "Wiedervorlage fällig": the leads with a follow-up, earliest
-- first; only those rows are in the index.
CREATE INDEX inquiries_follow_up_due ON inquiries (follow_up_due) WHERE follow_up_due IS NOT NULL;
