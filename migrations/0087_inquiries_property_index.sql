-- The inbox's "Objekt" filter (ADR 0319): the lead view links to every lead about its listing,
-- newest first. Without an index that filter would read every stored inquiry.
CREATE INDEX inquiries_property_created ON inquiries (property_id, created_at DESC);
