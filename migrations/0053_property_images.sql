-- Listing photos stored in R2 and resized by us (ADR 0033).
-- One row per image of a property: the feed's URL, a fingerprint that decides whether it must
-- be fetched again, and once processed the content hash that names its R2 objects
-- (bilder/<content_hash>-<width>.webp), the widths rendered and the largest variant's size.
CREATE TABLE property_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL REFERENCES immobilien(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  source_url TEXT NOT NULL,
  source_fingerprint TEXT NOT NULL,
  content_hash TEXT,
  variants TEXT NOT NULL DEFAULT '[]',               -- JSON array of widths, ascending
  width INTEGER,                                     -- of the largest variant
  height INTEGER,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'ready', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  error TEXT,
  removed_at TEXT,                                   -- no longer in the property's list
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (property_id, source_url)
);
CREATE INDEX property_images_content_hash ON property_images (content_hash);
CREATE INDEX property_images_removed_at ON property_images (removed_at) WHERE removed_at IS NOT NULL;

-- The ready photos of a property in display order, kept by the pipeline so that cards read
-- them with the row (JSON array of {k: content hash, w, h: largest variant, v: widths}).
ALTER TABLE immobilien ADD COLUMN photos TEXT NOT NULL DEFAULT '[]';
