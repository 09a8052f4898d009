// The sitemap card of the Technik page (spec section 8 "Sitemap tools"), in a broker's words: one
// check, a download, and the browser-only tools (copy, the public-address check) once JavaScript runs.

import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { SITEMAP_CARD_TEXTS as text } from "~/lib/content/admin-panel";
import type { LocalToast } from "./sitemap-tools";

export function SitemapCard({
  sitemap,
  notices,
}: {
  sitemap: { xml: string } | null;
  /** The server's notices: the check (`?sitemap=test`), 'Sitemap erzeugt' (`?sitemap=generate`) or the error. */
  notices: LocalToast[];
}) {
  const navigation = useNavigation();
  const [toast, setToast] = useState<LocalToast | null>(null);
  const [testing, setTesting] = useState(false);
  // The copy and live-test buttons need JavaScript; render them only once it runs.
  const hydrated = useHydrated();
  const checking = navigation.state === "loading" && navigation.location.search.includes("sitemap=");
  const xml = sitemap?.xml ?? null;

  // The tools run in the browser only (spec section 7 "Browser-only actions"): loaded on first use.
  async function testDynamicRoute() {
    setTesting(true);
    setToast(await import("./sitemap-tools").then((tools) => tools.liveSitemapTest()));
    setTesting(false);
  }

  async function copy() {
    if (xml) setToast(await import("./sitemap-tools").then((tools) => tools.copySitemap(xml)));
  }

  // One action: "Sitemap prüfen" builds it, checks it and shows the start. The download is a plain
  // link; the check over the public address needs JavaScript and waits under "Weitere Prüfung".
  return (
    <article className="card staff-card" aria-labelledby="sitemap-title">
      <h2 id="sitemap-title">{text.title}</h2>
      <p>{text.intro}</p>
      <div className="staff-actions">
        <Form method="get">
          <input type="hidden" name="sitemap" value="test" />
          <button className="button" type="submit" disabled={checking}>
            {checking ? text.testing : text.test}
          </button>
        </Form>
        <a className="button button-secondary" href="/sitemap.xml" download="sitemap.xml">
          {text.download}
        </a>
      </div>
      {hydrated ? (
        <details className="staff-details staff-sitemap-more">
          <summary>{text.more}</summary>
          <p className="staff-hint">{text.liveHelp}</p>
          <button className="button button-secondary button-small" type="button" onClick={testDynamicRoute} disabled={testing}>
            {testing ? text.testing : text.live}
          </button>
        </details>
      ) : null}
      <div aria-live="polite">
        {/* The server's notices (test, generated, error) and the browser tools' result. */}
        {[...notices, toast].map((notice) =>
          notice ? (
            <p key={notice.title} className={`staff-alert staff-alert-${notice.type}`}>
              <strong>{notice.title}</strong> {notice.description}
            </p>
          ) : null,
        )}
      </div>
      {xml ? (
        <>
          <h3>{text.preview}</h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll sideways; keyboard users scroll it */}
          <pre className="staff-pre" data-testid="sitemap-preview" tabIndex={0}>
            {xml.slice(0, 200)}
          </pre>
          <details className="staff-details">
            <summary>{text.full}</summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll sideways; keyboard users scroll it */}
            <pre className="staff-pre staff-pre-full" tabIndex={0}>
              {xml}
            </pre>
          </details>
          {hydrated ? (
            <button className="button button-secondary" type="button" onClick={copy}>
              {text.copy}
            </button>
          ) : null}
        </>
      ) : null}
    </article>
  );
}
