// The phone's sticky bar at the top of the results: 'Filter (n) | Sortieren | Karte',
// and the same sort menu in the count's row from 768 px.
// Shown below 768 px only (search.css), where it sticks under the fixed header while the list
// scrolls. It adds no logic of its own: 'Filter (n)' opens the search panel's sheet, 'Sortieren'
// lists the sort options as the loader's links, 'Karte' / 'Liste' is the view toggle's link.
// Without JavaScript 'Filter' is a link to the form (shown in place then) and the sort menu is a
// native <details>: every part works as plain HTML.

import type { RefObject } from "react";
import { Link } from "react-router";
import { useDisclosure } from "~/components/use-disclosure";
import type { ResultsMapData } from "./results-map.server";

export function ResultsToolbar({
  activeCount,
  sheetRef,
  sortOptions,
  sortKey,
  map,
}: {
  /** How many filters are active: 'Filter (n)'. */
  activeCount: number;
  /** The search panel's sheet (search-panel.tsx). */
  sheetRef: RefObject<HTMLDialogElement | null>;
  sortOptions: readonly { value: string; label: string; href: string }[];
  sortKey: string;
  map: Pick<ResultsMapData, "view" | "listHref" | "mapHref">;
}) {
  const filterLabel = activeCount > 0 ? `Filter (${activeCount})` : "Filter";
  const other = map.view === "karte" ? { href: map.listHref, label: "Liste" } : { href: map.mapHref, label: "Karte" };
  return (
    <div className="results-toolbar">
      {/* One of the two shows, chosen by html.js before the first paint (search.css): no shift. */}
      <button
        type="button"
        className="results-toolbar-item results-toolbar-filter"
        aria-haspopup="dialog"
        onClick={() => {
          const sheet = sheetRef.current;
          if (sheet && !sheet.open) sheet.showModal();
        }}
      >
        <FilterIcon />
        {filterLabel}
      </button>
      <a href="#search-panel-title" className="results-toolbar-item results-toolbar-filter-link">
        <FilterIcon />
        {filterLabel}
      </a>
      <SortMenu options={sortOptions} current={sortKey} />
      <Link to={other.href} className="results-toolbar-item results-toolbar-view">
        {other.label}
      </Link>
    </div>
  );
}

/**
 * 'Sortieren': a native <details> with one link per order; closes on navigation, Escape and a click
 * outside. In the phone's bar it is one of three equal buttons; from 768 px (`wide`) it stands in
 * the count's row and names the order in force ("Sortieren: Neueste zuerst").
 */
export function SortMenu({
  options,
  current,
  wide = false,
}: {
  options: readonly { value: string; label: string; href: string }[];
  current: string;
  wide?: boolean;
}) {
  const ref = useDisclosure({ closeOnOutsideClick: true });

  const currentLabel = options.find((option) => option.value === current)?.label;
  return (
    <details className={wide ? "results-sort results-sort-wide" : "results-sort"} ref={ref}>
      {wide ? (
        <summary className="results-sort-summary">
          <SortIcon />
          Sortieren{currentLabel ? ": " : null}
          {currentLabel ? <strong>{currentLabel}</strong> : null}
        </summary>
      ) : (
        <summary className="results-toolbar-item">
          <SortIcon />
          Sortieren
          {currentLabel ? <span className="visually-hidden">{`: ${currentLabel}`}</span> : null}
        </summary>
      )}
      <ul className="results-sort-menu">
        {options.map((option) => (
          <li key={option.value}>
            <Link to={option.href} aria-current={option.value === current ? "true" : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M8 4v16m0 0-3.5-3.5M8 20l3.5-3.5M16 20V4m0 0-3.5 3.5M16 4l3.5 3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
