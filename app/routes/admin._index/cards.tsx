// The sync and sitemap cards of the Admin Panel (spec sections 4 "Sync panel", 8 "Sync",
// "Sitemap tools"). Server-rendered; JavaScript adds the pending states and the browser-only
// sitemap tools (copy, live test), which stay hidden without it.
import { Form, useLocation, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AppForm, Field, SubmitButton } from "~/components/form/fields";
import { useForm } from "~/components/form/use-form";
import type { FormConstraint, FormResult } from "~/forms/lead-form";

type SyncState = "success" | "error" | "partial" | "running";

interface SyncCardProps {
  feed: { configured: true; url: string; password: "none" | "set" | "reenter"; passwordLabel: string } | null;
  /** The setup help under 'Fehlende Feed-URL Konfiguration' (loader data: text, not JavaScript). */
  setup: { intro: string; example: string; outro: string } | null;
  status: { status: SyncState; lastSync: string | null; itemsProcessed: number | null; errorMessage: string | null } | null;
  /** The last runs, in the table's words (the loader writes them). */
  runs: { id: number; started: string; trigger: string; status: string; objects: string; error: string }[];
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

export function SyncCard({ feed, setup, status, runs, progress, feedResult, feedConstraint }: SyncCardProps) {
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
        <div className="staff-table-wrap">
          <table className="staff-table">
            <caption>Letzte Läufe</caption>
            <thead>
              <tr>
                <th scope="col">Gestartet</th>
                <th scope="col">Auslöser</th>
                <th scope="col">Status</th>
                <th scope="col">Objekte</th>
                <th scope="col">Fehler</th>
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
        </div>
      ) : null}
    </article>
  );
}

function FeedForm({
  feed,
  lastResult,
  constraint,
}: {
  feed: SyncCardProps["feed"];
  lastResult: FormResult | null;
  constraint: FormConstraint;
}) {
  // The rules (schemas/admin.ts) load on the form's first focus (ADR 0021).
  const [form, fields] = useForm({
    id: "save-feed",
    schema: () => import("~/schemas/admin").then((m) => m.feedFormSchema),
    constraint,
    lastResult,
  });
  return (
    <details className="staff-details" open={!feed || Boolean(lastResult)}>
      <summary>{feed ? "Feed-Konfiguration ändern" : "Feed-URL hinterlegen"}</summary>
      {feed ? (
        <p className="staff-hint">
          Aktuelle Feed-URL: <code>{feed.url}</code> · Passwort: {feed.passwordLabel}
        </p>
      ) : null}
      <AppForm form={form} className="staff-form">
        {/* type=text: a url input may not carry the invalid value echoed back after a failed save
            (Nu Html Checker); the server checks the URL, inputMode keeps the URL keyboard. */}
        <Field meta={fields.feedUrl} label="Feed-URL" inputMode="url" autoComplete="off" placeholder="https://..." />
        <Field
          meta={fields.password}
          label="Passwort (Basic-Auth, optional)"
          type="password"
          autoComplete="new-password"
          hint="Das Passwort wird nie wieder angezeigt. Leer lassen, um das gespeicherte zu behalten."
        />
        {feed && feed.password !== "none" ? (
          <label className="staff-checkbox">
            <input type="checkbox" name="clearPassword" /> Gespeichertes Passwort entfernen
          </label>
        ) : null}
        <SubmitButton intent="save-feed" pendingLabel="Wird gespeichert...">
          Feed-Konfiguration speichern
        </SubmitButton>
      </AppForm>
    </details>
  );
}

type LocalToast = { type: "success" | "error" | "info"; title: string; description?: string };

/** Spec section 7: the live check fetches /sitemap.xml?t={timestamp} and looks for the declaration and urlset. */
export function checkSitemapText(text: string): "ok" | "warning" {
  return text.trimStart().startsWith("<?xml") && /<urlset[\s>]/.test(text) ? "ok" : "warning";
}

export function SitemapCard({
  sitemap,
  test,
}: {
  sitemap: { xml: string } | { error: string } | null;
  /** The server's format check of the generated sitemap (`?sitemap=test`). */
  test: LocalToast | null;
}) {
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [toast, setToast] = useState<LocalToast | null>(null);
  const [testing, setTesting] = useState(false);
  // The copy and live-test buttons need JavaScript; render them only once it runs.
  useEffect(() => setHydrated(true), []);
  const generating = navigation.state === "loading" && navigation.location.search.includes("sitemap=generate");
  const xml = sitemap && "xml" in sitemap ? sitemap.xml : null;

  async function testDynamicRoute() {
    setTesting(true);
    try {
      const response = await fetch(`/sitemap.xml?t=${Date.now()}`, { cache: "no-store" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      setToast(
        checkSitemapText(text) === "ok"
          ? {
              type: "success",
              title: "Dynamic sitemap test successful",
              description: "The dynamic sitemap returned valid XML with a urlset.",
            }
          : {
              type: "error",
              title: "Dynamic sitemap test content warning",
              description: "The response is missing the XML declaration or the urlset.",
            },
      );
    } catch (error) {
      setToast({
        type: "error",
        title: "Dynamic sitemap test failed",
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setTesting(false);
    }
  }

  async function copy() {
    if (!xml) return;
    try {
      await navigator.clipboard.writeText(xml);
      setToast({ type: "success", title: "Copied to clipboard", description: "The sitemap XML is in your clipboard." });
    } catch {
      setToast({ type: "error", title: "Copy failed", description: "The browser did not allow access to the clipboard." });
    }
  }

  return (
    <article className="card staff-card" aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">Website Sitemap</h2>
      <p>Generate the sitemap from the current pages, properties, team members and blog posts.</p>
      <div className="staff-actions">
        <Form method="get">
          <input type="hidden" name="sitemap" value="generate" />
          <button className="button" type="submit" disabled={generating}>
            {generating ? "Generating..." : "Generate Sitemap"}
          </button>
        </Form>
        <Form method="get">
          <input type="hidden" name="sitemap" value="test" />
          <button className="button button-secondary" type="submit">
            Test Sitemap
          </button>
        </Form>
        <a className="button button-secondary" href="/sitemap.xml" download="sitemap.xml">
          Download sitemap.xml
        </a>
        {hydrated ? (
          <button className="button button-secondary" type="button" onClick={testDynamicRoute} disabled={testing}>
            {testing ? "Testing..." : "Test Dynamic Sitemap"}
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {test ? (
          <p className={`staff-alert staff-alert-${test.type}`}>
            <strong>{test.title}</strong> {test.description}
          </p>
        ) : null}
        {toast ? (
          <p className={`staff-alert staff-alert-${toast.type}`}>
            <strong>{toast.title}</strong> {toast.description}
          </p>
        ) : null}
        {sitemap && "error" in sitemap ? (
          <p className="staff-alert staff-alert-error">
            <strong>Error generating sitemap</strong> {sitemap.error}
          </p>
        ) : null}
        {xml ? (
          <p className="staff-alert staff-alert-success">
            <strong>Sitemap generated</strong> {countUrls(xml)} URLs.
          </p>
        ) : null}
      </div>
      {xml ? (
        <>
          <h3>Preview</h3>
          <pre className="staff-pre" data-testid="sitemap-preview">
            {xml.slice(0, 200)}
          </pre>
          <details className="staff-details">
            <summary>Full XML</summary>
            <pre className="staff-pre staff-pre-full">{xml}</pre>
          </details>
          {hydrated ? (
            <button className="button button-secondary" type="button" onClick={copy}>
              Copy to Clipboard
            </button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

function countUrls(xml: string): number {
  return xml.split("<url>").length - 1;
}
