-- OpenImmo freitexte that visitors read besides objektbeschreibung and lage:
-- ausstatt_beschr (description of the fittings) and sonstige_angaben (other information), both
-- sanitised HTML like objektbeschreibung, shown in their own sections on the detail page.
ALTER TABLE immobilien ADD COLUMN ausstatt_beschr TEXT;
ALTER TABLE immobilien ADD COLUMN sonstige_angaben TEXT;
