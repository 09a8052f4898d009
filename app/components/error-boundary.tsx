// The site's one error boundary (STYLE.md, after the Epic Stack's GeneralErrorBoundary): root and
// every route that exports an ErrorBoundary render it and name their kind of page; the texts per
// HTTP status live in error-page.tsx. That page is an on-demand chunk: error pages are rare, and
// the texts and markup would otherwise be in every page's first load (budget 95 KB,
// docs/performance-log.md). A server-rendered error page keeps its HTML while the chunk loads (a
// dehydrated Suspense boundary, like the cookie banner, ADR 0011).
import { lazy, Suspense } from "react";
import type { ErrorPageName } from "./error-page";
// Undefined in the browser (an empty `.server` module); the real component on the server.
import { ErrorPage as ServerErrorPage } from "./error-page.server";

const LazyErrorPage = lazy(() => import("./error-page").then((module) => ({ default: module.ErrorPage })));

export function GeneralErrorBoundary({ page = "site" }: { page?: ErrorPageName }) {
  const Page = ServerErrorPage ?? LazyErrorPage;
  return (
    <Suspense fallback={null}>
      <Page page={page} />
    </Suspense>
  );
}
