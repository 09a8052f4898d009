// The Übersicht's server half: the loader, re-exported by route.tsx. requireAdmin guards it. The
// page only reads: the feed sync lives on /admin/technik, the audit trail on /admin/protokoll, the
// admin-key form in Team → Zugänge, each with its own guarded action.
import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/server/accounts/auth.server";
import { loadFeedState } from "~/server/feed/panel.server";
import { loadOverview } from "~/server/leads/overview.queries.server";
import { loadToday, type TodaySummary, todayLeads } from "./today.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = context.now();
  const [overview, today, feedState] = await Promise.all([
    loadOverview(context.db, now),
    // "Heute": due Wiedervorlagen, new and overdue leads, today's viewings.
    loadToday(context, now),
    loadFeedState(context, { page: "overview" }),
  ]);
  // The waiting and due leads go to the page once, as "Heute"'s rows, not again in the figures.
  const { waiting, ...figures } = overview;
  const { followUps, ...summary } = today;
  return {
    overview: figures,
    today: { ...summary, hasFollowUps: followUps.length > 0 } satisfies TodaySummary,
    leads: todayLeads(today, waiting, now),
    // The feed card is on Technik; here only a line while something there needs someone.
    feedProblem: !feedState.feed
      ? "Es ist keine Feed-URL für den Immobilien-Import hinterlegt."
      : feedState.status?.status === "error"
        ? "Die letzte Synchronisierung des Immobilien-Feeds ist fehlgeschlagen."
        : null,
  };
}
