// /suchauftrag is the short address of the search order (public-site.md route table).
import type { LoaderFunctionArgs } from "react-router";
import { permanentRedirect } from "~/server/http/redirect.server";

export function loader({ request }: LoaderFunctionArgs) {
  return permanentRedirect(request, "/immobilien/suchauftrag");
}
