-- PDF exposés (ADR 0157): one row per listing whose exposé the queue consumer generated or was
-- asked to generate. The PDF itself is the R2 object expose/<property_id>.pdf in the PHOTOS
-- bucket; `version` is the hash of what it was made from, so a changed listing (price, photos,
-- legal terms) is never served from an old PDF.
CREATE TABLE listing_exposes (
  property_id INTEGER PRIMARY KEY,
  version TEXT,
  bytes INTEGER,
  pages INTEGER,
  generated_at TEXT,
  -- The last on-demand request for a version not yet generated (throttles re-queueing).
  requested_version TEXT,
  requested_at TEXT
);
