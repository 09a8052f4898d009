-- /admin/darstellung (ADR 0172): staff choose the home hero picture, the about-page picture and
-- up to six pinned listings for "Aktuelle Immobilien". One row; a NULL picture means the built-in
-- typographic default, an empty list means "newest, mixed Wien and Niederösterreich".
CREATE TABLE site_appearance (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  hero_photo TEXT,
  about_photo TEXT,
  pinned_objektnrs TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT,
  updated_by TEXT
);
INSERT INTO site_appearance (id) VALUES (1);
