// Admin Panel (spec leads-legal-admin.md sections 2 "Admin Panel", 4 "Sync panel", 8; DESIGN.md
// section 3). Three cards: feed sync, sitemap tools, admin setup. requireAdmin guards the loader
// and every action intent; every state change is a POST that redirects with a flash toast.
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminKeyForm } from "~/components/admin-key-form";
import type { LeadFormResult } from "~/components/forms";
import { StaffErrorBoundary } from "~/components/staff";
import adminStyles from "~/styles/admin.css";
import type { loader } from "./panel.server";
import { SitemapCard } from "./sitemap-card";
import { SyncCard } from "./sync-card";

export { action, loader } from "./panel.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Admin Panel | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function AdminPanel() {
  const { email, feed, setup, status, runs, progress, sitemap, sitemapTest, constraints } = useLoaderData<typeof loader>();
  // Actions redirect, or answer { form, result } for the form that failed validation.
  const actionData = useActionData<{ form: string; result: LeadFormResult }>();
  const result = (form: string) => (actionData?.form === form ? actionData.result : null);
  return (
    <section className="container staff-page">
      <header className="staff-header">
        <div>
          <h1>Admin Panel</h1>
          <p>
            Signed in as <strong>{email}</strong>
          </p>
        </div>
        <nav aria-label="Admin" className="staff-nav">
          <Link to="/admin/inquiries">Anfragen</Link>
          {/* A full document POST: a client-side submit would first revalidate this guarded page. */}
          <Form method="post" action="/logout" reloadDocument>
            <button className="button button-secondary" type="submit">
              Sign Out
            </button>
          </Form>
        </nav>
      </header>
      <div className="staff-cards">
        <SyncCard
          feed={feed}
          setup={setup}
          status={status}
          runs={runs}
          progress={progress}
          feedResult={result("save-feed")}
          feedConstraint={constraints.feed}
        />
        <SitemapCard sitemap={sitemap} test={sitemapTest} />
        <article className="card staff-card" aria-labelledby="admin-setup-title">
          <h2 id="admin-setup-title">Admin Setup</h2>
          <p>Grant admin privileges to a registered user. The user must sign up and verify the e-mail first.</p>
          <AdminKeyForm lastResult={result("set-admin")} constraint={constraints.adminKey} />
        </article>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <StaffErrorBoundary />;
}
