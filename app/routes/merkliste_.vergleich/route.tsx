// Vergleichen (ADR 0156): the chosen listings side by side, server-rendered, no JavaScript needed.
// ADR 0156: the best value per row marked in words, an Anfrage per column, a note when
// rent and sale are mixed; on a phone the table scrolls sideways under a sticky label column.
// The listings' titles form a row of their own that sticks under the header while the rows scroll
// (watchlist.css); the photos above it scroll away, at 4:3 they would cover the screen.
import { useRef } from "react";
import { Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { PageHead } from "~/components/page-head";
import { site } from "~/lib/site";
import { MIXED_OFFERS_NOTE } from "~/lib/watchlist-compare";
import watchlistStyles from "~/styles/watchlist.css?url";
import type { loader } from "./route.server";
import { CompareSwipeHint, scrollsWhenNarrow } from "./swipe-hint";

export { loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchlistStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Immobilien vergleichen | ${site.brand}` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Compare() {
  const { table, missing, shared } = useLoaderData<typeof loader>();
  const scroller = useRef<HTMLElement>(null);
  // Three or four listings scroll sideways below 1000 px (watchlist.css).
  const wide = scrollsWhenNarrow(table.columns.length);
  return (
    <>
      <PageHead
        eyebrow={shared ? "Geteilte Merkliste" : "Merkliste"}
        title="Immobilien vergleichen"
        titleId="compare-title"
        intro="Die wichtigsten Zahlen nebeneinander. Der beste Wert einer Zeile ist mit ✓ und in Worten markiert."
      />
      <section className="container compare" aria-labelledby="compare-title">
        {missing > 0 ? (
          <p className="compare-note">
            {missing === 1 ? "Eine gewählte Immobilie ist" : "Einige gewählte Immobilien sind"} nicht mehr verfügbar.
          </p>
        ) : null}
        {table.mixedOffers ? (
          <p className="compare-note" id="compare-mixed">
            <strong>Miete und Kauf gemischt.</strong> {MIXED_OFFERS_NOTE}
          </p>
        ) : null}
        {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1) on narrow screens. */}
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
                {table.columns.map((column) => (
                  <th key={column.id} scope="col">
                    <span className="compare-offer">{column.offerLabel}</span>
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
                          <span className="compare-best-mark">
                            <span aria-hidden="true">✓ </span>
                            {best}
                          </span>
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
        <CompareSwipeHint count={table.columns.length} scroller={scroller} />
        <p className="compare-back">
          {shared ? <Link to={shared}>Zurück zur geteilten Merkliste</Link> : <Link to="/merkliste">Zurück zur Merkliste</Link>}
        </p>
      </section>
    </>
  );
}
