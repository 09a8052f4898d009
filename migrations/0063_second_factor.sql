-- Second factor for staff (ASVS 5.0 V6.2, V6.5; ADR 0105): a TOTP secret per user, stored
-- encrypted with CREDENTIALS_KEY (credential-box), the secret of an enrolment in progress, the
-- last accepted time step (a code is accepted once), and one-time recovery codes stored as
-- SHA-256 of 120 random bits.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE users ADD COLUMN totp_enabled_at TEXT;
ALTER TABLE users ADD COLUMN totp_last_step INTEGER;

CREATE TABLE recovery_codes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;
