// Listing /immobilien (public-site.md sections 2, 4, 7 calls 1-3 and 6, 8, 9; DESIGN.md section 2):
// a GET search whose state is the URL; one D1 batch for count, page and dropdown options.
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PropertyCard, PropertyCardSkeleton, propertyCardStylesheet } from "~/components/property-card";
import { hasActiveFilters, PAGE_SIZE, parseSearchParams, toSearchParams } from "~/lib/property-filters";
import { toPropertyCardView } from "~/lib/property-view";
import { hasFeedCredentials } from "~/models/api-credentials.server";
import { searchProperties } from "~/models/properties.server";
import searchStyles from "~/styles/search.css";
import { Pagination } from "./pagination";
import { SearchPanel } from "./search-panel";
import { seoFor } from "./seo.server";

/** Skeleton cards while a search loads (spec section 9: at most 6). */
const SKELETON_CARDS = 6;
/** Toast after applying filters (spec section 9). */
const FILTER_TOAST_MS = 3000;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: searchStyles },
];

// Title and description come from the loader: the texts and site config stay out of the browser
// bundle (target: under 90 KB JavaScript for this page, scripts/bench-bundle.mjs).
export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData
    ? [
        { title: loaderData.seo.title },
        { name: "description", content: loaderData.seo.description },
        { tagName: "link", rel: "canonical", href: loaderData.seo.canonical },
      ]
    : [];

export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers();
  const timing = loaderHeaders.get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const started = performance.now();
  const url = new URL(request.url);
  const query = parseSearchParams(url.searchParams, context.now());
  const base = { filters: query.filters, currentYear: context.now().getFullYear() };
  try {
    const result = await searchProperties(context.db, { d1: context.env.DB, query });
    // Spec call 3: the setup notice shows only when nothing is configured and nothing is there.
    const empty =
      result.total === 0 &&
      (!hasActiveFilters(query.filters) || (result.options.types.length === 0 && result.options.locations.length === 0));
    const missingCredentials = empty ? !(await hasFeedCredentials(context.db)) : false;
    const search = toSearchParams(query.filters, result.page).toString();
    const payload = {
      ...base,
      state: missingCredentials ? ("missing-credentials" as const) : result.total === 0 ? ("empty" as const) : ("results" as const),
      total: result.total,
      page: result.page,
      totalPages: result.totalPages,
      properties: result.rows.map(toPropertyCardView),
      options: result.options,
      seo: seoFor(result.page, search ? `/immobilien?${search}` : "/immobilien", context.env.SITE_URL),
    };
    return data(payload, { headers: { "Server-Timing": `app;desc="loader";dur=${(performance.now() - started).toFixed(1)}` } });
  } catch (error) {
    // Spec section 8, list fetch failure: the page explains; the log keeps the cause.
    console.error("property search failed", error);
    return data(
      {
        ...base,
        state: "error" as const,
        total: 0,
        page: 1,
        totalPages: 1,
        properties: [],
        options: { types: [], locations: [] },
        seo: seoFor(1, "/immobilien", context.env.SITE_URL),
      },
      { status: 503 },
    );
  }
}

export default function PropertySearch() {
  const result = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/immobilien";
  const [toast, setToast] = useState<string | null>(null);
  const applied = useRef(false);

  // Spec sections 4 and 9: a toast for 3000 ms once filtered results have arrived.
  useEffect(() => {
    if (navigation.state !== "idle" || !applied.current) return;
    applied.current = false;
    setToast(`Filter angewendet: Gefunden: ${result.total} Immobilien`);
    const timer = window.setTimeout(() => setToast(null), FILTER_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [navigation.state, result.total]);

  return (
    <>
      <section className="page-hero search-hero">
        <div className="container">
          <h1>Immobilien</h1>
          <p>Entdecken Sie unsere exklusiven Immobilien in den besten Lagen von Wien und Umgebung.</p>
        </div>
      </section>
      <div className="container search-layout">
        <SearchPanel
          // Remount on every new URL so that back/forward shows that URL's filters.
          key={toSearchParams(result.filters).toString()}
          filters={result.filters}
          options={result.options}
          currentYear={result.currentYear}
          onApply={() => {
            applied.current = true;
          }}
        />
        <section className="search-results" aria-labelledby="search-results-count" aria-busy={pending}>
          <p id="search-results-count" className="search-count" aria-live="polite">
            {pending ? "Immobilien werden gezählt..." : result.state === "error" ? null : `Gefunden: ${result.total} Immobilien`}
          </p>
          {pending ? (
            <div className="property-grid">
              {Array.from({ length: Math.min(SKELETON_CARDS, PAGE_SIZE) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <PropertyCardSkeleton key={index} />
              ))}
            </div>
          ) : (
            <Results result={result} />
          )}
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

function Results({ result }: { result: ReturnType<typeof useLoaderData<typeof loader>> }) {
  if (result.state === "error") {
    return (
      <div className="search-message search-message-error" role="alert">
        <h2>Es ist ein Fehler aufgetreten</h2>
        <p>Fehler beim Laden der Immobilien. Bitte versuchen Sie es später erneut.</p>
      </div>
    );
  }
  if (result.state === "missing-credentials") {
    return (
      <div className="search-message" role="alert">
        <h2>API-Zugangsdaten fehlen</h2>
        <p>
          Bitte hinterlegen Sie als Administrator die Zugangsdaten des Immobilien-Feeds (Feed-Adresse und Passwort) in der Datenbank und
          starten Sie die Synchronisation.
        </p>
        <p>
          <a href="/login">Zum Verwaltungsbereich</a>
        </p>
      </div>
    );
  }
  if (result.state === "empty") {
    return (
      <div className="search-message">
        <h2>Keine Immobilien gefunden</h2>
        <p>Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.</p>
      </div>
    );
  }
  return (
    <>
      <ul className="property-grid">
        {result.properties.map((property, index) => (
          <li key={property.id}>
            {/* The first row (up to 3 cards) is above the fold: load eagerly. */}
            <PropertyCard property={property} eager={index < 3} />
          </li>
        ))}
      </ul>
      <Pagination filters={result.filters} page={result.page} totalPages={result.totalPages} />
    </>
  );
}
