// Admin Panel (spec leads-legal-admin.md sections 2 "Admin Panel", 4 "Sync panel", 8; DESIGN.md
// section 3). Three cards: feed sync, sitemap tools, admin setup; and the last audit entries
// (issue 15 item 5). The staff header is the layout's (routes/admin.tsx). requireAdmin guards the loader
// and every action intent; every state change is a POST that redirects with a flash toast.
import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminKeyForm } from "~/components/admin-key-form";
import type { LeadFormResult } from "~/components/forms";
import { OverviewCards } from "./overview";
import type { loader } from "./panel.server";
import { SitemapCard } from "./sitemap-card";
import { SyncCard } from "./sync-card";

export { action, loader } from "./panel.server";

// Spec leads-legal-admin.md "Sync errors": a request that never reaches the server (network down)
// is told in words, not as a broken page; "Edge Function" reads "der Server" here (ADR 0013).
// Only with JavaScript: without it the browser's own error page stands.
const CONNECTION_ERROR =
  "Verbindungsfehler: Der Server konnte nicht erreicht werden. Bitte überprüfen Sie Ihre Internetverbindung oder versuchen Sie es später erneut.";

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|send a request|load failed/i.test(error.message);
}

export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // Redirects and server errors are Responses and pass on; only a failed request is caught.
    if (isNetworkError(error)) return { connectionError: CONNECTION_ERROR };
    throw error;
  }
}

export const meta: MetaFunction = () => [{ title: "Übersicht | Verwaltung | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminPanel() {
  const { overview, feed, setup, status, runs, progress, sitemap, sitemapNotices, constraints, audit, texts } =
    useLoaderData<typeof loader>();
  // Actions redirect, or answer { form, result } for the form that failed validation.
  const actionData = useActionData<{ form?: string; result?: LeadFormResult; connectionError?: string }>();
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
      <OverviewCards overview={overview} />
      <div className="staff-cards">
        <SyncCard
          feed={feed}
          setup={setup}
          status={status}
          runs={runs}
          runColumns={texts.runColumns}
          progress={progress}
          feedResult={result("save-feed")}
          feedConstraint={constraints.feed}
        />
        <SitemapCard text={texts.sitemap} sitemap={sitemap} notices={sitemapNotices} />
        <article className="card staff-card" aria-labelledby="admin-setup-title">
          <h2 id="admin-setup-title">Admin-Rechte vergeben</h2>
          <p>{texts.adminSetup}</p>
          <AdminKeyForm lastResult={result("set-admin")} constraint={constraints.adminKey} />
        </article>
      </div>
      {/* Issue 15 item 5: the audit trail shown in the panel, below the spec's three cards. */}
      <section className="card staff-card staff-audit-latest" aria-labelledby="audit-title">
        <h2 id="audit-title">Letzte Änderungen</h2>
        {/* Lines built by the loader ('Noch keine Einträge.' when empty): no words in the bundle. */}
        <ol className="staff-audit-list">
          {audit.map((entry) => (
            <li key={entry.id}>{entry.line}</li>
          ))}
        </ol>
        <a href="/admin/protokoll">Ganzes Protokoll ansehen</a>
      </section>
    </section>
  );
}

// No ErrorBoundary of its own: the layout's (routes/admin.tsx) catches, saving the panel's bytes.
