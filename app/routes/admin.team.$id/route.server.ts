// /admin/team/{id}: edit a broker. A new name gets a new slug and the old one redirects (301);
// a photo is replaced by a new file, kept when none is chosen, removed by the checkbox.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { readAgentForm } from "~/routes/admin.team/agent-form.server";
import { agentId, backToTeam, changeContext } from "~/routes/admin.team/shared.server";
import { httpError, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { getAgentById, updateAgent } from "~/server/team/admin.queries.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const agent = await getAgentById(context.db, { id: agentId(params.id) });
  if (!agent) throw httpError(404, "Makler nicht gefunden.");
  return data({
    agent: { id: agent.id, slug: agent.slug, image: agent.image },
    values: {
      name: agent.name,
      position: agent.position ?? "",
      email: agent.email ?? "",
      phone: agent.phone ?? "",
      education: agent.education ?? "",
      description: agent.description ?? "",
      anrede: agent.anrede ?? "",
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const id = agentId(params.id);
  const form = await readAgentForm(request, context, user);
  if (!form.ok) return form.response;
  const saved = await updateAgent(changeContext(context, user), { id, fields: form.fields, photo: form.photo });
  if (!saved) throw httpError(404, "Makler nicht gefunden.");
  return backToTeam(context, request, "Änderungen gespeichert", `${form.fields.name}: /uber-uns/team/${saved.slug}`);
}
