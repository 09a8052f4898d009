// The Technik page's server half: the feed settings and the last runs
// (spec leads-legal-admin.md sections 4 "Sync panel", 8 "Sync") and the sitemap tools (section 8
// "Sitemap tools", GET so they work without JavaScript). requireAdmin guards the loader and every
// action intent; every state change is a POST that redirects with a flash toast.

import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requestUrl } from "~/lib/request-url";
import { feedConstraint, readAdminIntent } from "~/server/accounts/admin-forms.server";
import { httpError, readStaffForm, requireAdmin, requireAdminAction } from "~/server/accounts/auth.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import { loadCrmPanel, readCrmApiSwitch, switchCrmApi } from "~/server/crm/staff.server";
import { loadFeedState, logged, saveFeed, startSync } from "~/server/feed/panel.server";
import { listEnergyGaps } from "~/server/listings/energy-gaps.queries.server";
import { runSitemapTool } from "./sitemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = requestUrl(request);
  const [feedState, tool, crm, energyGaps] = await Promise.all([
    loadFeedState(context, { page: "technik" }),
    runSitemapTool(url.searchParams.get("sitemap"), context),
    // Spec section 8: a configuration check that fails counts as not configured and the page
    // stays usable; the feed card says so, the hand-over card waits for a readable configuration.
    loadCrmPanel(context).catch(logged("admin", null)),
    // § 3 EAVG: adverts without HWB or fGEE, to be completed in justimmo.
    // Like the reads above: a failed read leaves the page usable, the card says so.
    listEnergyGaps(context.db).catch(logged("admin", null)),
  ]);
  return {
    ...feedState,
    crm,
    energyGaps,
    sitemap: tool.sitemap,
    sitemapNotices: tool.notices,
    constraints: { feed: feedConstraint() },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const actor = { id: user.id, email: user.email };
  const formData = await readStaffForm(request);
  // The justimmo API switch.
  const crmSwitch = readCrmApiSwitch(formData);
  if (crmSwitch) {
    await switchCrmApi(context, { enabled: crmSwitch.enabled, actor });
    return redirectWithToast(context.env, request, "/admin/technik", {
      type: "success",
      title: crmSwitch.enabled ? "API-Übergabe eingeschaltet" : "API-Übergabe ausgeschaltet",
      description: crmSwitch.enabled
        ? "Neue Anfragen zu Objekten gehen zusätzlich über die justimmo-API."
        : "Neue Anfragen gehen nur noch als OpenImmo-Feedback an justimmo.",
    });
  }
  const intent = readAdminIntent(formData);
  if (intent === "save-feed") return saveFeed(context, request, formData, actor, "/admin/technik");
  if (intent === "sync") return startSync(context, request, actor, "/admin/technik");
  throw httpError(400, "Unbekannte Aktion.");
}
