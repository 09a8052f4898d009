// The page's URL as the visitor sees it, from the request a loader or action gets. React Router 8
// passes the raw request: a client navigation asks for `/admin/konto.data` (`/_.data` for the
// home page) with a `_routes` parameter, and a form posting to an index route adds `?index`.
// Everything we derive from the URL (redirect targets, the second-factor page check, filters,
// canonical links) needs the page's URL, not the wire's.
export function requestUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.replace(/_\.data$/, "");
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  // The router's marker for an index route's action is a bare `index`; no page of ours uses it.
  if (url.searchParams.has("index") && url.searchParams.getAll("index").every((value) => value === "")) {
    url.searchParams.delete("index");
  }
  return url;
}
