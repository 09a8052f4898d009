-- A house's or villa's plot (review 62: a 'Villa mit Park' without its Grundstücksfläche):
-- flaechen/grundstuecksflaeche of the feed, in m². A plot's own size stays in nutzflaeche as before
-- (migration 0073); this column keeps the feed's figure for every kind. NULL: the feed says nothing.
ALTER TABLE immobilien ADD COLUMN grundstuecksflaeche REAL;
