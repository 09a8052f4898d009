// The active filters as chips above the results, each a plain link to the search without it
// (the loader builds the links), and 'Alle Filter entfernen' when several filters are active
// (Kauf/Miete counts, though its way out is the 'Alle | Kaufen | Mieten' links).
import { Link } from "react-router";

/** Active filters as chips, each a plain link without that filter. */
export function FilterChips({ chips, activeCount }: { chips: { label: string; href: string }[]; activeCount: number }) {
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
            <Link to="/immobilien#ergebnisse" className="search-chips-clear">
              Alle Filter entfernen
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
