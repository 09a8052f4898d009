// Footer (public-site.md "Shared frame"): blurb, social links, 'Schnelllinks',
// 'Dienstleistungen', address/phone/e-mail, region links to the 15 district landing pages,
// copyright with the current year, legal links and the 'Cookie-Einstellungen' control.
// Plain React with <Link prefetch="intent">, like the header; 'Cookie-Einstellungen' is
// a `?cookie-einstellungen` link that renders the settings form without JavaScript and opens the
// dialog with it. On phones the three link groups fold (native <details>, closed); from 768 px on
// they are always open and do not fold. The office data and the legal links never fold.

import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { SETTINGS_PARAM } from "~/lib/consent";
import { legalLinks, quickLinks, regionGroups, serviceLinks } from "~/lib/navigation";
import { site } from "~/lib/site";
import { openCookieSettings } from "./cookie-consent";
import { Logo } from "./logo";

const socialIcons = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9.5-.9Z",
  instagram:
    "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM16.8 6a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z",
  linkedin:
    "M4 9h3.6v11H4V9Zm1.8-5.5a2.1 2.1 0 1 1 0 4.2 2.1 2.1 0 0 1 0-4.2ZM9.8 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.8 0 4.4 2.4 4.4 5.6V20h-3.6v-5c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H9.8V9Z",
};

/** `iconsOnly`: round icon buttons, the network's name for screen readers only (the Kontakt card). */
export function SocialLinks({ className = "social-links", iconsOnly = false }: { className?: string; iconsOnly?: boolean }) {
  const items = [
    { key: "facebook", label: "Facebook", href: site.social.facebook },
    { key: "instagram", label: "Instagram", href: site.social.instagram },
    { key: "linkedin", label: "LinkedIn", href: site.social.linkedin },
  ] as const;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href} rel="noopener noreferrer" target="_blank" aria-label={`${site.brand} auf ${item.label}`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={socialIcons[item.key]} fill="currentColor" />
            </svg>
            <span className={iconsOnly ? "visually-hidden" : undefined}>{item.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The width from which the footer's groups stand open side by side (app.css). */
const WIDE = "(min-width: 768px)";

/**
 * A link group that folds on phones: a native <details>, closed in the server's HTML, so a phone
 * shows the headings only, with and without JavaScript. From 768 px on CSS shows the content of a
 * closed <details> too (::details-content) and the summary takes no clicks; with JavaScript the
 * group is also marked open there, so assistive technology hears 'expanded', and a group folded
 * by a key press on the summary opens again at once.
 */
function FooterFold({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const wide = window.matchMedia(WIDE);
    const openWhenWide = () => {
      details.open = wide.matches;
    };
    // A fold on a wide screen (a key press on the summary) opens again at once; nothing moves, as
    // the content is shown either way.
    const keepOpen = () => {
      if (wide.matches && !details.open) details.open = true;
    };
    openWhenWide();
    wide.addEventListener("change", openWhenWide);
    details.addEventListener("toggle", keepOpen);
    return () => {
      wide.removeEventListener("change", openWhenWide);
      details.removeEventListener("toggle", keepOpen);
    };
  }, []);
  return (
    <details className="footer-fold" ref={ref}>
      <summary>
        <h2 id={titleId}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

/** A footer navigation of site links ('Schnelllinks', 'Dienstleistungen') in its fold-out. */
function FooterLinks({ titleId, title, links }: { titleId: string; title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={titleId}>
      <FooterFold titleId={titleId} title={title}>
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.to} prefetch="intent">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </FooterFold>
    </nav>
  );
}

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="visually-hidden">
            {`Über ${site.brand}`}
          </h2>
          <Logo />
          <p>
            {site.legalName} – {site.tagline}. Wir verkaufen, vermieten und bewerten Wohnungen, Häuser und Zinshäuser mit persönlicher
            Betreuung und genauer Kenntnis der Wiener Bezirke.
          </p>
          <SocialLinks />
        </section>
        <FooterLinks titleId="footer-quick-title" title="Schnelllinks" links={quickLinks} />
        <FooterLinks titleId="footer-services-title" title="Dienstleistungen" links={serviceLinks} />
        <section aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title">Kontakt</h2>
          <address>
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {`${site.address.postalCode} ${site.address.city}`}
            <br />
            {site.address.country}
          </address>
          <p>
            Telefon: <a href={site.phoneHref}>{site.phone}</a>
            <br />
            E-Mail: <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            {site.openingHours}
          </p>
        </section>
      </div>
      <nav className="container footer-regions" aria-labelledby="footer-regions-title">
        <FooterFold titleId="footer-regions-title" title="Makler in Ihrer Region">
          <div className="footer-region-grid">
            {regionGroups.map((group) => (
              <div key={group.label}>
                <h3>{group.label}</h3>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} prefetch="intent">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </FooterFold>
      </nav>
      <div className="container footer-bottom">
        <p>{`© ${year} ${site.legalName}. Alle Rechte vorbehalten.`}</p>
        <ul className="footer-legal">
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} prefetch="intent">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            {/* Without JavaScript the query parameter renders the settings form on the page. */}
            <a
              href={`?${SETTINGS_PARAM}`}
              className="cookie-settings-link"
              onClick={(event) => {
                event.preventDefault();
                openCookieSettings();
              }}
            >
              Cookie-Einstellungen
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
