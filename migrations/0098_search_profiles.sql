-- Staff-kept search profiles (ADR 0390): a contact's search, entered by staff (a phone call, a
-- Suchauftrag lead without the e-mail option). Internal only: staff see the current matches, the
-- contact gets no mail. criteria is JSON (Kauf/Miete, type, districts, price/area/room ranges).
-- inquiry_id links the lead it was made from. Deleted six months after the last change (retention).
CREATE TABLE search_profiles (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT,
  marketing TEXT NOT NULL,
  criteria TEXT NOT NULL DEFAULT '{}',
  inquiry_id TEXT,
  created_by TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX search_profiles_created ON search_profiles (created_at);
CREATE INDEX search_profiles_updated ON search_profiles (updated_at);
CREATE INDEX search_profiles_inquiry ON search_profiles (inquiry_id) WHERE inquiry_id IS NOT NULL;
