// Absolute URLs from SITE_URL (canonical links, Open Graph, sitemap). Its own module so that
// browser code formatting head tags does not pull in the site configuration (config/site.ts).
/** Absolute URL on this site, from the SITE_URL var (canonical links, sitemap, Open Graph). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}
