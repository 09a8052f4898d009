// /admin/blog: every post, drafts and published, newest publish date first. Admin only.
import type { LoaderFunctionArgs } from "react-router";
import { formatDate } from "~/lib/format";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listAdminBlogPosts } from "~/server/blog/admin.queries.server";
import { viennaToday } from "~/server/blog/queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const today = viennaToday(context.now());
  const posts = await listAdminBlogPosts(context.db);
  return {
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      category: post.category,
      status: post.status,
      // A published post dated in the future is not public yet.
      scheduled: post.status === "published" && post.publishedAt > today,
      date: formatDate(post.publishedAt) ?? post.publishedAt,
    })),
  };
}
