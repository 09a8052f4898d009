-- Exact positions are never published (ADR 0110): a listing whose address the feed withholds shows
-- a circle whose centre is offset by an HMAC of its number under this key. The key is made here,
-- once, at random, and never leaves the database.
CREATE TABLE site_keys (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO site_keys (name, value) VALUES ('listing-position', lower(hex(randomblob(32))));

-- Feed rows written before this could hold the exact point of a withheld address: no map for them
-- until the next sync rewrites every row (MAPPING_VERSION 2) with the offset circle.
UPDATE immobilien SET lat_ungenaeher = NULL, lon_ungenaeher = NULL WHERE source = 'feed' AND address IS NULL;
