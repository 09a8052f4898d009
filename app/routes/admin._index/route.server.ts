// The Übersicht's server half: loader and action, re-exported by route.tsx. requireAdmin guards
// the loader and every action intent; every state change is a POST that redirects with a toast.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { auditRowText } from "~/lib/audit-text";
import { adminKeyConstraint, readAdminIntent } from "~/server/accounts/admin-forms.server";
import { handleAdminKey } from "~/server/accounts/admin-key.server";
import { listAuditEntries } from "~/server/accounts/audit.queries.server";
import { httpError, keepSessionAfterRoleChange, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { loadFeedState, logged, startSync } from "~/server/feed/panel.server";
import { loadOverview } from "~/server/leads/overview.queries.server";
import { loadToday } from "./today.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const now = context.now();
  const [overview, today, feedState, audit] = await Promise.all([
    loadOverview(context.db, now),
    // "Heute" (ADR 0359): due Wiedervorlagen and today's viewings.
    loadToday(context, now),
    loadFeedState(context, { page: "overview" }),
    listAuditEntries(context.db, { limit: 5 }).catch(logged("admin", [])),
  ]);
  return {
    overview,
    today,
    ...feedState,
    email: user.email,
    constraints: { adminKey: adminKeyConstraint() },
    // One line per entry: the Übersicht shows a short list, /admin/protokoll the table.
    audit:
      audit.length > 0
        ? audit.map((entry) => {
            const row = auditRowText(entry);
            return { id: entry.id, line: `${row.at} · ${row.actor} · ${row.entity}: ${row.summary}` };
          })
        : [{ id: 0, line: "Noch keine Einträge." }],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const actor = { id: user.id, email: user.email };
  const formData = await readStaffForm(request);
  const intent = readAdminIntent(formData);
  // The feed settings are saved on /admin/technik (ADR 0180).
  if (!intent || intent === "save-feed") throw httpError(400, "Unbekannte Aktion.");

  if (intent === "set-admin") {
    const response = await handleAdminKey(request, context, { formData, actor, failureTo: "/admin", successTo: () => "/admin" });
    // Granting oneself the role (an ADMIN_EMAILS admin) ends one's sessions; keep this one.
    return keepSessionAfterRoleChange(context, request, user.id, response);
  }
  return startSync(context, request, actor, "/admin");
}
