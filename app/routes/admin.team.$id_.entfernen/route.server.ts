// /admin/team/{id}/entfernen: the confirmation step before a broker is removed, then the removal.
// Their page then answers 410; listings keep their own contact (from the feed), nothing else
// points at an agent.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { agentId, backToTeam, changeContext } from "~/routes/admin.team/shared.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { listActivePropertiesByContactEmail } from "~/server/listings/listings-by.queries.server";
import { deleteAgent, getAgentById } from "~/server/team/admin.queries.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const agent = await getAgentById(context.db, { id: agentId(params.id) });
  if (!agent) throw httpError(404, "Makler nicht gefunden.");
  const listings = agent.email ? (await listActivePropertiesByContactEmail(context.db, { email: agent.email })).length : 0;
  return data({ agent: { id: agent.id, name: agent.name, slug: agent.slug, position: agent.position }, listings });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const id = agentId(params.id);
  const form = await readStaffForm(request);
  if (form.get("intent") !== "delete") throw httpError(400, "Unbekannte Aktion.");
  const removed = await deleteAgent(changeContext(context, user), { id });
  if (!removed) throw httpError(404, "Makler nicht gefunden.");
  return backToTeam(context, request, "Makler entfernt", `${removed.name} ist nicht mehr auf der Website.`);
}
