// Old district URLs under /immobilien/vermarktung/... go to the district landing page named by
// their last path segment (public-site.md route table).
import type { LoaderFunctionArgs } from "react-router";
import { permanentRedirect } from "~/server/http/redirect.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last) return permanentRedirect(request, "/immobilien/vermarktung");
  return permanentRedirect(request, `/immobilien/makler-beauftragen/${encodeURIComponent(last)}`);
}
