// /admin/team/zugaenge/{userId}/entziehen: the confirm step before an account loses its
// admin rights, then the removal. Guards: same origin + admin (requireAdminAction); never one's own
// rights, never an ADMIN_EMAILS admin (the server's setting decides there), never the last admin
// (revokeAdminRole's conditional UPDATE). Refusals are 400 with a German line on the confirm page.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { ACCESS_SECTION, accountId } from "~/routes/admin.team/shared.server";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { getUserById, listAdminAccounts, revokeAdminRole } from "~/server/accounts/users.queries.server";
import { adminEmails } from "~/server/http/env.server";
import { findAgentByEmail } from "~/server/team/queries.server";

export const REVOKE_SELF = "Ihre eigenen Admin-Rechte können Sie nicht entziehen. Das muss eine andere Person mit Admin-Rechten tun.";
export const REVOKE_LAST =
  "Das ist der letzte Zugang mit Admin-Rechten. Vergeben Sie zuerst einer anderen Person Admin-Rechte, sonst kann niemand mehr die Verwaltung nutzen.";
export const REVOKE_NOT_ADMIN = "Dieses Konto hat keine Admin-Rechte (mehr).";
export const revokeBuiltIn = (email: string) =>
  `${email} ist über die Server-Einstellung ADMIN_EMAILS Admin. Das lässt sich nur dort ändern, bei der Person, die die Website betreibt.`;

/** Why these rights can't be taken from this account, or null: the page and the action ask alike. */
function refusalOf(account: { id: string; email: string; role: string }, userId: string, builtIn: readonly string[]): string | null {
  if (account.id === userId) return REVOKE_SELF;
  if (builtIn.includes(account.email.toLowerCase())) return revokeBuiltIn(account.email);
  return account.role === "admin" ? null : REVOKE_NOT_ADMIN;
}

async function accountOf(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const account = await getUserById(context.db, accountId(id));
  if (!account) throw httpError(404, "Konto nicht gefunden.");
  return account;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const account = await accountOf(context, params.id);
  const builtIn = adminEmails(context.env);
  // The person's name where the team has a profile with this address; who keeps admin rights after.
  const [agent, admins] = await Promise.all([
    findAgentByEmail(context.db, { email: account.email }),
    listAdminAccounts(context.db, builtIn),
  ]);
  // What the page offers: the button only where the action would do it.
  return data({
    account: { id: account.id, email: account.email, name: agent?.name ?? null },
    remaining: admins.filter((admin) => admin.id !== account.id).map((admin) => ({ email: admin.email, you: admin.id === user.id })),
    refusal: refusalOf(account, user.id, builtIn),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const form = await readStaffForm(request);
  if (form.get("intent") !== "revoke-admin") throw httpError(400, "Unbekannte Aktion.");
  const account = await accountOf(context, params.id);
  const builtIn = adminEmails(context.env);
  const refusal = refusalOf(account, user.id, builtIn);
  if (refusal) return data({ error: refusal }, { status: 400 });
  const now = context.now();
  const outcome = await revokeAdminRole(context.db, { userId: account.id, builtIn, now });
  if (outcome === "last-admin") return data({ error: REVOKE_LAST }, { status: 400 });
  if (outcome === "not-admin") return data({ error: REVOKE_NOT_ADMIN }, { status: 400 });
  // Like the grant (admin-key.server.ts): who took whose rights.
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action: "admin.revoke",
    entity: "user",
    entityId: account.id,
    summary: `Admin-Rechte von ${account.email} entzogen`,
    now,
  });
  return redirectWithToast(context.env, request, ACCESS_SECTION, {
    type: "success",
    title: "Admin-Rechte entzogen",
    description: `${account.email} kann die Verwaltung nicht mehr nutzen.`,
  });
}
