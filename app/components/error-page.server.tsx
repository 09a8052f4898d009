// The server renders the error page synchronously into the document; the browser build gets an
// empty module here and loads error-page.tsx only when an error page must render (error-boundary.tsx).
export { ErrorPage } from "./error-page";
