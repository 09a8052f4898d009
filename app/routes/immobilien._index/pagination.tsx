// Pagination (public-site.md sections 5, 9): every page up to seven, beyond that page 1,
// current ±1, last page with ellipses between (never one in place of a single page), and
// 'Zurück' / 'Weiter' around them; hidden at one page. Plain links that keep the filters, so
// paging works without JavaScript. The loader builds the items and their links. In the Karte view
// a line says what the map shows against the list's page ('Seite 1 von 7 · die Karte zeigt alle 81').
import { Link } from "react-router";

export type PageItem = { page: number; href: string } | null;

export function Pagination({
  pages,
  current,
  previous,
  next,
  note,
}: {
  pages: PageItem[];
  current: number;
  /** The page before and after this one, or null at either end. */
  previous: string | null;
  next: string | null;
  /** A line under the links (the Karte view's 'Seite 1 von 7 · die Karte zeigt alle 81'). */
  note?: string | null;
}) {
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul>
        {previous ? (
          <li className="pagination-step">
            <Link to={previous} rel="prev" className="pagination-page pagination-prev">
              <span aria-hidden="true">‹ </span>Zurück
            </Link>
          </li>
        ) : null}
        {pages.map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={item.href}
                aria-current={item.page === current ? "page" : undefined}
                aria-label={`Seite ${item.page}`}
                className={item.page === current ? "pagination-page is-current" : "pagination-page"}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {next ? (
          <li className="pagination-step">
            <Link to={next} rel="next" className="pagination-page pagination-next">
              Weiter<span aria-hidden="true"> ›</span>
            </Link>
          </li>
        ) : null}
      </ul>
      {note ? <p className="pagination-note">{note}</p> : null}
    </nav>
  );
}
