// GET /immobilien/{id}/expose.pdf (issue 27 item 3, ADR 0157): the listing's PDF exposé from R2.
// Never rendered on the request: when the stored PDF is missing or older than the listing, the
// request queues it and answers 202 "Das Exposé wird erstellt"; unknown 404, withdrawn 410.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { site } from "~/config/site";
import { exposeKey, exposeVersion, requestExpose } from "~/integrations/expose/generate.server";
import { loadLegalTerms } from "~/models/legal-settings.server";
import { getPropertyByRouteId } from "~/models/properties.server";
import { noStore } from "~/utils/cache.server";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** A small German page for the states without a PDF; it reloads itself while the PDF is made. */
function page(status: number, title: string, text: string, back: { href: string; label: string }, refresh = false): Response {
  const html = `<!DOCTYPE html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh ? '<meta http-equiv="refresh" content="15">' : ""}
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1c2733;background:#f3f5f7}
header{background:#0f2a3d;color:#fff;padding:1rem 1.5rem;font-weight:600}
main{max-width:40rem;margin:3rem auto;padding:0 1.5rem;line-height:1.55}
h1{color:#0f2a3d;font-size:1.6rem}
a{color:#1d4f86;font-weight:600}
</style>
</head>
<body>
<header>${escapeHtml(site.brand)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>
</main>
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

const SEARCH = { href: "/immobilien", label: "Alle Immobilien ansehen" };

export async function loader({ params, context }: LoaderFunctionArgs) {
  const routeId = (params.id ?? "").slice(0, 100);
  const row = await getPropertyByRouteId(context.db, { routeId });
  if (!row) return page(404, "Exposé nicht gefunden", `Zu „${routeId}“ gibt es keine Immobilie und kein Exposé.`, SEARCH);
  if (row.active !== 1)
    return page(
      410,
      "Immobilie nicht mehr verfügbar",
      "Diese Immobilie wurde verkauft, vermietet oder vom Angebot genommen; ihr Exposé gibt es nicht mehr.",
      SEARCH,
    );

  const detail = { href: `/immobilien/${encodeURIComponent(row.objektnr_intern)}`, label: "Zurück zur Immobilie" };
  const version = await exposeVersion(row, await loadLegalTerms(context.db), context.env.SITE_URL);
  const stored = await context.db.selectFrom("listing_exposes").select("version").where("property_id", "=", row.id).executeTakeFirst();
  if (stored?.version === version) {
    const object = await context.env.PHOTOS.get(exposeKey(row.id));
    if (object && object.customMetadata?.version === version) {
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
  }
  await requestExpose(
    { db: context.db, queue: context.env.PHOTO_QUEUE },
    { propertyId: row.id, routeId: row.objektnr_intern, version, now: context.now() },
  );
  return page(
    202,
    "Das Exposé wird erstellt",
    "Das PDF-Exposé dieser Immobilie wird gerade erstellt oder aktualisiert. Diese Seite lädt sich in einigen Sekunden selbst neu.",
    detail,
    true,
  );
}
