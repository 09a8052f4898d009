// /immobilien/makler-beauftragen has no page of its own: it is replaced by the marketing page
// (public-site.md route table). The district pages below it are separate routes.
import type { LoaderFunctionArgs } from "react-router";
import { permanentRedirect } from "~/server/http/redirect.server";

export function loader({ request }: LoaderFunctionArgs) {
  return permanentRedirect(request, "/immobilien/vermarktung");
}
