// The Technik page's server-side sitemap tools (spec section 8 "Sitemap tools", GET so they work
// without JavaScript): `?sitemap=generate` builds the XML for the preview, `?sitemap=test` checks
// it for the XML declaration and a urlset. The spec's toasts, in German, are built here.

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
    const count = xml.split("<url>").length - 1;
    return { sitemap: { xml }, notices: [{ type: "success", title: "Sitemap erzeugt", description: `${count} Adressen.` }] };
  }
  return { sitemap: null, notices: [sitemapTestNotice(xml)] };
}

/** `?sitemap=test`: the spec's success toast, or its format warning ('Sitemap format warning'). */
export function sitemapTestNotice(xml: string): LocalToast {
  return checkSitemapText(xml) === "ok"
    ? { type: "success", title: "Sitemap-Test erfolgreich", description: "Die Sitemap hat die XML-Deklaration und ein urlset." }
    : { type: "error", title: "Sitemap-Format fehlerhaft", description: "Die XML-Deklaration oder das urlset fehlt." };
}
