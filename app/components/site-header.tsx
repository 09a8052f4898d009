// Fixed rounded header (public-site.md "Shared frame"): logo, desktop menu with submenus,
// the valuation call to action, the Merkliste with its count, the highlighted 'Kontakt' button
// and the mobile menu. Plain React with <Link>/<NavLink> (ADR 0171): client navigation,
// prefetch on intent and the current page (`aria-current`) come from Remix. Submenus open on
// hover and on keyboard focus (:focus-within), so they need no JavaScript; Escape closes one.
import { Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { contactLink, isGroup, mainNavigation, valuationCta } from "~/config/navigation";
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

export function SiteHeader() {
  return (
    <header className="site-header" id="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-logo" aria-label="Donau Estate – zur Startseite" prefetch="intent">
          <Logo />
        </Link>
        <nav className="desktop-nav" aria-label="Hauptmenü">
          <ul className="nav-list">
            <li>
              <NavLink to={valuationCta.to} className="nav-cta" prefetch="intent">
                {valuationCta.label}
              </NavLink>
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
                  <NavLink to={item.to} className="nav-trigger" prefetch="intent">
                    {item.label}
                  </NavLink>
                  <ul className="submenu">
                    {item.children.map((child) => (
                      <li key={child.to + child.label}>
                        <NavLink to={child.to} end prefetch="intent">
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} className="nav-link" prefetch="intent">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <WatchlistLink />
        <Link to={contactLink.to} className="button header-contact" prefetch="intent">
          {contactLink.label}
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
