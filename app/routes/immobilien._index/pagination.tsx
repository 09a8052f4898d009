// Pagination (public-site.md sections 5, 9): page 1, current ±1, last page, ellipses between;
// hidden at one page (no previous/next links: the spec lists none). Plain links that keep the
// filters, so paging works without JavaScript.
import { Link } from "@remix-run/react";
import { paginationItems, type SearchFilters, toSearchParams } from "~/lib/property-filters";

function hrefFor(filters: SearchFilters, page: number): string {
  const query = toSearchParams(filters, page).toString();
  return query ? `/immobilien?${query}` : "/immobilien";
}

export function Pagination({ filters, page, totalPages }: { filters: SearchFilters; page: number; totalPages: number }) {
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Seitennavigation">
      <ul>
        {items.map((item, index) =>
          item === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(filters, item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Seite ${item}`}
                className={item === page ? "pagination-page is-current" : "pagination-page"}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
