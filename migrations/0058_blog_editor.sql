-- Blog editor (ADR 0066). Staff write posts in a small Markdown subset; the
-- server converts it to HTML, sanitises it and stores both, so editing round-trips.
-- status: a draft is not public (not on /blog, not at /blog/:id, not in the sitemap); the seed's
--   posts and every post written before the editor are published.
-- content_source: the Markdown as typed; NULL for posts that only have HTML (the seed).
-- image: an uploaded picture as StoredPhoto JSON ({ k, w, h, v }, lib/responsive-image.ts),
--   served from /bilder/; image_url stays for the seed's /images/blog/... pictures.
ALTER TABLE blog_posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
ALTER TABLE blog_posts ADD COLUMN content_source TEXT;
ALTER TABLE blog_posts ADD COLUMN image TEXT;
-- The public list and the sitemap: published posts up to today, newest first.
CREATE INDEX blog_posts_status_published ON blog_posts (status, published_at DESC);
