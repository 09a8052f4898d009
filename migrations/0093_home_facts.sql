-- What a buyer decides a visit on, from the feed (review 58, ADR 0362), shown in the detail page's
-- key facts: the Heizungsart (ausstattung/heizungsart flags OFEN, ETAGE, ZENTRAL, FERN, FUSSBODEN)
-- and the Befeuerung (ausstattung/befeuerung flags such as GAS, FERN, ERDWAERME), each stored as
-- the known OpenImmo codes that are set, comma-separated like fahrstuhl ('FERN, FUSSBODEN'); the
-- Zustand (zustand_angaben/zustand@zustand_art, one code such as VOLL_SANIERT); 'verfügbar ab'
-- (verwaltung_objekt/verfuegbar_ab, free text in the XSD: 'sofort', 'November 2015'). Content
-- columns of the sync (its content hash covers them); NULL: the feed says nothing. No CHECK on
-- the codes (ADR 0339): the import keeps known codes only and the page names known codes only.
ALTER TABLE immobilien ADD COLUMN heizungsart TEXT;
ALTER TABLE immobilien ADD COLUMN befeuerung TEXT;
ALTER TABLE immobilien ADD COLUMN zustand TEXT;
ALTER TABLE immobilien ADD COLUMN verfuegbar_ab TEXT;
