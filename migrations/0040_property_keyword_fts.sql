-- Keyword index for the property search (public-site.md section 7 call 1; DESIGN.md section 4):
-- an FTS5 trigram index over the derived `search_text` (lower-cased title, plain description and
-- location text), so that a keyword is a substring match without scanning every row.
-- External content: the text lives once, in immobilien; triggers keep the index in step with
-- every insert, update and delete, whoever writes (sync, seed, admin, tests).
-- Keywords shorter than 3 characters cannot use a trigram index; the model falls back to instr().
-- See docs/decisions/0040-keyword-search-fts5-trigram.md.

CREATE VIRTUAL TABLE immobilien_fts USING fts5(
  search_text,
  content = 'immobilien',
  content_rowid = 'id',
  tokenize = 'trigram'
);

CREATE TRIGGER immobilien_fts_after_insert AFTER INSERT ON immobilien BEGIN
  INSERT INTO immobilien_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

CREATE TRIGGER immobilien_fts_after_delete AFTER DELETE ON immobilien BEGIN
  INSERT INTO immobilien_fts (immobilien_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
END;

CREATE TRIGGER immobilien_fts_after_update AFTER UPDATE OF search_text ON immobilien BEGIN
  INSERT INTO immobilien_fts (immobilien_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
  INSERT INTO immobilien_fts (rowid, search_text) VALUES (new.id, new.search_text);
END;

-- Rows that exist before this migration.
INSERT INTO immobilien_fts (immobilien_fts) VALUES ('rebuild');
