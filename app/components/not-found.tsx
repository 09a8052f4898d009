import { Link } from "@remix-run/react";

/** The not-found page (public-site.md route table: '404', 'Oops! Page not found', link home). */
export function NotFound() {
  return (
    <section className="not-found container">
      <p className="not-found-code">404</p>
      <h1>Oops! Page not found</h1>
      <p>Die angeforderte Seite existiert nicht oder wurde verschoben.</p>
      <div className="not-found-actions">
        <Link className="button" to="/">
          Zurück zur Startseite
        </Link>
        <Link className="button button-secondary" to="/immobilien">
          Immobilien ansehen
        </Link>
      </div>
    </section>
  );
}
