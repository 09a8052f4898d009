// The office's contact lines for loaders that hand them to a page as data: a component that
// imported `site` itself would ship the whole site configuration to the browser.
import { site } from "~/config/site";

export function officeContact() {
  return { phone: site.phone, phoneHref: site.phoneHref, email: site.email, openingHours: site.openingHours };
}
