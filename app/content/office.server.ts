// The office's contact lines for loaders that hand them to a page as data: a component that
// imported `site` itself would ship the whole site configuration to the browser.
import { site } from "~/config/site";

export function officeContact() {
  return { phone: site.phone, phoneHref: site.phoneHref, email: site.email, openingHours: site.openingHours };
}

/**
 * The site configuration for loaders, through this `.server` module: a route module importing
 * `~/config/site` directly keeps a bare import of its chunk in the browser build (0.7 KB gzip)
 * even when only the loader uses it.
 */
export { absoluteUrl, site } from "~/config/site";
