-- Staff password reset, "Passwort vergessen?" on /login (ADR 0360): one row per link mailed to an
-- admin account. Only the SHA-256 of the 32 random bytes in the link is stored, so a copy of the
-- table opens no account. A link lasts 30 minutes and works once (used_at); a completed reset uses
-- up every other open link of the account as well. The daily retention job deletes expired rows.
CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,                       -- SHA-256 (hex) of the token sent by e-mail
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires ON password_reset_tokens (expires_at);
