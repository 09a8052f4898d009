// The comparison's table: a sticky head row (photo and title per listing), one row per figure and an
// Anfrage per column; on a phone each label stands above its row's values. The best value carries
// a ✓ (its words for screen readers only, so a row stays one value high on a phone); a '–' says
// why it is empty; long words get soft hyphens. The head is photo, title and place (two listings of
// one title told apart); the full address is in the Lage row.
import type { RefObject } from "react";
import { Link } from "react-router";
import { type CompareTable as Table, withSoftHyphens } from "~/lib/watchlist-compare";

export function CompareTable({
  table,
  remove,
  wide,
  scroller,
}: {
  table: Table;
  /** Per column: the comparison without it, or the list when fewer than two would remain. */
  remove: string[];
  wide: boolean;
  scroller: RefObject<HTMLElement | null>;
}) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1) on narrow screens.
    <section
      className={wide ? "compare-scroll compare-scroll-wide" : "compare-scroll"}
      ref={scroller}
      aria-label="Vergleichstabelle"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways at 390 px
      tabIndex={0}
    >
      <table className="compare-table">
        <caption className="visually-hidden">Vergleich von {table.columns.length} Immobilien</caption>
        <thead>
          <tr className="compare-heads">
            <td />
            {table.columns.map((column, index) => (
              <th key={column.id} scope="col">
                <span className="compare-thumb">
                  <img src={column.image} alt="" width={480} height={320} decoding="async" />
                  {/* On a phone the pill and the × sit in a line under the photo, not on it. */}
                  <span className="compare-offer">{column.offerLabel}</span>
                  <Link className="compare-remove" to={remove[index] ?? "/merkliste"} preventScrollReset>
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">Aus Vergleich entfernen: {column.title}</span>
                  </Link>
                </span>
                {/* At most two lines on screen (watchlist.css), the whole title in the link's name. */}
                <Link to={column.href} className="compare-title" title={column.title}>
                  {withSoftHyphens(column.title)}
                </Link>
                {/* The place under the title: two listings of one title are told apart in the head
                    that stays in view (review 56). */}
                <span className="compare-place">{column.location}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              {/* On a phone the label is a line above the row's values (watchlist.css). */}
              <th scope="row">
                <span className="compare-row-label">{row.label}</span>
              </th>
              {row.values.map((value, index) => {
                const best = row.best[index];
                const missing = row.missing[index];
                return (
                  <td key={table.columns[index]?.id ?? index} className={best ? "compare-best" : undefined}>
                    {missing ? (
                      <>
                        <span aria-hidden="true">{value}</span>
                        <span className="visually-hidden">{missing}</span>
                      </>
                    ) : (
                      withSoftHyphens(value)
                    )}
                    {best ? (
                      <>
                        {" "}
                        <span className="compare-best-mark" title={best}>
                          <span aria-hidden="true">✓</span>
                          <span className="visually-hidden"> {best}</span>
                        </span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {/* Outlined: one per column, so no filled button repeats three or four times in a row. */}
            {table.columns.map((column) => (
              <td key={column.id}>
                <Link className="button button-secondary compare-inquiry" to={column.inquiryHref}>
                  Anfrage<span className="visually-hidden">: {column.title}</span>
                </Link>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
