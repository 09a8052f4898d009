// Pagination (public-site.md sections 5, 9): page 1, current ±1, last page, ellipses between;
// hidden at one page (no previous/next links: the spec lists none). Plain links that keep the
// filters, so paging works without JavaScript. The loader builds the items and their links.
import { Link } from "react-router";

export type PageItem = { page: number; href: string } | null;

export function Pagination({ pages, current }: { pages: PageItem[]; current: number }) {
  if (pages.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul>
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
      </ul>
    </nav>
  );
}
