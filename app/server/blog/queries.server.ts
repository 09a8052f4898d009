// blog_posts reads: the list newest first, one post by id. `content` is stored sanitised and
// sanitised again when shown. A draft or a post dated in the future is not listed, answers 404
// and is not in the sitemap.
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { blogImageSources, responsivePhotos } from "~/lib/responsive-image";

export interface BlogPostSummary {
  id: string;
  title: string;
  teaser: string;
  category: string;
  image_url: string | null;
  image: string | null;
  published_at: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

export interface BlogImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const viennaDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Vienna", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in Vienna as YYYY-MM-DD, the format of `published_at`. */
export function viennaToday(now: Date): string {
  return viennaDate.format(now);
}

/**
 * Restricts a blog_posts query to what visitors may see on `today` (YYYY-MM-DD). Only a date in
 * the future hides a published post: an unreadable stored date (older data; the editor checks
 * dates) stays public and is shown as stored, as before the editor.
 */
export function publicBlogPosts(db: Db, today: string) {
  return db
    .selectFrom("blog_posts")
    .where("status", "=", "published")
    .where((eb) =>
      eb.or([eb("published_at", "<=", today), sql<boolean>`published_at NOT GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*'`]),
    );
}

export async function listBlogPosts(db: Db, { today }: { today: string }): Promise<BlogPostSummary[]> {
  return publicBlogPosts(db, today)
    .select(["id", "title", "teaser", "category", "image_url", "image", "published_at"])
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
}

export async function getBlogPost(db: Db, { id, today }: { id: string; today: string }): Promise<BlogPost | null> {
  const row = await publicBlogPosts(db, today)
    .select(["id", "title", "teaser", "category", "image_url", "image", "published_at", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A post's picture for an <img>: an upload (StoredPhoto JSON) as WebP variants from /bilder/
 * with a srcset, else the seed's /images/blog/... file (with its -sm variant), else null.
 */
export function blogPostImage(post: { image: string | null; image_url: string | null }, sizes: string): BlogImage | null {
  const uploaded = responsivePhotos(post.image ? `[${post.image}]` : null)[0];
  if (uploaded) return { src: uploaded.src, srcSet: uploaded.srcSet, sizes };
  return post.image_url ? blogImageSources(post.image_url, sizes) : null;
}
