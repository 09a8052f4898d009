// /admin/blog/:id/loeschen: the delete confirmation (a page, so it works without JavaScript) and
// the delete itself. Admin only; the action checks the origin first.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { httpError, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { deleteBlogPost, getAdminBlogPost, NEW_POST_ID } from "~/server/blog/admin.queries.server";
import { EDGE_TAGS } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";

async function requirePost(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const post = id && id.length <= 200 && id !== NEW_POST_ID ? await getAdminBlogPost(context.db, { id }) : null;
  if (!post) throw httpError(404, "Beitrag nicht gefunden.");
  return post;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const post = await requirePost(context, params.id);
  return { id: post.id, title: post.title, status: post.status };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const post = await requirePost(context, params.id);
  await deleteBlogPost(context.db, {
    id: post.id,
    title: post.title,
    actor: { id: user.id, email: user.email },
    now: context.now(),
  });
  await edgePurger(context)([EDGE_TAGS.blog]);
  return redirectWithToast(context.env, request, "/admin/blog", {
    type: "success",
    title: "Beitrag gelöscht",
    description: `„${post.title}“ wurde gelöscht.`,
  });
}
