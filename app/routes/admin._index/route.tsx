// Admin Panel (spec leads-legal-admin.md sections 2 "Admin Panel", 4 "Sync panel", 8; DESIGN.md
// section 3). Three cards: feed sync, sitemap tools, admin setup. requireAdmin guards the loader
// and every action intent; every state change is a POST that redirects with a flash toast.
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminKeyForm } from "~/components/admin-key-form";
import type { LeadFormResult } from "~/components/forms";
import { StaffErrorBoundary } from "~/components/staff";
import { adminKeyConstraint, feedConstraint, parseFeedForm, readAdminIntent } from "~/forms/admin.server";
import { syncFeed } from "~/integrations/openimmo/sync.server";
import { buildSitemapXml } from "~/lib/sitemap";
import { getFeedCredentials, saveFeedCredentials } from "~/models/api-credentials.server";
import { getSitemapSources } from "~/models/sitemap.server";
import { getSyncStatus, listSyncRuns } from "~/models/sync-status.server";
import adminStyles from "~/styles/admin.css";
import { formatViennaDateTime, maskFeedUrl } from "~/utils/admin-format";
import { handleAdminKey } from "~/utils/admin-key.server";
import { httpError, requireAdmin, requireAdminAction } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/session.server";
import { SitemapCard, SyncCard } from "./cards";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Admin Panel | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const SYNC_OK_DEFAULT = "Die Synchronisierung wurde erfolgreich durchgeführt.";
const SYNC_FAILED_DEFAULT = "Ein unbekannter Fehler ist aufgetreten.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const url = new URL(request.url);
  // A configuration-check error counts as not configured (spec section 8, Sync).
  const credentials = await getFeedCredentials(context.db).catch(() => null);
  const [status, runs] = await Promise.all([getSyncStatus(context.db), listSyncRuns(context.db, { limit: 10 })]);
  let sitemap: { xml: string } | { error: string } | null = null;
  if (url.searchParams.get("sitemap") === "generate") {
    try {
      sitemap = { xml: buildSitemapXml(context.env.SITE_URL, await getSitemapSources(context.db)) };
    } catch (error) {
      sitemap = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    email: user.email,
    constraints: { feed: feedConstraint(), adminKey: adminKeyConstraint() },
    feed: credentials ? { configured: true as const, url: maskFeedUrl(credentials.url), passwordSet: credentials.password !== "" } : null,
    status: status
      ? {
          status: status.status,
          lastSync: formatViennaDateTime(status.lastSyncAt),
          itemsProcessed: status.itemsProcessed,
          errorMessage: status.errorMessage,
        }
      : null,
    runs: runs.map((run) => ({ ...run, started: formatViennaDateTime(run.startedAt) ?? run.startedAt })),
    sitemap,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdminAction(request, context);
  const formData = await request.formData();
  const intent = readAdminIntent(formData);
  if (!intent) throw httpError(400, "Unknown action.");

  if (intent === "set-admin") {
    return handleAdminKey(request, context, { formData, failureTo: "/admin", successTo: () => "/admin" });
  }

  if (intent === "save-feed") {
    const submission = parseFeedForm(formData);
    if (submission.status !== "success") {
      return data({ form: "save-feed" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const { feedUrl, password, clearPassword } = submission.value;
    const existing = await getFeedCredentials(context.db);
    // The password is write-only: an empty field keeps the stored one unless it is cleared on purpose.
    const nextPassword = clearPassword ? "" : (password ?? existing?.password ?? "");
    await saveFeedCredentials(context.db, { url: feedUrl, password: nextPassword, now: context.now() });
    return redirectWithToast(context.env, request, "/admin", {
      type: "success",
      title: "Feed-Konfiguration gespeichert",
      description: "Die Feed-URL wurde gespeichert.",
    });
  }

  try {
    // The same call as the cron (background/scheduled.server.ts), marked as started by staff.
    const result = await syncFeed({
      db: context.db,
      d1: context.env.DB,
      fetch: globalThis.fetch.bind(globalThis),
      now: context.now(),
      trigger: "admin",
      photoQueue: context.env.PHOTO_QUEUE,
    });
    if (result.status === "error") {
      return redirectWithToast(context.env, request, "/admin", {
        type: "error",
        title: "Synchronisierung fehlgeschlagen",
        description: result.message || SYNC_FAILED_DEFAULT,
      });
    }
    return redirectWithToast(context.env, request, "/admin", {
      type: "success",
      title: "Synchronisierung erfolgreich",
      description: result.message || SYNC_OK_DEFAULT,
    });
  } catch (error) {
    return redirectWithToast(context.env, request, "/admin", {
      type: "error",
      title: "Synchronisierung fehlgeschlagen",
      description: (error instanceof Error && error.message) || SYNC_FAILED_DEFAULT,
    });
  }
}

export default function AdminPanel() {
  const { email, feed, status, runs, sitemap, constraints } = useLoaderData<typeof loader>();
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
        <SyncCard feed={feed} status={status} runs={runs} feedResult={result("save-feed")} feedConstraint={constraints.feed} />
        <SitemapCard sitemap={sitemap} />
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
