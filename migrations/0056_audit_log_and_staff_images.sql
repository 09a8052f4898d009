-- Staff area. Two tables every staff editor shares:
-- audit_log: who changed what and when (posts, team, feed settings, admin grants, inquiries).
--   The actor's e-mail is copied, so the trail still reads after the account is gone.
-- staff_images: images uploaded by staff (blog, team), stored in the same R2 bucket and under
--   the same names as feed photos (bilder/<content_hash>-<width>.webp, ADR 0033). A row keeps
--   the photo cleanup from deleting a hash that a feed photo once shared.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_email TEXT NOT NULL,
  action TEXT NOT NULL,        -- e.g. 'blog.create', 'team.update', 'feed.save', 'admin.grant'
  entity TEXT NOT NULL,        -- 'blog_post', 'agent', 'api_credentials', 'user', 'inquiry', ...
  entity_id TEXT,
  summary TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_entity ON audit_log (entity, entity_id);

CREATE TABLE staff_images (
  content_hash TEXT PRIMARY KEY,
  variants TEXT NOT NULL,      -- JSON array of widths, ascending
  width INTEGER NOT NULL,      -- of the largest variant
  height INTEGER NOT NULL,
  content_type TEXT NOT NULL,  -- of the uploaded original
  bytes INTEGER NOT NULL,      -- of the uploaded original
  uploaded_by TEXT NOT NULL,   -- staff e-mail
  created_at TEXT NOT NULL
);
