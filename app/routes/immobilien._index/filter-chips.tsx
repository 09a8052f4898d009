// The active filters as chips above the results, each a plain link to the search without it
// (the loader builds the links, lib/filter-chips.ts); Kauf or Miete is the segment's, not a chip.
// With two or more, 'Alle Filter zurücksetzen'. One chip is its own reset.
import { Link } from "react-router";
import type { FilterChip } from "~/lib/filter-chips";

/** Active filters as chips, each a plain link without that filter. */
export function FilterChips({
  chips,
  resetHref,
}: {
  chips: readonly FilterChip[];
  /** This search without any filter, its order and view kept. */
  resetHref: string;
}) {
  if (chips.length === 0) return null;
  return (
    <nav className="search-chips" aria-label="Aktive Filter">
      <ul>
        {chips.map((chip) => (
          <li key={chip.href}>
            <Link to={chip.href} className="search-chip">
              {chip.label}
              <span className="visually-hidden"> entfernen</span>
              <span aria-hidden="true" className="search-chip-x">
                ×
              </span>
            </Link>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <Link to={resetHref} className="search-chips-clear">
              Alle Filter zurücksetzen
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
