// Fixed rounded header (public-site.md "Shared frame"): logo, desktop menu with submenus,
// the valuation call to action and the highlighted 'Kontakt' button. Submenus open on hover and
// on keyboard focus (:focus-within), so they need no JavaScript; Escape closes an open one.
import { Link, NavLink } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { contactLink, isGroup, mainNavigation, valuationCta } from "~/config/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
  if (event.key !== "Escape") return;
  const trigger = event.currentTarget.querySelector<HTMLAnchorElement>(".nav-trigger");
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  event.currentTarget.dataset.dismissed = "true";
  trigger?.focus();
}

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-logo" aria-label="Donau Estate – zur Startseite" prefetch="intent">
          <Logo />
        </Link>
        <nav className="desktop-nav" aria-label="Hauptmenü">
          <ul className="nav-list">
            <li>
              <NavLink to={valuationCta.to} className="nav-cta">
                {valuationCta.label}
              </NavLink>
            </li>
            {mainNavigation.map((item) =>
              isGroup(item) ? (
                <li
                  key={item.to}
                  className="nav-group"
                  onKeyDown={closeOnEscape}
                  onMouseLeave={(event) => {
                    delete event.currentTarget.dataset.dismissed;
                  }}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                      delete event.currentTarget.dataset.dismissed;
                    }
                  }}
                >
                  <NavLink to={item.to} className="nav-trigger">
                    {item.label}
                  </NavLink>
                  <ul className="submenu">
                    {item.children.map((child) => (
                      <li key={child.to + child.label}>
                        <NavLink to={child.to} end>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} className="nav-link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <Link to={contactLink.to} className="button header-contact">
          {contactLink.label}
        </Link>
        <MobileMenu />
      </div>
    </header>
  );
}
