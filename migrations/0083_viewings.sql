-- Online viewing bookings (Besichtigungstermine, ADR 0240). Staff open a viewing window for a
-- listing (a date and times in Vienna, stored as UTC instants); its slots are written once when
-- the window is created, so a booking is one conditional INSERT against a row that says how many
-- seats the slot has. Bookings hold the visitor's name, address and phone (personal data: deleted
-- six months after the viewing by the daily retention job). viewing_emails is the visitors' mail
-- outbox (confirmation with the iCalendar invitation, cancellation, reminder): the same queue,
-- retries and DLQ as inquiry mails.
CREATE TABLE viewing_windows (
  id TEXT PRIMARY KEY,
  immobilie_id INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  slot_minutes INTEGER NOT NULL,
  buffer_minutes INTEGER NOT NULL DEFAULT 0,
  seats INTEGER NOT NULL,
  agent_id TEXT,
  address TEXT NOT NULL,
  meeting_point TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  created_by TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX viewing_windows_property ON viewing_windows (immobilie_id, starts_at);
CREATE INDEX viewing_windows_starts ON viewing_windows (starts_at);

CREATE TABLE viewing_slots (
  id TEXT PRIMARY KEY,
  window_id TEXT NOT NULL REFERENCES viewing_windows (id) ON DELETE CASCADE,
  immobilie_id INTEGER NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  seats INTEGER NOT NULL,
  UNIQUE (window_id, starts_at)
);
CREATE INDEX viewing_slots_property ON viewing_slots (immobilie_id, starts_at);

-- status: 'booked' (holds a seat), 'cancelled' (by the visitor, staff or a rebooking),
-- 'no_show' (staff marked it after the viewing; holds its seat in the record, not a free one).
-- ical_uid stays the same when a booking is moved (the new row takes it over with a higher
-- ical_sequence), so the visitor's calendar updates the one event (RFC 5546 section 3.2.2).
CREATE TABLE viewing_bookings (
  id TEXT PRIMARY KEY,
  slot_id TEXT NOT NULL REFERENCES viewing_slots (id),
  immobilie_id INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'booked',
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  ical_uid TEXT NOT NULL,
  ical_sequence INTEGER NOT NULL DEFAULT 0,
  token_salt TEXT NOT NULL,
  reminder_sent_at TEXT,
  cancelled_at TEXT,
  cancelled_by TEXT,
  rebooked_to TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- One seat per address and slot (a double submit books once); counting seats reads this index.
CREATE UNIQUE INDEX viewing_bookings_one_per_address ON viewing_bookings (slot_id, lower(email)) WHERE status = 'booked';
CREATE INDEX viewing_bookings_slot ON viewing_bookings (slot_id, status);
CREATE INDEX viewing_bookings_email ON viewing_bookings (lower(email));
CREATE INDEX viewing_bookings_reminder ON viewing_bookings (status, reminder_sent_at);

CREATE TABLE viewing_emails (
  id TEXT PRIMARY KEY,
  booking_id TEXT NOT NULL,
  template TEXT NOT NULL,
  recipient TEXT NOT NULL,
  payload TEXT NOT NULL DEFAULT '{}',
  state TEXT NOT NULL DEFAULT 'queued',
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
CREATE INDEX viewing_emails_booking ON viewing_emails (booking_id);
CREATE INDEX viewing_emails_state ON viewing_emails (state, updated_at);
