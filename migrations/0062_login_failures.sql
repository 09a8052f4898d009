-- Failed sign-ins per account and client (ASVS 5.0 V6.3.1, ADR 0105). Only failures are counted,
-- keyed on the HMAC of account plus client address (never the raw address or e-mail), so that
-- strangers cannot lock the right password out. The count grows a progressive delay; a row is
-- cleared by a successful sign-in of that client and ignored once it is a day old.
CREATE TABLE login_failures (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_failure_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX login_failures_last ON login_failures (last_failure_at);
