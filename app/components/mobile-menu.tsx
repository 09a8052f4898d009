// Full-screen mobile menu below 768 px (public-site.md "Shared frame", section 4 "Mobile menu").
// A native <details> is the open/closed state, so it works without JavaScript; each group is
// its own <details> and expands independently. With JavaScript it closes on every navigation
// and on Escape (focus back on its toggle). One link marks the current page, the most
// specific.
import { Link, useLocation } from "react-router";
import { contactLink, isGroup, mainNavigation, type NavLink, valuationCta } from "~/lib/navigation";
import { currentLink } from "./current-link";
import { useDisclosure } from "./use-disclosure";

const watchlistLink: NavLink = { to: "/merkliste", label: "Merkliste" };

/** The mobile menu's links in their order: each group's entries, Merkliste, the two buttons. */
const MENU_LINKS: readonly NavLink[] = [
  ...mainNavigation.flatMap((item) => (isGroup(item) ? item.children : [item])),
  watchlistLink,
  valuationCta,
  contactLink,
];

export function MobileMenu() {
  const ref = useDisclosure();
  const location = useLocation();
  const current = currentLink(MENU_LINKS, location.pathname);
  const mark = (link: NavLink) => (link === current ? ("page" as const) : undefined);

  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="mobile-menu-toggle" aria-label="Menü">
        <span className="burger" aria-hidden="true" />
        <span className="mobile-menu-toggle-text">Menü</span>
      </summary>
      <nav className="mobile-menu-panel" aria-label="Hauptmenü mobil">
        <ul>
          {mainNavigation.map((item) =>
            isGroup(item) ? (
              <li key={item.to}>
                {/* The group that holds the current page opens with the menu, so its mark shows. */}
                <details className="mobile-group" open={item.children.some((child) => child === current)}>
                  <summary>{item.label}</summary>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className="mobile-sublink" aria-current={mark(child)}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.to}>
                <Link to={item.to} className="mobile-link" aria-current={mark(item)}>
                  {item.label}
                </Link>
              </li>
            ),
          )}
          <li>
            <Link to={watchlistLink.to} className="mobile-link" aria-current={mark(watchlistLink)}>
              {watchlistLink.label}
            </Link>
          </li>
        </ul>
        <div className="mobile-menu-actions">
          <Link to={valuationCta.to} className="button button-secondary" aria-current={mark(valuationCta)}>
            {valuationCta.label}
          </Link>
          <Link to={contactLink.to} className="button" aria-current={mark(contactLink)}>
            {contactLink.label}
          </Link>
        </div>
      </nav>
    </details>
  );
}
