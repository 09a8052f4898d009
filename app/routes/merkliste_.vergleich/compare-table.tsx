// The comparison's table (ADR 0156): photos, the titles' row (sticky, with a remove link per
// column), one row per figure and an Anfrage per column. The best value of a row carries a ✓ next
// to it; its words ("niedrigster Preis") are there for screen readers, the legend line above the
// table says what the ✓ means, so a row stays one value high on a phone.
import type { RefObject } from "react";
import { Link } from "react-router";
import type { CompareTable as Table } from "~/lib/watchlist-compare";

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
          <tr className="compare-photos">
            <td />
            {table.columns.map((column) => (
              <td key={column.id}>
                <img src={column.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
              </td>
            ))}
          </tr>
          <tr className="compare-heads">
            <td />
            {table.columns.map((column, index) => (
              <th key={column.id} scope="col">
                <span className="compare-head-top">
                  <span className="compare-offer">{column.offerLabel}</span>
                  <Link className="compare-remove" to={remove[index] ?? "/merkliste"} preventScrollReset>
                    <span aria-hidden="true">×</span>
                    <span className="visually-hidden">Aus Vergleich entfernen: {column.title}</span>
                  </Link>
                </span>
                <Link to={column.href}>{column.title}</Link>
                {column.location ? <span className="compare-location">{column.location}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => {
                const best = row.best[index];
                return (
                  <td key={table.columns[index]?.id ?? index} className={best ? "compare-best" : undefined}>
                    {value}
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
            {table.columns.map((column) => (
              <td key={column.id}>
                <Link className="button compare-inquiry" to={column.inquiryHref}>
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
