// Listing /immobilien (public-site.md sections 2, 4, 7 calls 1-3 and 6, 8, 9; DESIGN.md section 2):
// a GET search whose state is the URL; one D1 batch for count, page and dropdown options.

import { useEffect, useRef, useState } from "react";
import { type LinksFunction, type MetaFunction, useLoaderData, useNavigation } from "react-router";
import { PropertyCardSkeleton, propertyCardStylesheet } from "~/components/property-card";
import { formatPropertyCount } from "~/lib/format";
import { resultsHeading, resultsSubline } from "~/lib/results-heading";
import searchStyles from "~/styles/search.css?url";
import { FilterChips } from "./filter-chips";
import { Results } from "./results";
import { ResultsMapCard, ResultsViewToggle } from "./results-map";
import { ResultsToolbar, SortMenu } from "./results-toolbar";
import type { loader } from "./route.server";
import { SearchPanel } from "./search-panel";

export { headers, loader } from "./route.server";

/** Skeleton cards while a search loads (spec section 9: at most 6). */
const SKELETON_CARDS = 6;
/** Toast after applying filters (spec section 9). */
const FILTER_TOAST_MS = 3000;
/** The 'filtering' flag after applying filters (spec section 9). */
const FILTERING_MS = 500;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: searchStyles },
];

// Title, description and canonical come from the loader (route.server.ts, seoFor).
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.seo.title },
        { name: "description", content: loaderData.seo.description },
        { tagName: "link", rel: "canonical", href: loaderData.seo.canonical },
        { property: "og:title", content: loaderData.seo.title },
        { property: "og:description", content: loaderData.seo.description },
        { property: "og:image", content: loaderData.seo.ogImage },
      ]
    : [];

export default function PropertySearch() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/immobilien";
  const [toast, setToast] = useState<string | null>(null);
  const subline = result.state === "results" || result.state === "empty" ? resultsSubline(result.total, result.filters) : null;
  const [filtering, setFiltering] = useState(false);
  const applied = useRef(false);
  // The phone's filter sheet: the panel holds it, the results' bar opens it.
  const sheetRef = useRef<HTMLDialogElement>(null);

  // Spec sections 4 and 9: applying filters flags 'filtering' for 500 ms, so that the change is
  // noticeable (dimmed results, progress bar, aria-busy, a polite announcement) even when the
  // response is instant; a slower response keeps the pending state after that.
  useEffect(() => {
    if (!filtering) return;
    const timer = window.setTimeout(() => setFiltering(false), FILTERING_MS);
    return () => window.clearTimeout(timer);
  }, [filtering]);

  // Spec sections 4 and 9: a toast for 3000 ms once filtered results have arrived.
  useEffect(() => {
    if (navigation.state !== "idle" || !applied.current) return;
    applied.current = false;
    setToast(`Filter angewendet: Gefunden: ${formatPropertyCount(result.total)}`);
    const timer = window.setTimeout(() => setToast(null), FILTER_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state, result.total]);

  return (
    <>
      <section className="page-hero search-hero">
        <div className="container">
          <h1>Immobilien</h1>
          {/* The spec's line (public-site.md line 45); a filtered search says what it shows. */}
          <p>{subline ?? "Entdecken Sie unsere exklusiven Immobilien in den besten Lagen von Wien und Umgebung."}</p>
        </div>
      </section>
      {/* The Karte view folds the filters into a sheet from 1000 px too, for the list's room. */}
      <div className={result.resultsMap.view === "karte" ? "container search-layout search-layout-map" : "container search-layout"}>
        <SearchPanel
          // Remount on every new URL so that back/forward shows that URL's filters.
          key={result.filterKey}
          fields={result}
          extendedActive={result.extendedActive}
          total={result.state === "error" ? null : result.total}
          sheetRef={sheetRef}
          onApply={() => {
            applied.current = true;
            setFiltering(true);
          }}
        />
        <section
          // The form's action ends in #ergebnisse: after a search the page lands here.
          id="ergebnisse"
          className="search-results"
          aria-labelledby="search-results-count"
          aria-busy={pending || filtering}
          data-filtering={filtering ? "" : undefined}
          data-ansicht={result.resultsMap.view}
        >
          {/* The results' heading (between the page's h1 and the cards' h3): the count line, with
              the offer, place and type chosen. */}
          <h2 id="search-results-count" className="search-count" aria-live="polite">
            {pending ? (
              "Immobilien werden gezählt..."
            ) : result.state === "error" ? (
              <span className="visually-hidden">Suchergebnisse</span>
            ) : (
              resultsHeading(result.total, result.filters)
            )}
          </h2>
          <ResultsToolbar
            activeCount={result.activeFilterCount}
            sheetRef={sheetRef}
            sortOptions={result.sortOptions}
            sortKey={result.sortKey}
            map={result.resultsMap}
          />
          <FilterChips chips={result.chips} resetHref={result.resetHref} />
          {/* Suchauftrag alerts: the save page takes these filters from the URL. */}
          <p className="search-save">
            <a href={result.saveSearchHref}>Suche speichern</a>
          </p>
          {/* From 768 px the order is chosen beside the count, as on the portals (the phone's is in the bar). */}
          {result.state === "results" ? <SortMenu options={result.sortOptions} current={result.sortKey} wide /> : null}
          <p className="visually-hidden" role="status">
            {filtering ? "Filter werden angewendet" : ""}
          </p>
          <ResultsViewToggle map={result.resultsMap} offers={result.offerLinks} />
          {/* Karte view: the list left and the map right from 768 px; on phones the map fills the
              screen (search.css). Without JavaScript the list stays and the map says why. */}
          <div className="results-split">
            {result.resultsMap.view === "karte" && (result.state === "results" || result.state === "empty") ? (
              <ResultsMapCard map={result.resultsMap} />
            ) : null}
            <div className="results-list">
              {pending ? (
                <div className="property-grid">
                  {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <PropertyCardSkeleton key={index} />
                  ))}
                </div>
              ) : (
                <Results result={result} />
              )}
            </div>
          </div>
        </section>
      </div>
      {toast ? (
        <div role="status" className="toast toast-success search-toast">
          <strong>{toast}</strong>
        </div>
      ) : null}
    </>
  );
}
