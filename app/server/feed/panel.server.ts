// The feed sync's server half for the Übersicht (last sync, "Jetzt synchronisieren") and the
// Technik page (settings, runs). Callers guard with requireAdmin/requireAdminAction first.
import { data } from "react-router";
import { formatViennaDateTime, maskFeedUrl, syncStatusLabel } from "~/lib/admin-format";
import { parseFeedForm } from "~/server/accounts/admin-forms.server";
import {
  FEED_PASSWORD_CLEARED,
  feedPasswordState,
  getFeedCredentials,
  saveFeedCredentials,
} from "~/server/accounts/api-credentials.queries.server";
import { recordAudit } from "~/server/accounts/audit.queries.server";
import { logSecurityEvent } from "~/server/accounts/security-log.server";
import { redirectWithToast } from "~/server/accounts/session.server";
import type { RequestContext } from "~/server/context";
import { countLiveListings, getSyncProgress, getSyncStatus, listSyncRuns } from "~/server/feed/queries.server";
import { feedSyncArgs, syncFeed } from "~/server/feed/sync.server";
import { type AppEnv, justimmoApiBase } from "~/server/http/env.server";
import { clientAddress } from "~/server/http/rate-limit.server";

type Actor = { id: string; email: string };

const SYNC_OK_DEFAULT = "Die Synchronisierung wurde erfolgreich durchgeführt.";
const SYNC_FAILED_DEFAULT = "Ein unbekannter Fehler ist aufgetreten.";

/** The toast after an admin-started sync: the sync's own message, else the spec's default text (section 8). */
export function syncToast(outcome: "success" | "error", message: string | null | undefined) {
  return outcome === "success"
    ? { type: "success" as const, title: "Synchronisierung erfolgreich", description: message || SYNC_OK_DEFAULT }
    : { type: "error" as const, title: "Synchronisierung fehlgeschlagen", description: message || SYNC_FAILED_DEFAULT };
}

/** Logs a failed read and answers the fallback: the staff pages stay usable (spec section 8). */
export const logged =
  <T>(route: string, fallback: T) =>
  (error: unknown): T => {
    console.warn(JSON.stringify({ route, error: String(error) }));
    return fallback;
  };

/** The sync card's data: configuration, last sync, progress; on Technik the last ten runs too. */
export async function loadFeedState(context: RequestContext, { page }: { page: "overview" | "technik" }) {
  const withRuns = page === "technik";
  // A configuration-check error counts as not configured (spec section 8, Sync).
  const credentials = await getFeedCredentials(context.db).catch(() => null);
  // Spec section 8: a failed sync-status read shows 'Nie' and the page stays usable.
  // The runs on both pages: the Übersicht needs the latest for "Letzte Synchronisierung" when the
  // status row has no finished sync yet (a first run still under way, or a status row lost).
  const [status, runs, progress, listings] = await Promise.all([
    getSyncStatus(context.db).catch(logged("admin", null)),
    listSyncRuns(context.db, { limit: withRuns ? 10 : 3 }).catch(logged("admin", [])),
    getSyncProgress(context.db).catch(logged("admin", null)),
    countLiveListings(context.db).catch(logged("admin", null)),
  ]);
  const lastFinished = runs.find((run) => run.finishedAt !== null && run.status !== "running");
  const lastSyncAt = status?.lastSyncAt ?? lastFinished?.finishedAt ?? null;
  return {
    feed: credentials
      ? {
          configured: true as const,
          url: maskFeedUrl(credentials.url),
          password: feedPasswordState(credentials.password),
          // On justimmo's server (JUSTIMMO_API_URL): only then does a sync bring justimmo's objects.
          justimmo: isJustimmoFeed(credentials.url, context.env),
        }
      : null,
    status:
      status || lastFinished
        ? {
            status: status?.status ?? lastFinished?.status ?? "success",
            lastSync: formatViennaDateTime(lastSyncAt),
            itemsProcessed: status?.itemsProcessed ?? lastFinished?.itemsProcessed ?? null,
            errorMessage: status?.errorMessage ?? lastFinished?.errorMessage ?? null,
          }
        : null,
    // Why "Nie" while listings are online: they did not come from this feed (seeded or imported).
    liveNote: liveListingsNote(lastSyncAt, listings),
    /** The live listings and how many of them the feed wrote; null when unreadable. */
    listings,
    progress,
    // Rows as the table shows them, times in Vienna (lib/admin-format.ts).
    runs: (withRuns ? runs : []).map((run) => ({
      id: run.id,
      started: formatViennaDateTime(run.startedAt) ?? run.startedAt,
      trigger: run.trigger === "cron" ? "Zeitplan" : run.trigger === "admin" ? "Admin" : run.trigger,
      state: run.status,
      status: run.status === "running" ? "Läuft" : syncStatusLabel(run.status),
      finished: run.finishedAt ? (formatViennaDateTime(run.finishedAt) ?? run.finishedAt) : null,
      objects: `${run.itemsProcessed} verarbeitet, ${run.itemsCreated} neu, ${run.itemsUpdated} geändert, ${run.itemsUnchanged} unverändert, ${run.itemsSkipped} übersprungen, ${run.itemsWithdrawn} zurückgezogen`,
      error: run.errorMessage ?? "–",
    })),
  };
}

