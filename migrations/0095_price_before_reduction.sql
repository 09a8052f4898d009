-- The card's old price beside 'Preis gesenkt' (ADR 0368): price_before_reduction is the
-- price_value the last reduction started from, written by the same trigger that stamps
-- price_reduced_at (migration 0074) and cleared with it by an increase. Every page that shows a
-- card already selects the card's columns, so the old price costs no query of its own. A rent
-- whose figure changed kind (Gesamtmiete brutto to netto or back) gets no old price: the two
-- figures are not comparable.
ALTER TABLE immobilien ADD COLUMN price_before_reduction REAL;

DROP TRIGGER immobilien_price_history;
CREATE TRIGGER immobilien_price_history AFTER UPDATE OF price_value ON immobilien
WHEN old.price_value > 0 AND new.price_value > 0 AND old.price_value <> new.price_value AND old.status IS new.status
BEGIN
  INSERT INTO price_history (immobilie_id, price_before, price_after, changed_at)
  VALUES (
    new.id, old.price_value, new.price_value,
    CASE WHEN new.updated_at IS NOT old.updated_at THEN new.updated_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
  );
  UPDATE immobilien SET
    price_reduced_at = CASE
      WHEN new.price_value < old.price_value THEN
        CASE WHEN new.updated_at IS NOT old.updated_at THEN new.updated_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
      ELSE NULL END,
    price_before_reduction = CASE
      WHEN new.price_value < old.price_value
        AND (new.status IS NOT 'RENT' OR (old.gesamtmietebrutto IS old.price_value) = (new.gesamtmietebrutto IS new.price_value))
      THEN old.price_value
      ELSE NULL END
    WHERE id = new.id;
END;

-- Listings reduced before this migration: the last reduction's starting price from the history.
UPDATE immobilien SET price_before_reduction = (
  SELECT h.price_before FROM price_history h
  WHERE h.immobilie_id = immobilien.id AND h.price_after < h.price_before
  ORDER BY h.changed_at DESC, h.id DESC LIMIT 1
) WHERE price_reduced_at IS NOT NULL;

-- 'Neueste' sorts by the time a listing was first stored, the date the 'Neu' badge reads
-- (ADR 0363), with the object number as tie-break: this index serves that order.
CREATE INDEX immobilien_active_created ON immobilien (active, created_at DESC, objektnr_intern DESC);
