-- A rent's term for the detail page's key facts (review 61b): verwaltung_objekt/max_mietdauer,
-- which justimmo writes as 'unbefristet' or as a number with max_dauer="JAHR" (also TAG, WOCHE,
-- MONAT in the XSD), stored as the words the page shows ('unbefristet', '5 Jahre befristet').
-- A content column of the sync (its content hash covers it); NULL: the feed says nothing.
ALTER TABLE immobilien ADD COLUMN befristung TEXT;
