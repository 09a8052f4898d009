// The Technik page's server-side sitemap tools (spec section 8 "Sitemap tools", GET so they work
// without JavaScript): `?sitemap=test` builds the XML, checks it for the XML declaration and a
// urlset and shows its start; `?sitemap=generate` (older links) builds it for the preview. The spec's toasts, in German, are built here.

import { buildSitemapXml } from "~/lib/sitemap";
import type { RequestContext } from "~/load-context";
import { getSitemapSources } from "~/server/listings/sitemap.queries.server";
import { checkSitemapText, type LocalToast } from "./sitemap-tools";

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function runSitemapTool(
  tool: string | null,
  context: RequestContext,
): Promise<{ sitemap: { xml: string } | null; notices: LocalToast[] }> {
  if (tool !== "generate" && tool !== "test") return { sitemap: null, notices: [] };
  let xml: string;
  try {
    xml = buildSitemapXml(context.env.SITE_URL, await getSitemapSources(context.db));
  } catch (error) {
    const title = tool === "generate" ? "Fehler beim Erzeugen der Sitemap" : "Sitemap-Test fehlgeschlagen";
    return { sitemap: null, notices: [{ type: "error", title, description: message(error) }] };
  }
  if (tool === "generate") {
    return { sitemap: { xml }, notices: [{ type: "success", title: "Sitemap erzeugt", description: `${pageCount(xml)}.` }] };
  }
  // The check shows what it checked: the start of the XML and the number of pages.
  return { sitemap: { xml }, notices: [sitemapTestNotice(xml)] };
}

/** "57 Seiten": the number of addresses in the XML. */
function pageCount(xml: string): string {
  const count = xml.split("<url>").length - 1;
  return count === 1 ? "1 Seite" : `${count} Seiten`;
}

/** `?sitemap=test`: the spec's success toast, or its format warning ('Sitemap format warning'). */
export function sitemapTestNotice(xml: string): LocalToast {
  return checkSitemapText(xml) === "ok"
    ? { type: "success", title: "Sitemap-Test erfolgreich", description: `Richtig aufgebaut, ${pageCount(xml)} verzeichnet.` }
    : { type: "error", title: "Sitemap-Format fehlerhaft", description: "Die XML-Deklaration oder das urlset fehlt." };
}
