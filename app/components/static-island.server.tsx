// The server half of StaticIsland (ADR 0011): the header's and footer's HTML, rendered on the
// server only. The browser build replaces this `.server` module with an empty one, so their
// markup and the navigation tables never reach the JavaScript a phone downloads.
import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooterContent } from "./site-footer";
import { SiteHeaderContent } from "./site-header";

/** The inner HTML of <header class="site-header"> with the current page marked. */
export function renderSiteHeader(pathname: string): string {
  return renderToStaticMarkup(<SiteHeaderContent pathname={pathname} />);
}

/** The inner HTML of <footer class="site-footer"> for the given copyright year. */
export function renderSiteFooter(year: number): string {
  return renderToStaticMarkup(<SiteFooterContent year={year} />);
}
