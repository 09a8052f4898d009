-- Price history (ADR 0150). Every write that changes a listing's price_value
-- (gross rent for rentals, purchase price for sales) from one positive value to another, with
-- the offer kind unchanged, adds a row; a trigger, so the sync's per-property D1 batch groups
-- (ADR 0032) keep their size and every writer is covered. The time is the writer's updated_at
-- (the sync's run time) when it set one. price_reduced_at on immobilien is the time of the last
-- reduction, cleared by a later increase: it serves the card badge, the 'Preis gesenkt' filter
-- and sort, and the Suchauftrag mails without reading the history.
CREATE TABLE price_history (
  id INTEGER PRIMARY KEY,
  immobilie_id INTEGER NOT NULL,
  price_before REAL NOT NULL,
  price_after REAL NOT NULL,
  changed_at TEXT NOT NULL
);
CREATE INDEX price_history_immobilie ON price_history (immobilie_id, changed_at);

ALTER TABLE immobilien ADD COLUMN price_reduced_at TEXT;
CREATE INDEX immobilien_active_price_reduced ON immobilien (active, price_reduced_at);

CREATE TRIGGER immobilien_price_history AFTER UPDATE OF price_value ON immobilien
WHEN old.price_value > 0 AND new.price_value > 0 AND old.price_value <> new.price_value AND old.status IS new.status
BEGIN
  INSERT INTO price_history (immobilie_id, price_before, price_after, changed_at)
  VALUES (
    new.id, old.price_value, new.price_value,
    CASE WHEN new.updated_at IS NOT old.updated_at THEN new.updated_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
  );
  UPDATE immobilien SET price_reduced_at = CASE
      WHEN new.price_value < old.price_value THEN
        CASE WHEN new.updated_at IS NOT old.updated_at THEN new.updated_at ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
      ELSE NULL END
    WHERE id = new.id;
END;

CREATE TRIGGER immobilien_price_history_delete AFTER DELETE ON immobilien BEGIN
  DELETE FROM price_history WHERE immobilie_id = old.id;
END;
