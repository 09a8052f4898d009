// The page's URL as the visitor sees it. React Router 8 hands loaders the raw request
// (`/admin/konto.data`, `/_.data`, `?_routes=`, `?index`), but redirects, filters and canonical
// links need the page's URL, not the wire's.
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
