// Vergleichen: the chosen listings side by side, server-rendered, no JavaScript needed: the best
// value per row marked (✓), an Anfrage and a remove link per column, a note when rent and sale or
// kinds of property are mixed (with links to compare like with like); on a phone the table scrolls
// sideways under a narrow sticky label column, dots saying which listings are in view.
import { useRef } from "react";
import { Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { PageHead } from "~/components/page-head";
import { site } from "~/lib/site";
import { BEST_LEGEND } from "~/lib/watchlist-compare";
import watchlistStyles from "~/styles/watchlist.css?url";
import { CompareTable } from "./compare-table";
import type { loader } from "./route.server";
import { useStickyHeads } from "./sticky-heads";
import { CompareSwipeHint, scrollsWhenNarrow } from "./swipe-hint";

export { loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchlistStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Immobilien vergleichen | ${site.brand}` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Compare() {
  const { table, missing, shared, remove, alike } = useLoaderData<typeof loader>();
  const scroller = useRef<HTMLElement>(null);
  // Three or four listings scroll sideways below 1000 px (watchlist.css).
  const wide = scrollsWhenNarrow(table.columns.length);
  useStickyHeads(scroller, wide);
  return (
    <>
      <PageHead
        eyebrow={
          <Link className="page-head-back" to={shared ?? "/merkliste"}>
            {shared ? "Zurück zur geteilten Merkliste" : "Zurück zur Merkliste"}
          </Link>
        }
        title="Immobilien vergleichen"
        titleId="compare-title"
        intro="Die wichtigsten Zahlen nebeneinander."
      />
      <section className="container compare" aria-labelledby="compare-title">
        {missing > 0 ? (
          <p className="compare-note">
            {missing === 1 ? "Eine gewählte Immobilie ist" : "Einige gewählte Immobilien sind"} nicht mehr verfügbar.
          </p>
        ) : null}
        {/* A plain note, not a disclosure: what is mixed and why in one line, then the comparisons
            of like with like among these listings. */}
        {table.mix ? (
          <div className="compare-note compare-mixed" id="compare-mixed">
            <p>
              <strong>{table.mix.title}</strong> {table.mix.reason}
            </p>
            {alike.length > 0 ? (
              <ul className="compare-alike" aria-label="Gleichartige vergleichen">
                {alike.map((subset) => (
                  <li key={subset.href}>
                    <Link to={subset.href}>{subset.label}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="compare-aids">
          {table.marked ? <p className="compare-legend">{BEST_LEGEND}</p> : null}
          <CompareSwipeHint count={table.columns.length} scroller={scroller} />
        </div>
        <CompareTable table={table} remove={remove} wide={wide} scroller={scroller} />
      </section>
    </>
  );
}
