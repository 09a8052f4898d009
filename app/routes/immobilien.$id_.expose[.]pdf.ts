// GET /immobilien/{id}/expose.pdf (issue 27 item 3, ADR 0157): the listing's PDF exposé from R2.
// Never rendered on the request: when the stored PDF is missing or older than the listing, the
// request queues it and answers 202 "Das Exposé wird erstellt"; unknown 404, withdrawn 410.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "~/components/logo";
import { site } from "~/config/site";
import { exposeKey, exposeVersion, requestExpose } from "~/integrations/expose/generate.server";
import { loadLegalTerms } from "~/models/legal-settings.server";
import { getPropertyByRouteId } from "~/models/properties.server";
import appStyles from "~/styles/app.css";
import { noStore } from "~/utils/cache.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/**
 * The site's frame for this page, which a resource route renders without Remix's router: the
 * logo and "Kontakt" above, the legal links below, in the markup and classes of the site header
 * and footer so that app.css styles them the same.
 */
function frameHeader(): string {
  return `<div class="site-header-inner"><a class="site-logo" href="/" aria-label="${escapeHtml(site.brand)} – zur Startseite">${renderToStaticMarkup(createElement(Logo))}</a><a class="button header-contact" href="/kontakt">Kontakt</a></div>`;
}

function frameFooter(year: number): string {
  const links = [
    ["/impressum", "Impressum"],
    ["/datenschutz", "Datenschutz"],
    ["/barrierefreiheit", "Barrierefreiheit"],
    ["/widerruf", "Vertrag widerrufen"],
  ]
    .map(([href, label]) => `<li><a href="${href}">${label}</a></li>`)
    .join("");
  return `<div class="container footer-bottom"><p>© ${year} ${escapeHtml(site.legalName)}. Alle Rechte vorbehalten.</p><ul class="footer-legal">${links}</ul></div>`;
}

/**
 * The German page for the states without a PDF, in the site's frame (ADR 0190): the site's
 * stylesheet, the same server-rendered header and footer as every page (ADR 0011) and the error
 * page's layout. No script: while the PDF is made it reloads itself (meta refresh, Retry-After).
 */
function page(
  status: number,
  title: string,
  text: string,
  links: { href: string; label: string }[],
  { refresh = false, code }: { refresh?: boolean; code?: string } = {},
): Response {
  const actions = links
    .map(
      (link, index) =>
        `<a class="${index ? "button button-secondary" : "button"}" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`,
    )
    .join("\n");
  const html = `<!DOCTYPE html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0f2a3d">
<meta name="robots" content="noindex">
${refresh ? '<meta http-equiv="refresh" content="15">' : ""}
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<link rel="stylesheet" href="${escapeHtml(appStyles)}">
</head>
<body>
<a class="skip-link" href="#main">Zum Inhalt springen</a>
<header class="site-header" id="site-header">${frameHeader()}</header>
<main id="main" tabindex="-1">
<section class="container error-page">
${code ? `<p class="error-page-code">${escapeHtml(code)}</p>` : ""}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p class="error-page-actions">
${actions}
</p>
</section>
</main>
<footer class="site-footer" id="site-footer">${frameFooter(new Date().getFullYear())}</footer>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": noStore,
      ...(refresh ? { "Retry-After": "15" } : {}),
    },
  });
}

const SEARCH = [{ href: "/immobilien", label: "Alle Immobilien ansehen" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const routeId = (params.id ?? "").slice(0, 100);
  const [row, terms] = await Promise.all([getPropertyByRouteId(context.db, { routeId }), loadLegalTerms(context.db)]);
  if (!row)
    return page(404, "Exposé nicht gefunden", `Zu „${routeId}“ gibt es keine Immobilie und kein Exposé.`, SEARCH, {
      code: "404",
    });
  if (row.active !== 1)
    return page(
      410,
      "Immobilie nicht mehr verfügbar",
      "Diese Immobilie wurde verkauft, vermietet oder vom Angebot genommen; ihr Exposé gibt es nicht mehr.",
      SEARCH,
      { code: "410" },
    );

  const pdfHref = `/immobilien/${encodeURIComponent(row.objektnr_intern)}/expose.pdf`;
  const detail = { href: `/immobilien/${encodeURIComponent(row.objektnr_intern)}`, label: "Zurück zur Immobilie" };
  const version = await exposeVersion(row, terms, context.env.SITE_URL);
  // The stored PDF names its version in its R2 metadata: one read decides.
  const object = await context.env.PHOTOS.get(exposeKey(row.id));
  if (object) {
    if (object.customMetadata?.version === version) {
      const name = `Expose-${row.objektnr_intern.replace(/[^\w-]/g, "_")}.pdf`;
      return new Response(object.body, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Length": String(object.size),
          "Content-Disposition": `inline; filename="${name}"`,
          // Short: a changed listing gets a new PDF within minutes.
          "Cache-Control": "public, max-age=300",
          ETag: `"${version}"`,
          "X-Content-Type-Options": "nosniff",
        },
      });
    }
    await object.body.cancel();
  }
  await requestExpose(
    { db: context.db, queue: context.env.PHOTO_QUEUE },
    { propertyId: row.id, routeId: row.objektnr_intern, version, now: context.now() },
  );
  return page(
    202,
    "Das Exposé wird erstellt",
    "Das PDF-Exposé dieser Immobilie wird gerade erstellt oder aktualisiert; das dauert meist weniger als eine Minute. Diese Seite lädt sich alle 15 Sekunden selbst neu und zeigt dann das PDF.",
    [{ href: pdfHref, label: "Jetzt erneut versuchen" }, detail],
    { refresh: true },
  );
}
