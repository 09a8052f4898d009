-- A team member's Anrede (ADR 0332): the detail page's contact card, the viewing page and the
-- viewing mails say "Ihre Ansprechpartnerin" for a woman, "Ihr Ansprechpartner" for a man and
-- "Ihre Ansprechperson" when nothing is on file. Optional: NULL is "keine Angabe".
ALTER TABLE agents ADD COLUMN anrede TEXT CHECK (anrede IS NULL OR anrede IN ('Frau', 'Herr'));
