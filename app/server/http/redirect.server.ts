import { requestUrl } from "~/lib/request-url";
import { publicPageCache } from "./cache.server";

/**
 * A 301 to a fixed path on this site, keeping the query string (campaign parameters survive).
 * Thrown responses would do too; returning keeps the loaders plain.
 */
export function permanentRedirect(request: Request, to: string): Response {
  const { search } = requestUrl(request);
  return new Response(null, {
    status: 301,
    headers: { Location: `${to}${search}`, "Cache-Control": publicPageCache },
  });
}
