// /admin/team/neu: add a broker. The slug comes from the name by the slug rule;
// a taken slug gets -2, -3, ...
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { readAgentForm } from "~/routes/admin.team/agent-form.server";
import { backToTeam, changeContext } from "~/routes/admin.team/shared.server";
import { requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { createAgent } from "~/server/team/admin.queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readAgentForm(request, context, user);
  if (!form.ok) return form.response;
  const photoUrl = form.photo.kind === "set" ? form.photo.url : null;
  const { slug } = await createAgent(changeContext(context, user), { fields: form.fields, photoUrl });
  return backToTeam(context, request, "Makler hinzugefügt", `${form.fields.name}: /uber-uns/team/${slug}`);
}
