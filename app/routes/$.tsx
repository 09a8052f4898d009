// Every path no other route claims answers 404 with the not-found page (public-site.md route
// table), and below its ways on the newest listings, as the brokerages' own not-found pages do.
// The action makes a POST to an unknown path a 404 too, not a 405.
import { data, isRouteErrorResponse, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useRouteError } from "react-router";
import { PropertyGrid } from "~/components/content/property-grid";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { propertyCardStylesheet } from "~/components/property-card";
import { type PropertyCardView, toPropertyCardView } from "~/lib/property-view";
import { listFeaturedProperties } from "~/server/appearance/queries.server";

export const meta: MetaFunction = () => [{ title: "Seite nicht gefunden | Donau Estate" }, { name: "robots", content: "noindex" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: propertyCardStylesheet }];

/** How many of the newest listings the not-found page offers. */
const NEWEST = 3;

/** Always a 404; the newest listings ride along in its data (a failed read leaves them out). */
export async function loader({ context }: LoaderFunctionArgs) {
  const rows = await listFeaturedProperties(context.db, { pinned: [], limit: NEWEST }).catch((error: unknown) => {
    console.warn(JSON.stringify({ route: "not-found", newest: String(error) }));
    return [];
  });
  throw data({ newest: rows.map(toPropertyCardView) }, { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

// The loader always throws, so the boundary renders the page; the component only makes this a UI
// route (a route without one would answer the 404 as a bare resource response).
export default function CatchAll() {
  return <ErrorBoundary />;
}

/** The site's not-found page (error-page.tsx), with the newest listings when there are any. */
export function ErrorBoundary() {
  const error = useRouteError();
  const newest: PropertyCardView[] = (isRouteErrorResponse(error) && (error.data as { newest?: PropertyCardView[] } | null)?.newest) || [];
  return (
    <GeneralErrorBoundary>
      {newest.length > 0 ? (
        <section className="error-page-newest" aria-labelledby="not-found-newest">
          <h2 id="not-found-newest">Neu im Angebot</h2>
          <PropertyGrid properties={newest} swipe />
        </section>
      ) : null}
    </GeneralErrorBoundary>
  );
}
