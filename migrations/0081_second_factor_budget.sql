-- Second-factor guesses per account (ASVS 5.0 V6.3.1, V6.6.3; ADR 0105): every wrong code of an
-- account, from any client address, is one row here (forgotten after an hour); once the budget
-- is spent, TOTP codes are refused for the account until totp_locked_until. totp_attempt holds
-- the SHA-256 of the one password entry whose code step is open (the pending cookie carries the
-- value): a new password entry replaces it and a completed sign-in clears it.
CREATE TABLE second_factor_failures (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at INTEGER NOT NULL
);
CREATE INDEX second_factor_failures_user_time ON second_factor_failures (user_id, failed_at);

ALTER TABLE users ADD COLUMN totp_locked_until INTEGER;
ALTER TABLE users ADD COLUMN totp_attempt TEXT;
