// The feed-sync card (spec sections 4 "Sync panel", 8 "Sync"): state, last sync and "Jetzt
// synchronisieren" on the Übersicht and on /admin/technik; there the feed settings and the runs
// follow as children. Server-rendered; JavaScript adds the pending states.

import type { ReactNode } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { syncStatusLabel } from "~/lib/admin-format";
import { setupHelp } from "~/lib/content/admin-panel";

type SyncState = "success" | "error" | "partial" | "running";

export interface SyncCardProps {
  feed: { configured: true; url: string; password: "none" | "set" | "reenter"; justimmo?: boolean } | null;
  /** Which page shows the card: the setup help under 'Fehlende Feed-URL Konfiguration' differs. */
  page: "overview" | "technik";
  status: { status: SyncState; lastSync: string | null; itemsProcessed: number | null; errorMessage: string | null } | null;
  /** Under "Letzte Synchronisierung: Nie" when listings are online anyway (they were seeded). */
  liveNote?: string | null;
  /** A run under way, continued over several invocations. */
  progress?: { done: number; total: number | null } | null;
  /**
   * The address is not justimmo's and no listing came from it: "Feed einrichten" (a link to the
   * form, `#feed-einrichten`) is the main action, a sync only the second one.
   */
  setupFirst?: boolean;
  /** Below the card's state: the Technik link (Übersicht) or the feed form and the runs (Technik). */
  children?: ReactNode;
}

export function SyncCard({ feed, page, status, liveNote, progress, setupFirst, children }: SyncCardProps) {
  const navigation = useNavigation();
  const setup = setupHelp(page);
  const revalidator = useRevalidator();
  const syncing = navigation.state !== "idle" && navigation.formData?.get("intent") === "sync";
  // Server-rendered there is no pending check; the spinner shows while a revalidation runs.
  const checking = revalidator.state === "loading" || (navigation.state === "loading" && !navigation.formData);
  return (
    <article className="card staff-card" aria-labelledby="sync-title" aria-busy={checking || syncing}>
      <h2 id="sync-title">Immobilien-Feed synchronisieren</h2>
      {checking ? (
        <p className="staff-spinner" role="status">
          <span className="spinner" aria-hidden="true" /> Konfiguration wird geprüft...
        </p>
      ) : null}
      {feed ? (
        <>
          <dl className="staff-facts">
            {status ? (
              <>
                <dt>Status</dt>
                <dd>
                  <span className={`staff-badge staff-badge-${status.status}`}>{syncStatusLabel(status.status)}</span>
                </dd>
              </>
            ) : null}
            {progress ? (
              <>
                <dt>Fortschritt</dt>
                <dd>
                  {progress.done} von {progress.total ?? "?"} Objekten
                </dd>
              </>
            ) : null}
            <dt>Letzte Synchronisierung</dt>
            <dd>{status?.lastSync ?? "Nie"}</dd>
            {status?.itemsProcessed != null && status.itemsProcessed >= 0 ? (
              <>
                <dt>Verarbeitete Objekte</dt>
                <dd>{status.itemsProcessed}</dd>
              </>
            ) : null}
          </dl>
          {/* Never synced while no run is under way: "Nie" above says it; this line says only what
              follows from it. Listings online anyway (seeded) are a fact, not an alarm. */}
          {!status?.lastSync && !progress && status?.status !== "running" ? (
            liveNote ? (
              <p className="staff-hint staff-live-note">{liveNote}</p>
            ) : setupFirst ? null : (
              <p className="staff-alert staff-alert-warning">Die Website zeigt Immobilien aus dem Feed erst nach dem ersten Abgleich.</p>
            )
          ) : null}
          {status?.errorMessage ? (
            <p className="staff-alert staff-alert-error" role="alert">
              {status.errorMessage}
            </p>
          ) : null}
          {setupFirst ? (
            <p className="staff-alert staff-alert-warning">
              Die hinterlegte Feed-Adresse gehört nicht zu justimmo: ein Abgleich übernimmt von dort keine Objekte aus justimmo. Tragen Sie
              die Adresse des justimmo-Exports ein.
            </p>
          ) : null}
          <Form method="post" className="staff-actions">
            {setupFirst ? (
              <a className="button" href="#feed-einrichten">
                Feed einrichten
              </a>
            ) : null}
            <input type="hidden" name="intent" value="sync" />
            <button className={setupFirst ? "button button-secondary" : "button"} type="submit" disabled={syncing}>
              {syncing ? "Synchronisiere..." : "Jetzt synchronisieren"}
            </button>
          </Form>
        </>
      ) : (
        <div className="staff-alert staff-alert-error staff-setup">
          <h3>Fehlende Feed-URL Konfiguration</h3>
          <p>
            {setup.intro} <code>{setup.example}</code>
            {setup.outro}
          </p>
          {setup.link ? (
            <p>
              <Link to={setup.link.href}>{setup.link.label}</Link>
            </p>
          ) : null}
        </div>
      )}
      {children}
    </article>
  );
}
