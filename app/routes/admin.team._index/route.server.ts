// /admin/team: the team in the order the public pages show it, and the move up / move down
// buttons (plain POSTs).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { backToTeam, changeContext } from "~/routes/admin.team/shared.server";
import { requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { listAgentsForAdmin, moveAgent } from "~/server/team/admin.queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const agents = await listAgentsForAdmin(context.db);
  return data({
    agents: agents.map((agent) => ({
      id: agent.id,
      slug: agent.slug,
      name: agent.name,
      position: agent.position,
      email: agent.email,
      phone: agent.phone,
      image: agent.image,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof FormReadError) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  const intent = form.get("intent");
  const id = form.get("id");
  if ((intent !== "up" && intent !== "down") || typeof id !== "string" || id.length === 0 || id.length > 100) {
    return data({ error: "Unbekannte Aktion." }, { status: 400 });
  }
  const moved = await moveAgent(changeContext(context, user), { id, direction: intent });
  if (!moved) return data({ error: "Diesen Makler gibt es nicht mehr." }, { status: 404 });
  return backToTeam(context, request, "Reihenfolge gespeichert");
}
