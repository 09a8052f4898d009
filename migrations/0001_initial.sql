-- Initial schema. DESIGN.md section 4; columns of `immobilien` are the spec's (public-site.md
-- section 3) plus derived search columns written at sync/seed time so that every filter is indexed.

CREATE TABLE immobilien (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  objektnr_intern TEXT NOT NULL,
  objektnr_extern TEXT,
  openimmo_obid TEXT,
  objekttitel TEXT,
  objektbeschreibung TEXT,
  lage TEXT,
  objektart TEXT,
  angebot_typ TEXT,
  objektstatus TEXT,
  ort TEXT,
  politischer_bezirk TEXT,
  plz TEXT,
  bundesland TEXT,
  lat_ungenaeher REAL,
  lon_ungenaeher REAL,
  umkreis_meter INTEGER NOT NULL DEFAULT 500,
  address TEXT,
  titelbild_url TEXT,
  bilder_urls TEXT NOT NULL DEFAULT '[]',            -- JSON array of image URLs, title image first
  anzahl_zimmer REAL,
  anzahl_badezimmer REAL,
  anzahl_sep_wc REAL,
  wohnflaeche REAL,
  nutzflaeche REAL,
  balkon_terrasse_flaeche REAL,
  loggia_flaeche REAL,
  anzahl_logia REAL,
  anzahl_abstellraum REAL,
  kellerflaeche REAL,
  garagen_flaeche REAL,
  stellplatz_flaeche REAL,
  anzahl_stellplaetze REAL,
  baujahr INTEGER,                                   -- first four-digit year of the feed value
  etage TEXT,
  kueche TEXT,
  fahrstuhl TEXT,
  hwbklasse TEXT,
  hwbwert REAL,
  fgeeklasse TEXT,
  fgeewert REAL,
  energie_gueltig_bis TEXT,
  kaufpreis REAL,
  gesamtmietenetto REAL,
  gesamtmietebrutto REAL,
  gesamtbelastungbrutto REAL,
  heizkostennetto REAL,
  betriebskostennetto REAL,
  sonstigekostennetto REAL,
  kaution_text TEXT,
  abstand REAL,
  aussen_courtage TEXT,
  reparaturruecklage_netto REAL,
  summemietenetto_brutto REAL,
  monatlichekostenbrutto REAL,
  kontakt_name TEXT,
  kontakt_vorname TEXT,
  kontakt_tel TEXT,
  kontakt_email TEXT,
  kontakt_firma TEXT,
  kontakt_url TEXT,
  kontakt_feedback_email TEXT,
  -- derived columns (written together with the row)
  status TEXT NOT NULL CHECK (status IN ('RENT', 'SALE')),
  property_type TEXT NOT NULL DEFAULT 'apartment',    -- apartment, house, villa, office, land, commercial
  price_value REAL,                                   -- gesamtmietebrutto for RENT, kaufpreis for SALE
  area_value REAL,                                    -- wohnflaeche, else nutzflaeche
  amenities TEXT NOT NULL DEFAULT '[]',               -- JSON array of amenity keys (see immobilien_amenities)
  district_label TEXT,                                -- 'Wien 3. Bezirk' from the postal code
  search_text TEXT NOT NULL DEFAULT '',               -- lower-cased title + plain description + lage
  source TEXT NOT NULL DEFAULT 'feed',                -- 'feed' or 'seed'
  content_hash TEXT,                                  -- hash of the mapped row: unchanged rows are not rewritten
  active INTEGER NOT NULL DEFAULT 1,
  withdrawn_at TEXT,
  synced_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE UNIQUE INDEX immobilien_objektnr_intern ON immobilien (objektnr_intern);
CREATE INDEX immobilien_objektnr_extern ON immobilien (objektnr_extern);
CREATE UNIQUE INDEX immobilien_openimmo_obid ON immobilien (openimmo_obid) WHERE openimmo_obid IS NOT NULL;
-- listing: active rows, newest object number first (spec section 7 call 1)
CREATE INDEX immobilien_active_sort ON immobilien (active, objektnr_intern DESC);
CREATE INDEX immobilien_active_status_price ON immobilien (active, status, price_value);
CREATE INDEX immobilien_active_type ON immobilien (active, property_type);
CREATE INDEX immobilien_active_objektart ON immobilien (active, objektart);
CREATE INDEX immobilien_active_bezirk ON immobilien (active, politischer_bezirk);
CREATE INDEX immobilien_active_district_label ON immobilien (active, district_label);
CREATE INDEX immobilien_active_price ON immobilien (active, price_value);
CREATE INDEX immobilien_active_area ON immobilien (active, area_value);
CREATE INDEX immobilien_active_rooms ON immobilien (active, anzahl_zimmer);
CREATE INDEX immobilien_active_baths ON immobilien (active, anzahl_badezimmer);
CREATE INDEX immobilien_active_baujahr ON immobilien (active, baujahr);
CREATE INDEX immobilien_kontakt_email ON immobilien (kontakt_email);

-- One row per (property, amenity) so that the amenity filter is an indexed semi-join.
CREATE TABLE immobilien_amenities (
  immobilie_id INTEGER NOT NULL REFERENCES immobilien (id) ON DELETE CASCADE,
  amenity TEXT NOT NULL,
  PRIMARY KEY (amenity, immobilie_id)
) WITHOUT ROWID;
CREATE INDEX immobilien_amenities_by_property ON immobilien_amenities (immobilie_id);

CREATE TABLE blog_posts (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  teaser TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  content TEXT NOT NULL DEFAULT '',                  -- sanitised HTML
  published_at TEXT NOT NULL,                        -- YYYY-MM-DD
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC);

CREATE TABLE agents (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position TEXT,
  image TEXT,
  email TEXT,
  phone TEXT,
  education TEXT,
  description TEXT,
  sort_order INTEGER NOT NULL DEFAULT 1000,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX agents_sort ON agents (sort_order, name);

CREATE TABLE sync_status (
  id TEXT PRIMARY KEY,                               -- 'justimmo'
  status TEXT NOT NULL CHECK (status IN ('success', 'error', 'partial', 'running')),
  last_sync_at TEXT,
  items_processed INTEGER,
  error_message TEXT
);

CREATE TABLE sync_runs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  service_name TEXT NOT NULL DEFAULT 'justimmo',
  trigger TEXT NOT NULL CHECK (trigger IN ('cron', 'admin', 'test')),
  transfer TEXT,                                     -- 'VOLL' or 'TEIL'
  status TEXT NOT NULL CHECK (status IN ('success', 'error', 'partial', 'running')),
  started_at TEXT NOT NULL,
  finished_at TEXT,
  items_processed INTEGER NOT NULL DEFAULT 0,
  items_created INTEGER NOT NULL DEFAULT 0,
  items_updated INTEGER NOT NULL DEFAULT 0,
  items_unchanged INTEGER NOT NULL DEFAULT 0,
  items_skipped INTEGER NOT NULL DEFAULT 0,
  items_withdrawn INTEGER NOT NULL DEFAULT 0,
  error_message TEXT
);
CREATE INDEX sync_runs_started ON sync_runs (started_at DESC);

CREATE TABLE api_credentials (
  service_name TEXT PRIMARY KEY,
  username TEXT NOT NULL,                            -- the feed URL
  password TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,                        -- lower-cased
  password_hash TEXT NOT NULL,                       -- base64 PBKDF2-SHA256
  password_salt TEXT NOT NULL,                       -- base64, per user
  password_iterations INTEGER NOT NULL,
  email_verified_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE profiles (
  id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'user',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE verification_tokens (
  token_hash TEXT PRIMARY KEY,                       -- SHA-256 of the token sent by e-mail
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Every form submission (DESIGN.md section 3): stored before any mail is queued.
CREATE TABLE inquiries (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,                                -- contact, property, marketing, search_order, valuation, broker, verification
  subject TEXT NOT NULL,
  sender_name TEXT,
  sender_email TEXT,
  sender_phone TEXT,
  property_id TEXT,
  payload TEXT NOT NULL,                             -- JSON of every submitted field
  delivery_state TEXT NOT NULL DEFAULT 'queued' CHECK (delivery_state IN ('queued', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX inquiries_created ON inquiries (created_at DESC);
CREATE INDEX inquiries_delivery ON inquiries (delivery_state, updated_at);

-- One row per e-mail of an inquiry (the valuation sends two); the queue message carries its id,
-- so a redelivered message that was already sent is recognised and not sent again.
CREATE TABLE inquiry_emails (
  id TEXT PRIMARY KEY,
  inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
  template TEXT NOT NULL,                            -- 'internal', 'customer', 'verification'
  recipient TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  sent_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX inquiry_emails_inquiry ON inquiry_emails (inquiry_id);
CREATE INDEX inquiry_emails_state ON inquiry_emails (state, updated_at);

-- Fixed-window counters for rate limits (forms, login, admin key).
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,                     -- unix seconds
  count INTEGER NOT NULL
) WITHOUT ROWID;
