// /sitemap.xml (spec sections 2 "Sitemap page", 7, 9). Public and cacheable for an hour at the
// edge; on a database failure the spec's error XML with 503 and Retry-After so crawlers come back.
import type { LoaderFunctionArgs } from "react-router";
import { buildSitemapXml, SITEMAP_ERROR_XML } from "~/lib/sitemap";
import { getSitemapSources } from "~/server/listings/sitemap.queries.server";

export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const xml = buildSitemapXml(context.env.SITE_URL, await getSitemapSources(context.db));
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
    });
  } catch (error) {
    console.warn(JSON.stringify({ route: "sitemap.xml", error: String(error) }));
    return new Response(SITEMAP_ERROR_XML, {
      status: 503,
      headers: { "Content-Type": "application/xml; charset=utf-8", "Retry-After": "300", "Cache-Control": "no-store" },
    });
  }
}
