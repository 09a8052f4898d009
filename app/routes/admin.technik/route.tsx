// The Technik page: what brokers rarely need and the site owner sets
// up once, off the Übersicht. The feed sync with its settings and last runs (spec
// leads-legal-admin.md sections 4 "Sync panel", 8 "Sync") and the sitemap tools (section 8
// "Sitemap tools"). The staff header is the layout's (routes/admin.tsx).
import { type ClientActionFunctionArgs, type MetaFunction, useActionData, useLoaderData, useLocation } from "react-router";
import { connectionErrorAction } from "~/components/connection-error";
import type { FormResult } from "~/components/form/use-form";
import { SyncCard } from "~/components/sync-card";
import { CrmCard } from "./crm-card";
import { EnergyGapsCard } from "./energy-card";
import { FeedForm } from "./feed-form";
import type { loader } from "./route.server";
import { SitemapCard } from "./sitemap-card";
import { SyncHistory } from "./sync-history";

export { action, loader } from "./route.server";

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => connectionErrorAction(serverAction);

export const meta: MetaFunction = () => [{ title: "Technik | Verwaltung | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function Technik() {
  const { feed, status, liveNote, listings, runs, progress, sitemap, sitemapNotices, constraints, crm, energyGaps } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<{ form?: string; result?: FormResult; connectionError?: string }>();
  const location = useLocation();
  const feedResult = actionData?.form === "save-feed" ? (actionData.result ?? null) : null;
  // A feed elsewhere than justimmo that brought nothing: setting it up comes before a sync.
  const setupFirst = feed?.justimmo === false && !status?.lastSync && !listings?.fromFeed;
  return (
    <section className="staff-body">
      <h1>Technik</h1>
      {actionData?.connectionError ? (
        <p className="staff-alert staff-alert-error" role="alert">
          {actionData.connectionError}
        </p>
      ) : null}
      <div className="staff-cards staff-cards-stack">
        {/* A legal gap comes first; with none, the all-clear line closes the page. */}
        {energyGaps?.length ? <EnergyGapsCard gaps={energyGaps} /> : null}
        <SyncCard feed={feed} page="technik" status={status} liveNote={liveNote} progress={progress} setupFirst={setupFirst}>
          <FeedForm key={location.key} feed={feed} lastResult={feedResult} constraint={constraints.feed} setupFirst={setupFirst} />
          <SyncHistory runs={runs} />
        </SyncCard>
        {crm ? <CrmCard crm={crm} listings={listings} /> : null}
        <SitemapCard sitemap={sitemap} notices={sitemapNotices} />
        {energyGaps?.length ? null : <EnergyGapsCard gaps={energyGaps} />}
      </div>
    </section>
  );
}

// No ErrorBoundary of its own: the layout's (routes/admin.tsx) catches.
