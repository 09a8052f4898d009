-- Personal-data retention (DESIGN.md section 6, ADR 0070): staff can mark an inquiry to keep
-- beyond the six months the privacy notice promises; indexes for the daily retention job and
-- for the export/deletion of one person's data by e-mail address (GDPR Art. 15/17).
ALTER TABLE inquiries ADD COLUMN keep INTEGER NOT NULL DEFAULT 0;
CREATE INDEX inquiries_sender_email ON inquiries (lower(sender_email));
CREATE INDEX verification_tokens_expires ON verification_tokens (expires_at);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
