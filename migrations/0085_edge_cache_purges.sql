-- The edge cache's purge log (ADR 0010). Pages are kept in each data centre's Cache API, which
-- has no purge by tag: each cached page records the tags it was built from and when, and a page
-- built before the last purge of one of its tags is not served. One row per tag, the time of its
-- latest purge in epoch milliseconds; rows older than a cached page can live are never read again.
CREATE TABLE edge_cache_purges (
  tag TEXT PRIMARY KEY,
  purged_at INTEGER NOT NULL
);

CREATE INDEX edge_cache_purges_purged_at ON edge_cache_purges (purged_at);
