// URLs: absolute ones from SITE_URL (canonical links, Open Graph, sitemap) and the dynamic
// segment of a page's own path.
/** Absolute URL on this site, from the SITE_URL var (canonical links, sitemap, Open Graph). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** A dynamic URL segment (a blog post's id, a team member's slug), trimmed and 1-200 characters; else null, which the page answers with a 404. */
export function routeParam(value: string | undefined): string | null {
  const trimmed = (value ?? "").trim();
  return trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : null;
}
