-- The 'Wohnfläche' search filter reads wohnflaeche itself, not the derived area_value (wohnflaeche,
-- else nutzflaeche), so a plot's Nutzfläche never answers a living-area search (ADR 0013). Like
-- every other search filter it walks an index of the active rows.
CREATE INDEX immobilien_active_wohnflaeche ON immobilien (active, wohnflaeche);
