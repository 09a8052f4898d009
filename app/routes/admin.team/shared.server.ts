// Pieces the team editor's routes share on the server.

import type { RequestContext } from "~/load-context";
import { httpError, type StaffUser } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { EDGE_TAGS } from "~/server/edge-cache/policy.server";
import { edgePurger } from "~/server/edge-cache/purge.server";

/** The writer's context for agents-admin.server.ts. */
export function changeContext(context: RequestContext, user: StaffUser) {
  return { db: context.db, actor: { id: user.id, email: user.email }, now: context.now() };
}

/** Back to the team list with a confirmation. After a saved change: the team's public pages (and the detail pages' broker cards) are purged. */
export async function backToTeam(context: RequestContext, request: Request, title: string, description?: string) {
  await edgePurger(context)([EDGE_TAGS.team]);
  return redirectWithToast(context.env, request, "/admin/team", { type: "success", title, description });
}

/** The staff pages carry a session: never cached. */
/** An id from the URL; anything unusable is the same 404 as an unknown record. */
function idFromUrl(value: string | undefined, notFound: string): string {
  if (!value || value.length > 100) throw httpError(404, notFound);
  return value;
}

/** The broker id from the URL. */
export const agentId = (value: string | undefined) => idFromUrl(value, "Makler nicht gefunden.");

/** The account id of Team → Zugänge's confirm page. */
export const accountId = (value: string | undefined) => idFromUrl(value, "Konto nicht gefunden.");

/** Team, scrolled to "Zugänge": where a grant or a removal of admin rights lands. */
export const ACCESS_SECTION = "/admin/team#zugaenge";
