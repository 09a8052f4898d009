// The footer as a static island (ADR 0011): rendered to HTML on the server only. The browser
// build replaces this `.server` module with an empty one, so neither the footer's markup nor the
// navigation tables reach the JavaScript a phone downloads on first load.
import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooterContent } from "./site-footer";

/** The inner HTML of <footer class="site-footer"> for the given copyright year. */
export function renderSiteFooter(year: number): string {
  return renderToStaticMarkup(<SiteFooterContent year={year} />);
}
