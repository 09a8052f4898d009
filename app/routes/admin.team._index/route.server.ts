// /admin/team: the team in the order the public pages show it, the move up / move down
// buttons (plain POSTs), and "Zugänge": the admin accounts and "Admin-Rechte vergeben".
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { formatViennaDateTime } from "~/lib/admin-format";
import { ACCESS_SECTION, backToTeam, changeContext } from "~/routes/admin.team/shared.server";
import { adminKeyConstraint } from "~/server/accounts/admin-forms.server";
import { handleAdminKey } from "~/server/accounts/admin-key.server";
import { keepSessionAfterRoleChange, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { listAdminAccounts } from "~/server/accounts/users.queries.server";
import { FormReadError, readFormData } from "~/server/http/body-limit.server";
import { adminEmails } from "~/server/http/env.server";
import { listAgentsForAdmin, moveAgent } from "~/server/team/admin.queries.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const [agents, admins] = await Promise.all([listAgentsForAdmin(context.db), listAdminAccounts(context.db, adminEmails(context.env))]);
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
    // Formatted here (Vienna time), so server and browser render the same text.
    admins: admins.map((admin) => ({
      id: admin.id,
      email: admin.email,
      self: admin.id === user.id,
      secondFactor: admin.secondFactor,
      builtIn: admin.builtIn,
      lastSignIn: admin.lastSignInAt ? `${formatViennaDateTime(admin.lastSignInAt)} Uhr` : null,
    })),
    adminKey: adminKeyConstraint(),
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
  if (intent === "set-admin") {
    // requireAdminAction has checked the origin and the role; requireAdmin sends an admin without a
    // second factor to Konto before this line (V6.3.3), so no role is granted without one.
    const response = await handleAdminKey(request, context, {
      formData: form,
      actor: { id: user.id, email: user.email },
      failureTo: ACCESS_SECTION,
      successTo: () => ACCESS_SECTION,
    });
    // Granting oneself the role (an ADMIN_EMAILS admin) ends one's sessions; keep this one.
    return keepSessionAfterRoleChange(context, request, user.id, response);
  }
  const id = form.get("id");
  if ((intent !== "up" && intent !== "down") || typeof id !== "string" || id.length === 0 || id.length > 100) {
    return data({ error: "Unbekannte Aktion." }, { status: 400 });
  }
  const moved = await moveAgent(changeContext(context, user), { id, direction: intent });
  if (!moved) return data({ error: "Diesen Makler gibt es nicht mehr." }, { status: 404 });
  return backToTeam(context, request, "Reihenfolge gespeichert");
}
