// The header as a static island (ADR 0011): rendered to HTML on the server only; the browser
// build replaces this `.server` module with an empty one, so the menu's markup and tables stay
// out of the JavaScript every page loads.
import { renderToStaticMarkup } from "react-dom/server";
import { SiteHeaderContent } from "./site-header";

/** The inner HTML of <header class="site-header"> with the current page marked. */
export function renderSiteHeader(pathname: string): string {
  return renderToStaticMarkup(<SiteHeaderContent pathname={pathname} />);
}
