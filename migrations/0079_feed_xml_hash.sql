-- The SHA-256 of the object's XML as the feed last delivered it (with the mapping version, the
-- position key and the provider's name; ADR 0034). A sync that meets the same XML again counts
-- the listing unchanged without parsing or mapping it. Empty until the next write of each row.
ALTER TABLE immobilien ADD COLUMN feed_xml_hash TEXT;
