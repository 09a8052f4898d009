// A shared Merkliste: the listings someone saved, for anyone with the signed link. The
// title says it is someone else's list and how many it holds (the header counts the visitor's own);
// one button takes them all into the visitor's Merkliste (a plain POST, no JavaScript needed).
import { Form, Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHead } from "~/components/page-head";
import { propertyCardStylesheet } from "~/components/property-card";
import { AskAbout, WatchlistGrid } from "~/components/watchlist-grid";
import { formatPropertyCount } from "~/lib/format";
import { site } from "~/lib/site";
import watchlistStyles from "~/styles/watchlist.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: watchlistStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: `Geteilte Merkliste | ${site.brand}` },
  { name: "robots", content: "noindex" },
  ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
];

export default function SharedWatchlist() {
  const { available, missing, chosen, notice, self, notSaved } = useLoaderData<typeof loader>();
  return (
    <>
      {/* Two short lines of help and the one action in the head, so the first card's title shows on a
          phone's first screen under the mixed list's warning. */}
      <PageHead
        title={`Geteilte Merkliste (${formatPropertyCount(available.length)})`}
        titleId="shared-watchlist-title"
        intro="Diese Immobilien wurden mit Ihnen geteilt. Mit dem Herz übernehmen Sie eine in Ihre Merkliste."
      >
        {available.length > 0 ? (
          <div className="shared-watchlist-adopt">
            {notSaved > 0 ? (
              <Form method="post" action={self}>
                <button type="submit" className="button">
                  Alle in meine Merkliste übernehmen
                </button>
              </Form>
            ) : (
              <p>
                Alle diese Immobilien sind bereits in Ihrer <Link to="/merkliste">Merkliste</Link>.
              </p>
            )}
          </div>
        ) : null}
      </PageHead>
      <section className="container watchlist" aria-labelledby="shared-watchlist-title">
        {missing > 0 ? (
          <p className="watchlist-empty">
            {missing === 1 ? "Eine Immobilie ist" : `${missing} Immobilien sind`} nicht mehr verfügbar und werden nicht angezeigt.
          </p>
        ) : null}
        {available.length > 0 ? (
          <>
            <WatchlistGrid properties={available} chosen={chosen} notice={notice} returnTo={self} />
            {/* After the cards (on a phone the head keeps the first card on the first screen). */}
            <div className="watchlist-ask">
              <p>Fragen zu diesen Immobilien? Wir beraten Sie gerne und vereinbaren Besichtigungen.</p>
              <AskAbout ids={available.map((property) => property.id)} />
            </div>
          </>
        ) : (
          <p className="watchlist-empty">
            Keine dieser Immobilien ist noch verfügbar. <Link to="/immobilien">Immobilien ansehen</Link>
          </p>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="watchlist-share" />;
}
