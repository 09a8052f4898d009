// Fixed rounded header (public-site.md "Shared frame"): logo, desktop menu with submenus,
// the valuation call to action, the Merkliste with its count, the highlighted 'Kontakt' button
// and the mobile menu. Plain React with <Link>/<NavLink>: client navigation and
// prefetch on intent come from Remix; the menu marks one link as the current page, the most
// specific. Submenus open on hover and on keyboard focus (:focus-within), so they
// need no JavaScript; Escape closes one.

import { type KeyboardEvent, useEffect } from "react";
import { Link, NavLink, useLocation, useRouteLoaderData } from "react-router";
import { contactLink, isGroup, type NavLink as MenuLink, mainNavigation, valuationCta } from "~/lib/navigation";
import { recordLocation } from "~/lib/previous-location";
import { currentLink } from "./current-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/** Escape in a submenu group closes it and returns focus to the group's trigger. */
function dismissSubmenu(event: KeyboardEvent<HTMLLIElement>) {
  if (event.key !== "Escape") return;
  const group = event.currentTarget;
  group.dataset.dismissed = "true";
  group.querySelector<HTMLAnchorElement>(".nav-trigger")?.focus();
}

/** The Merkliste link with the number of saved listings (the root loader reads the cookie). */
function WatchlistLink() {
  const count = useRouteLoaderData<{ watchlist?: number[] }>("root")?.watchlist?.length ?? 0;
  return (
    // The name is the visible words plus the unit for screen readers: "Merkliste 2 Immobilien"
    // (WCAG 2.5.3, the accessible name contains the visible label).
    <NavLink to="/merkliste" className="header-watchlist" prefetch="intent">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header-watchlist-text">Merkliste</span> <span className="header-watchlist-count">{count}</span>
      <span className="visually-hidden">{count === 1 ? " Immobilie" : " Immobilien"}</span>
    </NavLink>
  );
}

/** The desktop menu's links in their order: the call to action, each trigger and its entries, Kontakt. */
const MENU_LINKS: readonly MenuLink[] = [
  valuationCta,
  ...mainNavigation.flatMap((item) => (isGroup(item) ? [item, ...item.children] : [item])),
  contactLink,
];

export function SiteHeader() {
  const location = useLocation();
  const current = currentLink(MENU_LINKS, location.pathname);
  // The page before, for the detail page's "Zurück zu den Ergebnissen" (lib/previous-location).
  const path = location.pathname + location.search;
  useEffect(() => recordLocation(path), [path]);
  const mark = (link: MenuLink) => (link === current ? ("page" as const) : undefined);
  return (
    <header className="site-header" id="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-logo" aria-label="Donau Estate – zur Startseite" prefetch="intent">
          <Logo />
        </Link>
        <nav className="desktop-nav" aria-label="Hauptmenü">
          <ul className="nav-list">
            <li>
              <Link to={valuationCta.to} className="nav-cta" prefetch="intent" aria-current={mark(valuationCta)}>
                {valuationCta.label}
              </Link>
            </li>
            {mainNavigation.map((item) =>
              isGroup(item) ? (
                <li
                  key={item.to}
                  className="nav-group"
                  onKeyDown={dismissSubmenu}
                  onMouseLeave={(event) => delete event.currentTarget.dataset.dismissed}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) delete event.currentTarget.dataset.dismissed;
                  }}
                >
                  <Link to={item.to} className="nav-trigger" prefetch="intent" aria-current={mark(item)}>
                    {item.label}
                  </Link>
                  <ul className="submenu">
                    {item.children.map((child) => (
                      <li key={child.to + child.label}>
                        <Link to={child.to} prefetch="intent" aria-current={mark(child)}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <Link to={item.to} className="nav-link" prefetch="intent" aria-current={mark(item)}>
                    {item.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
        <WatchlistLink />
        <Link to={contactLink.to} className="button header-contact" prefetch="intent" aria-current={mark(contactLink)}>
          {contactLink.label}
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
