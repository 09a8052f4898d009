// Every path no other route claims answers 404 with the not-found page (public-site.md route
// table). The action makes a POST to an unknown path a 404 too, not a 405.
import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [{ title: "Seite nicht gefunden | Donau Estate" }, { name: "robots", content: "noindex" }];

export async function loader() {
  throw new Response("Not Found", { status: 404 });
}

export async function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
