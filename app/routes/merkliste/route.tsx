// Merkliste /merkliste: the listings this browser saved with the heart,
// without an account. Listings that were sold, let or withdrawn stay with "nicht mehr verfügbar".
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { PropertyGrid } from "~/components/content/property-grid";
import { PageHead } from "~/components/page-head";
import { propertyCardStylesheet } from "~/components/property-card";
import { AskAbout, WatchlistGrid } from "~/components/watchlist-grid";
import { site } from "~/lib/site";
import watchlistStyles from "~/styles/watchlist.css?url";
import type { action, loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: watchlistStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Merkliste | ${site.brand}` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function Watchlist() {
  const { available, unavailable, suggestions, shareUrl, chosen, notice } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const empty = available.length === 0 && unavailable.length === 0;
  return (
    <>
      {/* One heading: the page's title, with the count and "Merkliste teilen" under it. "Beratung
          anfragen" is outlined: the list's one filled button is "Alle … vergleichen" below. */}
      <PageHead title="Merkliste" titleId="watchlist-title" intro={available.length > 0 ? savedCount(available.length) : undefined}>
        {available.length > 0 ? (
          <div className="watchlist-head-actions">
            <AskAbout ids={available.map((property) => property.id)} className="button button-secondary" />
            {shareUrl ? <ShareList shareUrl={shareUrl} /> : null}
          </div>
        ) : null}
      </PageHead>
      <section className="container watchlist" aria-labelledby="watchlist-title">
        {failure ? (
          <p className="form-error" role="alert">
            {failure.error}
          </p>
        ) : null}
        {empty ? (
          <div className="watchlist-empty">
            <svg viewBox="0 0 24 24" aria-hidden="true" width="48" height="48">
              <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
            </svg>
            <h2>Noch nichts gemerkt</h2>
            <p>Ihre Merkliste ist leer. Merken Sie eine Immobilie mit dem Herz, um sie später wiederzufinden und zu vergleichen.</p>
            <Link className="button" to="/immobilien">
              Immobilien entdecken
            </Link>
          </div>
        ) : null}
        {suggestions.length > 0 ? (
          <>
            <h2>Aktuelle Immobilien</h2>
            <PropertyGrid properties={suggestions} />
          </>
        ) : null}
        {available.length > 0 ? (
          <>
            <h2 className="visually-hidden">Gemerkte Immobilien</h2>
            <WatchlistGrid properties={available} chosen={chosen} notice={notice} />
          </>
        ) : null}
        {unavailable.length > 0 ? (
          <>
            <h2>Nicht mehr verfügbar</h2>
            <ul className="watchlist-unavailable">
              {unavailable.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.title} – <strong>nicht mehr verfügbar</strong>
                    {item.place ? <span className="watchlist-unavailable-place">{item.place}</span> : null}
                  </span>
                  <Form method="post" action="/merkliste" preventScrollReset>
                    <input type="hidden" name="id" value={item.id} />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="redirectTo" value="/merkliste" />
                    <button type="submit" className="button button-secondary">
                      Entfernen<span className="visually-hidden">: {item.title}</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="watchlist-note">
          Ihre Merkliste bleibt ohne Konto in diesem Browser gespeichert, in einem Cookie, das nur die Nummern der Immobilien enthält.
        </p>
      </section>
    </>
  );
}

function savedCount(count: number): string {
  return count === 1 ? "1 gemerkte Immobilie" : `${count} gemerkte Immobilien`;
}

function ShareList({ shareUrl }: { shareUrl: string }) {
  return (
    <details className="watchlist-share">
      <summary>Merkliste teilen</summary>
      <p>Mit diesem Link sieht jede Person dieselben Immobilien. Er enthält nur die Nummern der Immobilien, keine persönlichen Daten.</p>
      <label htmlFor="watchlist-share-url">Link zu Ihrer Merkliste</label>
      <input id="watchlist-share-url" type="url" readOnly value={shareUrl} />
      <p>
        <a href={shareUrl}>Geteilte Merkliste öffnen</a>
      </p>
    </details>
  );
}
