// The Admin Panel's server half (ADR 0011: one `.server` module per route instead of one empty
// browser stub per server import): loader and action, re-exported by route.tsx. requireAdmin
// guards the loader and every action intent; every state change is a POST that redirects with a
// flash toast.
import { type ActionFunctionArgs, type AppLoadContext, data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { adminKeyConstraint, feedConstraint, parseFeedForm, readAdminIntent } from "~/forms/admin.server";
import { continueFeedSync, syncFeed } from "~/integrations/openimmo/sync.server";
import { FEED_PASSWORD_CLEARED, feedPasswordState, getFeedCredentials, saveFeedCredentials } from "~/models/api-credentials.server";
import { recordAudit } from "~/models/audit.server";
import { getSyncProgress } from "~/models/sync-cursor.server";
import { getSyncStatus, listSyncRuns } from "~/models/sync-status.server";
import { formatViennaDateTime, maskFeedUrl } from "~/utils/admin-format";
import { handleAdminKey } from "~/utils/admin-key.server";
import { httpError, keepSessionAfterRoleChange, readStaffForm, requireAdmin, requireAdminAction } from "~/utils/auth.server";
import { clientAddress } from "~/utils/rate-limit.server";
import { logSecurityEvent } from "~/utils/security-log.server";
import { redirectWithToast } from "~/utils/session.server";
import { latestAuditRows } from "../admin.protokoll/protokoll.server";
import { loadOverview } from "./overview.server";
import { CARD_TEXTS, PASSWORD_LABELS, SETUP_HELP, SYNC_FAILED_DEFAULT, syncToast } from "./panel-texts.server";
import { runSitemapTool } from "./sitemap.server";
import { syncStatusLabel } from "./sync-card";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context);
  const url = new URL(request.url);
  // A configuration-check error counts as not configured (spec section 8, Sync).
  const credentials = await getFeedCredentials(context.db).catch(() => null);
  // Spec section 8: a failed sync-status read shows 'Nie' and the panel stays usable.
  const logged =
    <T>(fallback: T) =>
    (error: unknown): T => {
      console.warn(JSON.stringify({ route: "admin", error: String(error) }));
      return fallback;
    };
  const [overview, status, runs, progress, audit] = await Promise.all([
    loadOverview(context.db, context.now()),
    getSyncStatus(context.db).catch(logged(null)),
    listSyncRuns(context.db, { limit: 10 }).catch(logged([])),
    getSyncProgress(context.db).catch(logged(null)),
    latestAuditRows(context.db).catch(logged([])),
  ]);
  const { sitemap, notices: sitemapNotices } = await runSitemapTool(url.searchParams.get("sitemap"), context);
  return {
    overview,
    sitemapNotices,
    email: user.email,
    constraints: { feed: feedConstraint(), adminKey: adminKeyConstraint() },
    setup: credentials ? null : SETUP_HELP,
    feed: credentials
      ? {
          configured: true as const,
          url: maskFeedUrl(credentials.url),
          password: feedPasswordState(credentials.password),
          passwordLabel: PASSWORD_LABELS[feedPasswordState(credentials.password)],
        }
      : null,
    status: status
      ? {
          status: status.status,
          lastSync: formatViennaDateTime(status.lastSyncAt),
          itemsProcessed: status.itemsProcessed,
          errorMessage: status.errorMessage,
        }
      : null,
    // Rows as the table shows them: the words are built here, not in the page's JavaScript.
    runs: runs.map((run) => ({
      id: run.id,
      started: formatViennaDateTime(run.startedAt) ?? run.startedAt,
      trigger: run.trigger === "cron" ? "Zeitplan" : run.trigger === "admin" ? "Admin" : run.trigger,
      status: run.status === "running" ? "Läuft" : syncStatusLabel(run.status),
      objects: `${run.itemsProcessed} verarbeitet, ${run.itemsCreated} neu, ${run.itemsUpdated} geändert, ${run.itemsUnchanged} unverändert, ${run.itemsSkipped} übersprungen, ${run.itemsWithdrawn} zurückgezogen`,
      error: run.errorMessage ?? "–",
    })),
    progress,
    sitemap,
    texts: CARD_TEXTS,
    // One line per entry: the panel shows a short list, /admin/protokoll the table.
    audit:
      audit.length > 0
        ? audit.map((entry) => ({ id: entry.id, line: `${entry.at} · ${entry.actor} · ${entry.entity}: ${entry.summary}` }))
        : [{ id: 0, line: "Noch keine Einträge." }],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminAction(request, context);
  const actor = { id: user.id, email: user.email };
  const formData = await readStaffForm(request);
  const intent = readAdminIntent(formData);
  if (!intent) throw httpError(400, "Unbekannte Aktion.");

  if (intent === "set-admin") {
    const response = await handleAdminKey(request, context, { formData, actor, failureTo: "/admin", successTo: () => "/admin" });
    // Granting oneself the role (an ADMIN_EMAILS admin) ends one's sessions; keep this one (ADR 0062).
    return keepSessionAfterRoleChange(context, request, user.id, response);
  }

  if (intent === "save-feed") {
    const submission = parseFeedForm(formData);
    if (submission.status !== "success") {
      return data({ form: "save-feed" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
    }
    const { feedUrl, password, clearPassword } = submission.value;
    // The password is write-only and stored encrypted: an empty field keeps the stored one unless
    // it is cleared on purpose or the URL moves to another origin (ADR 0063).
    const saved = await saveFeedCredentials(context.db, {
      feedUrl,
      password,
      clearPassword: clearPassword === "on",
      credentialsKey: context.env.CREDENTIALS_KEY,
      now: context.now(),
    });
    if (!saved.ok) {
      // Never echo a password back, also not one typed into the URL.
      const hideFields = new URL(feedUrl).password ? ["password", "feedUrl"] : ["password"];
      return data(
        { form: "save-feed" as const, result: submission.reply({ hideFields, fieldErrors: { feedUrl: [saved.message] } }) },
        { status: 400 },
      );
    }
    // The URL as the panel shows it (credentials masked); the password never appears.
    const passwordNote = saved.passwordCleared ? ", Passwort entfernt" : password ? ", Passwort neu gesetzt" : "";
    await recordAudit(context.db, {
      actor,
      action: "feed.save",
      entity: "api_credentials",
      summary: `Feed-URL ${maskFeedUrl(feedUrl)} gespeichert${passwordNote}`,
      now: context.now(),
    });
    return redirectWithToast(context.env, request, "/admin", {
      type: "success",
      title: "Feed-Konfiguration gespeichert",
      description: saved.passwordCleared ? `Die Feed-URL wurde gespeichert. ${FEED_PASSWORD_CLEARED}` : "Die Feed-URL wurde gespeichert.",
    });
  }

  // A run started by hand is a staff action (issue 15 item 5); the cron's runs are not.
  await recordAudit(context.db, {
    actor,
    action: "sync.start",
    entity: "sync",
    summary: "Synchronisierung von Hand gestartet",
    now: context.now(),
  });
  try {
    // The same call as the cron (background/scheduled.server.ts), marked as started by staff.
    const result = await syncFeed({
      db: context.db,
      fetch: globalThis.fetch.bind(globalThis),
      now: context.now(),
      trigger: "admin",
      credentialsKey: context.env.CREDENTIALS_KEY,
      photoQueue: context.env.PHOTO_QUEUE,
      // The click answers within ~20 s; a larger feed goes on through the feed-sync queue.
      budget: { maxMs: 20_000 },
      continueLater: continueFeedSync(context.env),
    });
    if (result.status === "running") {
      // A large feed goes on in the background (ADR 0034); the panel shows its progress.
      return redirectWithToast(context.env, request, "/admin", {
        type: "success",
        title: "Synchronisierung läuft",
        description: result.message,
      });
    }
    if (result.status === "error") {
      await logSyncFailure(context, request, actor, result.message || SYNC_FAILED_DEFAULT);
      return redirectWithToast(context.env, request, "/admin", syncToast("error", result.message));
    }
    return redirectWithToast(context.env, request, "/admin", syncToast("success", result.message));
  } catch (error) {
    const message = error instanceof Error ? error.message : null;
    await logSyncFailure(context, request, actor, message || SYNC_FAILED_DEFAULT);
    return redirectWithToast(context.env, request, "/admin", syncToast("error", message));
  }
}

/** A failed admin-started sync is a security event too (ADR 0108): in the log and the Protokoll. */
function logSyncFailure(context: AppLoadContext, request: Request, actor: { id: string; email: string }, message: string) {
  return logSecurityEvent(context, {
    event: "sync.failure",
    email: actor.email,
    client: clientAddress(request),
    reason: "admin-sync-failed",
    audit: { actor, summary: `Synchronisierung fehlgeschlagen: ${message}` },
  });
}
