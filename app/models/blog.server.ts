// blog_posts (public-site.md section 3; call 7): the list newest first, one post by id.
// `content` is stored sanitised and is sanitised again when shown (DESIGN.md section 3).
import type { Db } from "~/db/client.server";

export interface BlogPostSummary {
  id: string;
  title: string;
  teaser: string;
  category: string;
  image_url: string | null;
  published_at: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

export async function listBlogPosts(db: Db): Promise<BlogPostSummary[]> {
  return db
    .selectFrom("blog_posts")
    .select(["id", "title", "teaser", "category", "image_url", "published_at"])
    .orderBy("published_at", "desc")
    .orderBy("id")
    .execute();
}

export async function getBlogPost(db: Db, { id }: { id: string }): Promise<BlogPost | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "teaser", "category", "image_url", "published_at", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}
