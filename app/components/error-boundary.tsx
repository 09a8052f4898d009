// The site's one error boundary (STYLE.md, after the Epic Stack's GeneralErrorBoundary): root and
// every route that exports an ErrorBoundary render it and name their kind of page; the texts per
// HTTP status live in error-page.tsx.
import type { ReactNode } from "react";
import { ErrorPage, type ErrorPageName } from "./error-page";

export function GeneralErrorBoundary({ page = "site", children }: { page?: ErrorPageName; children?: ReactNode }) {
  return <ErrorPage page={page}>{children}</ErrorPage>;
}
