// Builds the sitemap XML (static pages plus every active property and blog post with lastmod),
// so the admin tool and /sitemap.xml render the same text.

import { propertyPath } from "~/lib/property-view";
import { absoluteUrl } from "~/lib/site";

/** Spec section 7: the static public routes. */
export const STATIC_SITEMAP_PATHS = [
  "/",
  "/uber-uns",
  "/immobilien",
  "/immobilien/vermarktung",
  "/immobilien/bewertung",
  "/investment/anlagewohnungen",
  "/investment/zinshauser",
  "/uber-uns/karriere",
  "/kontakt",
  "/immobilien/suchauftrag",
  "/datenschutz",
  "/impressum",
  "/blog",
] as const;

/** Spec public-site.md section "District landing pages": the 15 slugs under /immobilien/makler-beauftragen. */
export const DISTRICT_SLUGS = [
  "wien-1-bezirk-innere-stadt",
  "wien-3-bezirk-landstrasse",
  "wien-4-bezirk-wieden",
  "wien-6-bezirk-mariahilf",
  "wien-7-bezirk-neubau",
  "wien-9-bezirk-alsergrund",
  "wien-13-bezirk-hietzing",
  "wien-19-bezirk-doebling",
  "wien-22-bezirk-donaustadt",
  "modling",
  "korneuburg",
  "klosterneuburg",
  "brunn-am-gebirge",
  "perchtoldsdorf",
  "baden",
] as const;

const TOP_PRIORITY_PATHS = new Set(["/immobilien", "/uber-uns", "/kontakt"]);

export interface SitemapSources {
  /** Agent slugs, already ordered by sort_order, then name. */
  agentSlugs: string[];
  properties: { objektnrIntern: string; updatedAt: string }[];
  blogPosts: { id: string; publishedAt: string }[];
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  priority: string;
}

/** Spec section 9: 1.0 for home; 0.9 for /immobilien, /uber-uns and /kontakt; 0.8 for the rest. */
export function sitemapPriority(path: string): string {
  if (path === "/") return "1.0";
  return TOP_PRIORITY_PATHS.has(path) ? "0.9" : "0.8";
}

export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const entry = (path: string, lastmod?: string): SitemapEntry => ({ path, lastmod, priority: sitemapPriority(path) });
  return [
    ...STATIC_SITEMAP_PATHS.map((path) => entry(path)),
    ...DISTRICT_SLUGS.map((slug) => entry(`/immobilien/makler-beauftragen/${slug}`)),
    ...sources.agentSlugs.map((slug) => entry(`/uber-uns/team/${encodeURIComponent(slug)}`)),
    ...sources.properties.map((p) => entry(propertyPath(p.objektnrIntern), w3cDate(p.updatedAt))),
    ...sources.blogPosts.map((post) => entry(`/blog/${encodeURIComponent(post.id)}`, w3cDate(post.publishedAt))),
  ];
}

export function buildSitemapXml(siteUrl: string, sources: SitemapSources): string {
  const urls = sitemapEntries(sources).map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc>`,
      e.lastmod ? `    <lastmod>${escapeXml(e.lastmod)}</lastmod>` : null,
      "    <changefreq>weekly</changefreq>",
      `    <priority>${e.priority}</priority>`,
      "  </url>",
    ]
      .filter((line) => line !== null)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Spec section 2 "Sitemap page": on failure an error element saying it could not be generated. */
export const SITEMAP_ERROR_XML = '<?xml version="1.0" encoding="UTF-8"?>\n<error>Sitemap konnte nicht generiert werden</error>\n';

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** lastmod as the W3C date (YYYY-MM-DD); unparseable values are left out rather than guessed. */
function w3cDate(value: string): string | undefined {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return match ? match[0] : undefined;
}
