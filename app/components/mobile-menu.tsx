// Full-screen mobile menu below 768 px (public-site.md "Shared frame", section 4 "Mobile menu").
// A native <details> is the open/closed state, so it works without JavaScript; each group is
// its own <details> and expands independently. Part of the header's StaticIsland (ADR 0011):
// static-island.tsx closes it on every route change and on Escape.
import { contactLink, isGroup, mainNavigation, valuationCta } from "~/config/navigation";

export function MobileMenu() {
  return (
    <details className="mobile-menu">
      <summary className="mobile-menu-toggle" aria-label="Menü">
        <span className="burger" aria-hidden="true" />
        <span className="mobile-menu-toggle-text">Menü</span>
      </summary>
      <nav className="mobile-menu-panel" aria-label="Hauptmenü mobil">
        <ul>
          {mainNavigation.map((item) =>
            isGroup(item) ? (
              <li key={item.to}>
                <details className="mobile-group">
                  <summary>{item.label}</summary>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <a href={child.to} className="mobile-sublink">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.to}>
                <a href={item.to} className="mobile-link">
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
        <div className="mobile-menu-actions">
          <a href={valuationCta.to} className="button button-secondary">
            {valuationCta.label}
          </a>
          <a href={contactLink.to} className="button">
            {contactLink.label}
          </a>
        </div>
      </nav>
    </details>
  );
}
