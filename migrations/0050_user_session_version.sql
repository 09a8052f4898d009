-- Per-user session version (docs/decisions/0062-session-limits-and-versions.md).
-- Every signed session carries the version it was issued under; logout, a password change and a
-- role change raise the user's version, so all sessions issued before stop counting at once.
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
