-- Leads handed over to the broker's CRM, justimmo (ADR 0260). One row per lead and channel:
-- 'feedback' is the OpenImmo-Feedback XML mailed to the listing's oi-feedback.justimmo.at
-- address, 'api' the justimmo API v1 call objekt/anfrage. The row is the job's outbox: the queue
-- message names it, the job claims it with one conditional update, and UNIQUE (inquiry_id,
-- channel) keeps a lead from being handed over twice through one channel.
-- state: 'queued' → 'sending' → 'sent'; 'failed' after the last retry or a refusal by justimmo
-- (staff may send it again); 'refused' when we did not send at all (the feed's feedback address
-- is not at oi-feedback.justimmo.at, the listing is gone, the API was switched off).
-- The rows hold what justimmo answered (response_*), which may echo the visitor's data: they are
-- deleted with their inquiry (retention after six months, GDPR erasure; ADR 0070).
CREATE TABLE crm_handovers (
  id TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('feedback', 'api')),
  wunsch TEXT NOT NULL CHECK (wunsch IN ('DETAIL', 'BESICHTIGUNG', 'ANRUF')),
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'refused')),
  target TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  response_status INTEGER,
  response_body TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (inquiry_id, channel)
);
-- The ten-minute sweep looks for rows whose queue message was lost.
CREATE INDEX crm_handovers_state ON crm_handovers (state, updated_at);

-- Staff switch the API channel on in /admin/technik (off until the broker has the API export).
CREATE TABLE crm_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  api_enabled INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT,
  updated_by TEXT
);
INSERT INTO crm_settings (id) VALUES (1);
