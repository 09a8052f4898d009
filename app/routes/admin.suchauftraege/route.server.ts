// /admin/suchauftraege: staff see every Suchauftrag alert and may delete one.
// Admin only, loader and action alike; the action checks the origin first.
import { data } from "react-router";
import { formatViennaDateTime } from "~/lib/admin-format";
import { describeFilters } from "~/lib/filter-labels";
import type { RequestContext } from "~/load-context";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { alertFilters, deleteSearchAlert, listSearchAlerts } from "~/server/alerts/queries.server";

export const ADMIN_ALERTS_LIMIT = 500;

export async function loader({ request, context }: { request: Request; context: RequestContext }) {
  await requireAdmin(request, context);
  const now = context.now();
  const rows = await listSearchAlerts(context.db, { limit: ADMIN_ALERTS_LIMIT });
  return data({
    alerts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      summary: describeFilters(alertFilters(row.filters, now)),
      confirmed: formatViennaDateTime(row.confirmed_at),
      created: formatViennaDateTime(row.created_at) ?? "",
      lastMail: formatViennaDateTime(row.last_notified_at),
    })),
  });
}

export async function action({ request, context }: { request: Request; context: RequestContext }) {
  const user = await requireAdminAction(request, context);
  const formData = await readStaffForm(request);
  const id = String(formData.get("id") ?? "").slice(0, 64);
  const deleted = formData.get("intent") === "delete" && (await deleteSearchAlert(context.db, id));
  if (!deleted) return data({ error: "Dieser Suchauftrag existiert nicht (mehr)." }, { status: 400 });
  // Staff erased a visitor's e-mail address: the trail says who and when, not the address.
  await recordAudit(context.db, {
    actor: { id: user.id, email: user.email },
    action: "alert.delete",
    entity: "search_alert",
    entityId: id,
    summary: "Suchauftrag gelöscht",
    now: context.now(),
  });
  return redirectWithToast(context.env, request, "/admin/suchauftraege", {
    type: "success",
    title: "Suchauftrag gelöscht",
    description: "Der Suchauftrag und die E-Mail-Adresse wurden gelöscht.",
  });
}