/** Whether the feed address lies on justimmo's API server; false for any other or a broken one. */
export function isJustimmoFeed(url: string, env: Pick<AppEnv, "JUSTIMMO_API_URL">): boolean {
  const api = justimmoApiBase(env);
  try {
    return api !== null && new URL(url).origin === api.origin;
  } catch {
    return false;
  }
}

/** A sentence under "Letzte Synchronisierung: Nie" when listings are online anyway, else null. */
export function liveListingsNote(lastSyncAt: string | null, listings: { live: number; fromFeed: number } | null): string | null {
  if (lastSyncAt || !listings || listings.live === 0) return null;
  if (listings.fromFeed === 0) {
    return listings.live === 1
      ? "Die eine Immobilie auf der Website stammt nicht aus diesem Feed."
      : `Die ${listings.live} Immobilien auf der Website stammen nicht aus diesem Feed.`;
  }
  return `${listings.live === 1 ? "1 Immobilie ist" : `${listings.live} Immobilien sind`} online; ein Lauf des Feeds ist noch nicht abgeschlossen.`;
}

/** intent=save-feed: validates, stores (password write-only), audits, redirects to `to`. */
export async function saveFeed(context: RequestContext, request: Request, formData: FormData, actor: Actor, to: string) {
  const submission = parseFeedForm(formData);
  if (submission.status !== "success") {
    return data({ form: "save-feed" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { feedUrl, password, clearPassword } = submission.value;
  // The password is write-only and stored encrypted: an empty field keeps the stored one unless
  // it is cleared on purpose or the URL moves to another origin.
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
  // The URL as the page shows it (credentials masked); the password never appears.
  const passwordNote = saved.passwordCleared ? ", Passwort entfernt" : password ? ", Passwort neu gesetzt" : "";
  await recordAudit(context.db, {
    actor,
    action: "feed.save",
    entity: "api_credentials",
    summary: `Feed-URL ${maskFeedUrl(feedUrl)} gespeichert${passwordNote}`,
    now: context.now(),
  });
  return redirectWithToast(context.env, request, to, {
    type: "success",
    title: "Feed-Konfiguration gespeichert",
    description: saved.passwordCleared ? `Die Feed-URL wurde gespeichert. ${FEED_PASSWORD_CLEARED}` : "Die Feed-URL wurde gespeichert.",
  });
}

/** intent=sync: the cron's sync, started by staff (audited), its outcome as a toast on `to`. */
export async function startSync(context: RequestContext, request: Request, actor: Actor, to: string) {
  // A run started by hand is a staff action; the cron's runs are not.
  await recordAudit(context.db, {
    actor,
    action: "sync.start",
    entity: "sync",
    summary: "Synchronisierung von Hand gestartet",
    now: context.now(),
  });
  try {
    // The cron's sync, marked as started by staff. The click answers within ~20 s; a larger
    // feed goes on through the feed-sync queue.
    const result = await syncFeed(feedSyncArgs(context, { now: context.now(), trigger: "admin", budget: { maxMs: 20_000 } }));
    if (result.status === "running") {
      // A large feed goes on in the background; the page shows its progress.
      return redirectWithToast(context.env, request, to, {
        type: "success",
        title: "Synchronisierung läuft",
        description: result.message,
      });
    }
    if (result.status === "error") {
      await logSyncFailure(context, request, actor, result.message || SYNC_FAILED_DEFAULT);
      return redirectWithToast(context.env, request, to, syncToast("error", result.message));
    }
    return redirectWithToast(context.env, request, to, syncToast("success", result.message));
  } catch (error) {
    const message = error instanceof Error ? error.message : null;
    await logSyncFailure(context, request, actor, message || SYNC_FAILED_DEFAULT);
    return redirectWithToast(context.env, request, to, syncToast("error", message));
  }
}

/** A failed admin-started sync is a security event too: in the log and the Protokoll. */
function logSyncFailure(context: RequestContext, request: Request, actor: Actor, message: string) {
  return logSecurityEvent(context, {
    event: "sync.failure",
    email: actor.email,
    client: clientAddress(request),
    reason: "admin-sync-failed",
    audit: { actor, summary: `Synchronisierung fehlgeschlagen: ${message}` },
  });
}
