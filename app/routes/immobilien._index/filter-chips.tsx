// The active filters as chips above the results, each a plain link to the search without it
// (the loader builds the links), and 'Alle Filter entfernen' when several filters are active
// (Kauf/Miete is not one of them: 'Alle | Kaufen | Mieten' shows it, and clearing keeps it, ADR 0333).
import { Link } from "react-router";

/** Active filters as chips, each a plain link without that filter. */
export function FilterChips({
  chips,
  activeCount,
  clearHref,
}: {
  chips: { label: string; href: string }[];
  activeCount: number;
  /** This search without the chips' filters, Kauf or Miete kept (route.server.ts). */
  clearHref: string;
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
        {activeCount > 1 ? (
          <li>
            <Link to={`${clearHref}#ergebnisse`} className="search-chips-clear">
              Alle Filter entfernen
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
