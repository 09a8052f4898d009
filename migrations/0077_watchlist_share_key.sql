-- Merkliste teilen (ADR 0155): a shared list is its listing ids in the URL plus an HMAC under this
-- key, so that nobody can make the site vouch for a list it never signed. Made once, at random, and
-- never leaves the database (the same mechanism as migration 0064).
INSERT INTO site_keys (name, value) VALUES ('watchlist-share', lower(hex(randomblob(32))));
