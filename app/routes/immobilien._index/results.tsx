// The result list of /immobilien (route.tsx): the cards with the page's pagination and, at its
// end, the way to a search order for this search; or, for no hits, the message with ways out.
import type { useLoaderData } from "react-router";
import { PropertyCard } from "~/components/property-card";
import { Pagination } from "./pagination";
import { ResultMessage } from "./result-message";
import type { loader } from "./route.server";

export function Results({ result }: { result: ReturnType<typeof useLoaderData<typeof loader>> }) {
  if (result.state !== "results")
    return (
      <ResultMessage
        state={result.state}
        wayOut={{ loosenings: result.loosenings, saveSearchHref: result.saveSearchHref, searchOrderHref: result.searchOrderHref }}
      />
    );
  return (
    <>
      <ul className="property-grid">
        {result.properties.map((property, index) => (
          // The id lets the map light up this card's pin and back (map-carousel.client.tsx).
          <li key={property.id} data-listing-id={property.id}>
            {/* The first card is a phone's largest first-screen picture (filters in a sheet). */}
            {/* Filtered to Kauf or Miete, every card has that offer: no badge repeats it. */}
            <PropertyCard property={property} priority={index === 0} returnTo={result.here} offerBadge={result.filters.status === null} />
          </li>
        ))}
      </ul>
      <Pagination
        pages={result.pages}
        current={result.page}
        previous={result.previousHref}
        next={result.nextHref}
        // The map shows every hit, the list one page of them: say so.
        note={
          result.resultsMap.view === "karte"
            ? `Seite ${result.page} von ${result.totalPages} · die Karte zeigt die Treffer aller Seiten`
            : null
        }
      />
      {/* The end of the list: what is not there yet, the broker looks for. */}
      <p className="search-order-cta">
        Nicht das Passende dabei?{" "}
        <a href={result.searchOrderHref} className="button button-secondary">
          Suchauftrag für diese Suche anlegen
        </a>
      </p>
    </>
  );
}
