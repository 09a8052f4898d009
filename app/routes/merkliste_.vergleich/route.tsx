// Vergleichen (ADR 0156): the chosen listings side by side, server-rendered, no JavaScript needed.
import { Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { site } from "~/config/site";
import watchlistStyles from "~/styles/watchlist.css?url";
import type { loader } from "./route.server";

export { loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: watchlistStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Immobilien vergleichen | ${site.brand}` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Compare() {
  const loaderData = useLoaderData<typeof loader>();
  const { table } = loaderData;
  return (
    <section className="container compare" aria-labelledby="compare-title">
      <h1 id="compare-title">Immobilien vergleichen</h1>
      {loaderData.error ? (
        <p className="form-error" role="alert">
          {loaderData.error}
        </p>
      ) : null}
      {"missing" in loaderData && loaderData.missing > 0 ? (
        <p>{loaderData.missing === 1 ? "Eine gewählte Immobilie ist" : "Einige gewählte Immobilien sind"} nicht mehr verfügbar.</p>
      ) : null}
      {table ? (
        // A scrolling region must be reachable by keyboard (WCAG 2.1.1) on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways at 390 px
        <section className="compare-scroll" aria-labelledby="compare-title" tabIndex={0}>
          <table className="compare-table">
            <caption className="visually-hidden">Vergleich von {table.columns.length} Immobilien</caption>
            <thead>
              <tr>
                <td />
                {table.columns.map((column) => (
                  <th key={column.id} scope="col">
                    <img src={column.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
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
                  {row.values.map((value, index) => (
                    <td key={table.columns[index]?.id ?? index}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p>
        <Link to="/merkliste">Zurück zur Merkliste</Link>
      </p>
    </section>
  );
}
