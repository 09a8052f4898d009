// The menu's 'Investment in Immobilien' entry points at /investment, which has no page of its
// own: it redirects to the investment apartments (DESIGN.md section 3).
import type { LoaderFunctionArgs } from "react-router";
import { permanentRedirect } from "~/server/http/redirect.server";

export function loader({ request }: LoaderFunctionArgs) {
  return permanentRedirect(request, "/investment/anlagewohnungen");
}
