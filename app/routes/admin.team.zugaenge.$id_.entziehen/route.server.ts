// /admin/team/zugaenge/{userId}/entziehen (ADR 0374): the confirm step before an account loses its
// admin rights, then the removal. Guards: same origin + admin (requireAdminAction); never one's own
// rights, never an ADMIN_EMAILS admin (the server's setting decides there), never the last admin
// (revokeAdminRole's conditional UPDATE). Refusals are 400 with a German line on the confirm page.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "react-router";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { getAccountForAccess, revokeAdminRole } from "~/server/accounts/users.queries.server";
import { adminEmails } from "~/server/http/env.server";

/** Where a removal lands: Team, scrolled to "Zugänge". */
const ACCESS_SECTION = "/admin/team#zugaenge";

export const REVOKE_SELF = "Ihre eigenen Admin-Rechte können Sie nicht entziehen. Das muss eine andere Person mit Admin-Rechten tun.";
export const REVOKE_LAST =
  "Das ist der letzte Zugang mit Admin-Rechten. Vergeben Sie zuerst einer anderen Person Admin-Rechte, sonst kann niemand mehr die Verwaltung nutzen.";
export const REVOKE_NOT_ADMIN = "Dieses Konto hat keine Admin-Rechte (mehr).";
export const revokeBuiltIn = (email: string) =>
  `${email} ist über die Server-Einstellung ADMIN_EMAILS Admin. Das lässt sich nur dort ändern, bei der Person, die die Website betreibt.`;

/** The account id from the URL; anything unusable is the same 404 as an unknown account. */
function accountId(value: string | undefined): string {
  if (!value || value.length > 100) throw httpError(404, "Konto nicht gefunden.");
  return value;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const account = await getAccountForAccess(context.db, accountId(params.id));
  if (!account) throw httpError(404, "Konto nicht gefunden.");
  const builtIn = adminEmails(context.env).includes(account.email.toLowerCase());
  // What the page offers: the button only where the action would do it.
  const refusal =
    account.id === user.id ? REVOKE_SELF : builtIn ? revokeBuiltIn(account.email) : account.role !== "admin" ? REVOKE_NOT_ADMIN : null;
  return data({ account: { id: account.id, email: account.email }, refusal });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const id = accountId(params.id);
  const form = await readStaffForm(request);
  if (form.get("intent") !== "revoke-admin") throw httpError(400, "Unbekannte Aktion.");
  if (id === user.id) return data({ error: REVOKE_SELF }, { status: 400 });
  const account = await getAccountForAccess(context.db, id);
  if (!account) throw httpError(404, "Konto nicht gefunden.");
  const builtIn = adminEmails(context.env);
  if (builtIn.includes(account.email.toLowerCase())) return data({ error: revokeBuiltIn(account.email) }, { status: 400 });
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
