// Fixed rounded header (public-site.md "Shared frame"): logo, desktop menu with submenus,
// the valuation call to action, the highlighted 'Kontakt' button and the mobile menu.
// Submenus open on hover and on keyboard focus (:focus-within), so they need no JavaScript.
// A StaticIsland (ADR 0011): only the server renders this component (static-island.server.tsx);
// the browser keeps its HTML and never loads this code. Behaviour lives in static-island.tsx
// (client navigation, prefetch on intent, the current page, Escape, closing the mobile menu on
// navigation). Menu links carry `data-nav` ("end" = exact match) so it can mark the current page.
import { contactLink, isGroup, mainNavigation, valuationCta } from "~/config/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isCurrentPath } from "./static-island";

function NavAnchor({
  to,
  pathname,
  end = false,
  className,
  children,
}: {
  to: string;
  pathname: string;
  end?: boolean;
  className?: string;
  children: string;
}) {
  return (
    <a href={to} className={className} data-nav={end ? "end" : ""} aria-current={isCurrentPath(to, pathname, end) ? "page" : undefined}>
      {children}
    </a>
  );
}

/** The header's content for the given path; root.tsx renders the <header> element around it. */
export function SiteHeaderContent({ pathname }: { pathname: string }) {
  return (
    <div className="site-header-inner">
      <a href="/" className="site-logo" aria-label="Donau Estate – zur Startseite">
        <Logo />
      </a>
      <nav className="desktop-nav" aria-label="Hauptmenü">
        <ul className="nav-list">
          <li>
            <NavAnchor to={valuationCta.to} pathname={pathname} className="nav-cta">
              {valuationCta.label}
            </NavAnchor>
          </li>
          {mainNavigation.map((item) =>
            isGroup(item) ? (
              <li key={item.to} className="nav-group">
                <NavAnchor to={item.to} pathname={pathname} className="nav-trigger">
                  {item.label}
                </NavAnchor>
                <ul className="submenu">
                  {item.children.map((child) => (
                    <li key={child.to + child.label}>
                      <NavAnchor to={child.to} pathname={pathname} end>
                        {child.label}
                      </NavAnchor>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <NavAnchor to={item.to} pathname={pathname} className="nav-link">
                  {item.label}
                </NavAnchor>
              </li>
            ),
          )}
        </ul>
      </nav>
      <a href={contactLink.to} className="button header-contact">
        {contactLink.label}
      </a>
      <MobileMenu />
    </div>
  );
}
