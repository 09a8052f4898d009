-- The variable parts of the legal texts that staff edit in /admin/rechtliches (ADR 0136):
-- commission terms, the broker's status under § 30b KSchG and the company data shown in the
-- FAGG notice. One row per key; a missing key falls back to the default in lib/legal-terms.ts.
CREATE TABLE legal_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_by TEXT
);
