// The Übersicht (leads-legal-admin.md section 2 "Admin Panel"): the figures and the waiting leads,
// the last sync with "Jetzt synchronisieren", the last audit entries, admin setup folded at the end.
import { type ClientActionFunctionArgs, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { AdminKeyForm } from "~/components/admin-key-form";
import { connectionErrorAction } from "~/components/connection-error";
import type { FormResult } from "~/components/form/use-form";
import { SyncCard } from "~/components/sync-card";
import { ADMIN_SETUP_TEXT } from "~/lib/content/admin-panel";
import { OverviewCards } from "./overview";
import type { loader } from "./route.server";
import { TodayCard } from "./today-card";

export { action, loader } from "./route.server";

export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => connectionErrorAction(serverAction);

export const meta: MetaFunction = () => [{ title: "Übersicht | Verwaltung | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminPanel() {
  const { overview, today, feed, status, liveNote, progress, constraints, audit } = useLoaderData<typeof loader>();
  // Actions redirect, or answer { form, result } for the form that failed validation.
  const actionData = useActionData<{ form?: string; result?: FormResult; connectionError?: string }>();
  const result = (form: string) => (actionData?.form === form ? (actionData.result ?? null) : null);
  // The staff header (signed-in e-mail, Abmelden, navigation) comes from the layout, routes/admin.tsx.
  return (
    <section className="staff-body">
      <h1>Übersicht</h1>
      {actionData?.connectionError ? (
        <p className="staff-alert staff-alert-error" role="alert">
          {actionData.connectionError}
        </p>
      ) : null}
      {/* What to do today first, the figures after it (ADR 0359). */}
      <TodayCard today={today} />
      <OverviewCards overview={overview} />
      <div className="staff-cards">
        <SyncCard feed={feed} page="overview" status={status} liveNote={liveNote} progress={progress}>
          <p className="staff-hint">
            <a href="/admin/technik">{feed ? "Feed-Einstellungen und letzte Läufe unter Technik" : "Feed-URL unter Technik hinterlegen"}</a>
          </p>
        </SyncCard>
      </div>
      {/* The audit trail shown in the panel, below the spec's three cards. */}
      <section className="card staff-card staff-audit-latest" aria-labelledby="audit-title">
        <h2 id="audit-title">Letzte Änderungen</h2>
        {/* One line per entry, built by the loader ('Noch keine Einträge.' when empty). */}
        <ol className="staff-audit-list">
          {audit.map((entry) => (
            <li key={entry.id}>{entry.line}</li>
          ))}
        </ol>
        <a href="/admin/protokoll">Ganzes Protokoll ansehen</a>
      </section>
      {/* A setup task done once: below the day's work, folded; open after a failed attempt. */}
      <details className="card staff-card staff-setup-fold" open={result("set-admin") !== null}>
        <summary>
          <h2 id="admin-setup-title">Admin-Rechte vergeben</h2>
        </summary>
        <p>{ADMIN_SETUP_TEXT}</p>
        <AdminKeyForm lastResult={result("set-admin")} constraint={constraints.adminKey} />
      </details>
    </section>
  );
}

// No ErrorBoundary of its own: the layout's (routes/admin.tsx) catches.
