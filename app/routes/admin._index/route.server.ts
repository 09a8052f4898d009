// The Übersicht's server half: the loader, re-exported by route.tsx. requireAdmin guards it. The
// page only reads: the feed sync lives on /admin/technik, the audit trail on /admin/protokoll, the
// admin-key form in Team → Zugänge, each with its own guarded action.
import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/server/accounts/auth.server";
import { loadFeedState, logged } from "~/server/feed/panel.server";
import { loadOverview } from "~/server/leads/overview.queries.server";
import { listEnergyGaps } from "~/server/listings/energy-gaps.queries.server";
import { overviewTasks } from "./tasks";
import { loadToday, type TodaySummary, todayLeads } from "./today.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = context.now();
  const [overview, today, feedState, energyGaps] = await Promise.all([
    loadOverview(context.db, now),
    // "Heute": due Wiedervorlagen, new and overdue leads, today's viewings.
    loadToday(context, now),
    loadFeedState(context, { page: "overview" }),
    // The same § 3 EAVG check as Technik's card; a failed read claims nothing here.
    listEnergyGaps(context.db).catch(logged("admin", null)),
  ]);
  // The waiting and due leads go to the page once, as "Heute"'s rows, not again in the figures.
  const { waiting, ...figures } = overview;
  const { followUps, ...summary } = today;
  const leads = todayLeads(today, waiting, now);
  return {
    overview: figures,
    // Due by the inbox's one rule: a Wiedervorlage, or a new lead's Erstkontakt.
    today: { ...summary, hasFollowUps: followUps.length > 0 || leads.some((lead) => lead.due) } satisfies TodaySummary,
    leads,
    // The feed card and the EAVG list are on Technik; here a row each while something there needs someone.
    tasks: overviewTasks({ ...feedState, energyGaps }),
  };
}
