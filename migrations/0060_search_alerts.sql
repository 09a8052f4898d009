-- Suchauftrag e-mail alerts (ADR 0073). An alert is a saved /immobilien filter
-- (the listing query string) and an address; it is mailed only after double opt-in. The confirm
-- token is stored as its SHA-256; the manage/unsubscribe link is an HMAC of the id and a random
-- salt (nothing to store). search_alert_listings remembers which listing each alert has already
-- mailed, so a listing is announced once. search_alert_emails is the alert mails' outbox (the
-- same queue, retries and DLQ as inquiry mails).
CREATE TABLE search_alerts (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  filters TEXT NOT NULL,
  token_salt TEXT NOT NULL,
  confirm_token_hash TEXT,
  confirmed_at TEXT,
  last_notified_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX search_alerts_confirmed ON search_alerts (confirmed_at);
CREATE INDEX search_alerts_unconfirmed_created ON search_alerts (created_at) WHERE confirmed_at IS NULL;
CREATE INDEX search_alerts_email ON search_alerts (lower(email));

CREATE TABLE search_alert_listings (
  alert_id TEXT NOT NULL,
  immobilie_id INTEGER NOT NULL,
  mailed_at TEXT NOT NULL,
  PRIMARY KEY (alert_id, immobilie_id)
) WITHOUT ROWID;

CREATE TABLE search_alert_emails (
  id TEXT PRIMARY KEY,
  alert_id TEXT NOT NULL,
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
CREATE INDEX search_alert_emails_alert ON search_alert_emails (alert_id);
CREATE INDEX search_alert_emails_state ON search_alert_emails (state, updated_at);
