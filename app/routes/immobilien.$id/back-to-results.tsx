// "Zurück zu den Ergebnissen" on the detail page.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { pageBefore, resultsPageOf } from "~/lib/previous-location";

/**
 * "Zurück zu den Ergebnissen" when the visitor came from the search /immobilien: back to that very
 * search, query and all (lib/previous-location). Known only in the browser, so it appears after
 * hydration, at the breadcrumb line's end where it takes no height of its own (CLS 0); without
 * JavaScript the breadcrumb's 'Immobilien' is the way back.
 */
export function BackToResults() {
  const { pathname, search } = useLocation();
  const [results, setResults] = useState<string | null>(null);
  useEffect(() => {
    setResults(resultsPageOf(pageBefore(pathname + search), document.referrer, window.location.origin));
  }, [pathname, search]);
  if (!results) return null;
  return (
    <Link to={results} className="detail-back">
      Zurück zu den Ergebnissen
    </Link>
  );
}
