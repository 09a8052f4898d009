// Every path no other route claims answers 404 with the not-found page (public-site.md route
// table). The action makes a POST to an unknown path a 404 too, not a 405.
import type { MetaFunction } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Seite nicht gefunden | Donau Estate" }, { name: "robots", content: "noindex" }];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

// The loader always throws, so the boundary renders the page; the component only makes this a UI
// route (a route without one would answer the 404 as a bare resource response).
export default function CatchAll() {
  return <ErrorBoundary />;
}

/** The site's not-found page (error-page.tsx). */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
