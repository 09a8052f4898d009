-- A plot's structured facts from the feed (ADR 0339), shown in 'Immobilien-Details' instead of only
-- in the description: the Widmung (justimmo user_defined_simplefield feldname="widmung", plain
-- text), the Erschließung (zustand_angaben/erschliessung@erschl_attr, the OpenImmo code such as
-- VOLLERSCHLOSSEN), 'bebaubar nach' (zustand_angaben/bebaubar_nach@bebaubar_attr, the code such
-- as B_PLAN) and Altlasten (zustand_angaben/altlasten, plain text). Content columns of the sync
-- (its content hash covers them); NULL: the feed says nothing. No CHECK on the codes: a code a
-- later OpenImmo version adds must not fail the row's write; the page names known codes only.
ALTER TABLE immobilien ADD COLUMN widmung TEXT;
ALTER TABLE immobilien ADD COLUMN erschliessung TEXT;
ALTER TABLE immobilien ADD COLUMN bebaubar_nach TEXT;
ALTER TABLE immobilien ADD COLUMN altlasten TEXT;
