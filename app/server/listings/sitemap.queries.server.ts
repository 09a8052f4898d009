// The rows the sitemap needs: active properties and published blog posts.
import type { Db } from "~/db/client.server";
import type { SitemapSources } from "~/lib/sitemap";
import { publicBlogPosts, viennaToday } from "~/server/blog/queries.server";

export async function getSitemapSources(db: Db, now = new Date()): Promise<SitemapSources> {
  const [agents, properties, blogPosts] = await Promise.all([
    // Spec section 8: a failed agents read leaves the team pages out, not the whole sitemap.
    db
      .selectFrom("agents")
      .select("slug")
      .orderBy("sort_order", "asc")
      .orderBy("name", "asc")
      .execute()
      .catch((error) => {
        console.warn(JSON.stringify({ sitemap: "agents", error: String(error) }));
        return [];
      }),
    db
      .selectFrom("immobilien")
      .select(["objektnr_intern", "updated_at"])
      .where("active", "=", 1)
      .orderBy("objektnr_intern", "desc")
      .execute(),
    // Drafts and posts dated in the future are not public.
    publicBlogPosts(db, viennaToday(now)).select(["id", "published_at"]).orderBy("published_at", "desc").execute(),
  ]);
  return {
    agentSlugs: agents.map((a) => a.slug),
    properties: properties.map((p) => ({ objektnrIntern: p.objektnr_intern, updatedAt: p.updated_at })),
    blogPosts: blogPosts.map((b) => ({ id: b.id, publishedAt: b.published_at })),
  };
}
