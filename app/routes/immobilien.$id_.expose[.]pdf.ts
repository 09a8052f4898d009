// GET /immobilien/{id}/expose.pdf: the listing's PDF exposé from R2.
// Never rendered on the request: when the stored PDF is missing or older than the listing, the
// request queues it and answers 202 "Das Exposé wird erstellt"; unknown 404, withdrawn 410.
import type { LoaderFunctionArgs } from "react-router";
import { renderStandalonePage } from "~/components/standalone-page.server";
import { propertyPath } from "~/lib/property-view";
import { contactAnrede, exposeVersion, requestExpose } from "~/server/expose/generate.server";
import { exposeKey } from "~/server/expose/queries.server";
import { noStore } from "~/server/http/cache.server";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { getPropertyByRouteId } from "~/server/listings/queries.server";
import appStyles from "~/styles/app.css?url";

/** The German page for the states without a PDF; while the PDF is made it reloads itself. */
function page(
  status: number,
  title: string,
  text: string,
  links: { href: string; label: string }[],
  { refresh = false, code }: { refresh?: boolean; code?: string } = {},
): Response {
  const html = renderStandalonePage({ title, text, links, code, refresh, stylesheet: appStyles, year: new Date().getFullYear() });
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

  const pdfHref = `${propertyPath(row.objektnr_intern)}/expose.pdf`;
  const detail = { href: propertyPath(row.objektnr_intern), label: "Zurück zur Immobilie" };
  const version = await exposeVersion(row, terms, context.env.SITE_URL, await contactAnrede(context.db, row));
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
