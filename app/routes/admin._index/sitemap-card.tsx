// The sitemap card of the Admin Panel (spec section 8 "Sitemap tools"). Server-rendered; the
// browser-only tools (copy, live test) appear once JavaScript runs.
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

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
