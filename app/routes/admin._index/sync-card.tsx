// The feed-sync card of the Admin Panel (spec sections 4 "Sync panel", 8 "Sync"). Server-rendered;
// JavaScript adds the pending states.
import { Form, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { StaffTableScroller } from "~/components/staff-table-scroller";
import { FeedForm } from "./feed-form";

type SyncState = "success" | "error" | "partial" | "running";

export interface SyncCardProps {
  feed: { configured: true; url: string; password: "none" | "set" | "reenter"; passwordLabel: string } | null;
  /** The setup help under 'Fehlende Feed-URL Konfiguration' (loader data: text, not JavaScript). */
  setup: { intro: string; example: string; outro: string } | null;
  status: { status: SyncState; lastSync: string | null; itemsProcessed: number | null; errorMessage: string | null } | null;
  /** The last runs, in the table's words (the loader writes them). */
  runs: { id: number; started: string; trigger: string; status: string; objects: string; error: string }[];
  /** The runs table's column headings (loader data: words cost no JavaScript there). */
  runColumns: string[];
  /** A run under way, continued over several invocations (ADR 0034). */
  progress?: { done: number; total: number | null } | null;
  feedResult: FormResult | null;
  /** `feedConstraint()` from the loader (forms/admin.server.ts). */
  feedConstraint: FormConstraint;
}

/** Spec section 4: success → 'Erfolgreich', error → 'Fehler', anything else → 'Teilweise erfolgreich'. */
export function syncStatusLabel(status: string): string {
  if (status === "success") return "Erfolgreich";
  if (status === "error") return "Fehler";
  return "Teilweise erfolgreich";
}

export function SyncCard({ feed, setup, status, runs, runColumns, progress, feedResult, feedConstraint }: SyncCardProps) {
  const navigation = useNavigation();
  const location = useLocation();
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
          {status?.errorMessage ? (
            <p className="staff-alert staff-alert-error" role="alert">
              {status.errorMessage}
            </p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="sync" />
            <button className="button" type="submit" disabled={syncing}>
              {syncing ? "Synchronisiere..." : "Jetzt synchronisieren"}
            </button>
          </Form>
        </>
      ) : (
        <div className="staff-alert staff-alert-error staff-setup">
          <h3>Fehlende Feed-URL Konfiguration</h3>
          {setup ? (
            <p>
              {setup.intro} <code>{setup.example}</code>
              {setup.outro}
            </p>
          ) : null}
        </div>
      )}
      <FeedForm key={location.key} feed={feed} lastResult={feedResult} constraint={feedConstraint} />
      {runs.length > 0 ? (
        <StaffTableScroller label="Letzte Läufe">
          <table className="staff-table">
            <caption>Letzte Läufe</caption>
            <thead>
              <tr>
                {runColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={run.id}>
                  <td>{run.started}</td>
                  <td>{run.trigger}</td>
                  <td>{run.status}</td>
                  <td>{run.objects}</td>
                  <td>{run.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StaffTableScroller>
      ) : null}
    </article>
  );
}
