-- Single-use form tokens for the forms that mail the visitor (withdrawal receipt, property
-- inquiry confirmation; ADR 0222): the SHA-256 of each token spent, kept until the token would
-- have expired anyway (a day after it was issued).
CREATE TABLE used_form_tokens (
  token_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX used_form_tokens_expiry ON used_form_tokens (expires_at);
