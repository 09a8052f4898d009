// A German page in the site's frame for a resource route, which renders without Remix's router
// (the exposé's 202/404/410 answers): the site's stylesheet, the header's logo and
// "Kontakt", the error page's layout and the footer's legal links, in the classes of the site
// header and footer so that app.css styles them the same. No script; React escapes every value.
import { renderToStaticMarkup } from "react-dom/server";
import { legalLinks } from "~/lib/navigation";
import { site } from "~/lib/site";
import { Logo } from "./logo";

export interface StandalonePage {
  title: string;
  text: string;
  /** The first is the main action, the rest secondary. */
  links: { href: string; label: string }[];
  /** The big status line above the title ("404"). */
  code?: string;
  /** Reload every 15 s (while something is being made). */
  refresh?: boolean;
  stylesheet: string;
  year: number;
}

export function renderStandalonePage({ title, text, links, code, refresh = false, stylesheet, year }: StandalonePage): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="de-AT">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a3d" />
        <meta name="robots" content="noindex" />
        {refresh ? <meta httpEquiv="refresh" content="15" /> : null}
        <title>{`${title} | ${site.brand}`}</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Zum Inhalt springen
        </a>
        <header className="site-header" id="site-header">
          <div className="site-header-inner">
            <a className="site-logo" href="/" aria-label={`${site.brand} – zur Startseite`}>
              <Logo />
            </a>
            <a className="button header-contact" href="/kontakt">
              Kontakt
            </a>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <section className="container error-page">
            {code ? <p className="error-page-code">{code}</p> : null}
            <h1>{title}</h1>
            <p>{text}</p>
            <p className="error-page-actions">
              {links.map((link, index) => (
                <a key={link.href} className={index ? "button button-secondary" : "button"} href={link.href}>
                  {link.label}
                </a>
              ))}
            </p>
          </section>
        </main>
        <footer className="site-footer" id="site-footer">
          <div className="container footer-bottom">
            <p>{`© ${year} ${site.legalName}. Alle Rechte vorbehalten.`}</p>
            <ul className="footer-legal">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <a href={link.to}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        </footer>
      </body>
    </html>,
  )}`;
}
