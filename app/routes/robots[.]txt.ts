// robots.txt needs the sitemap's absolute URL, known only from SITE_URL at runtime, so it is
// served here instead of from public/ (research/features.md §5).
import type { LoaderFunctionArgs } from "react-router";
import { absoluteUrl } from "~/lib/site";

export function loader({ context }: LoaderFunctionArgs) {
  const production = context.env.ENVIRONMENT === "production";
  const lines = production
    ? ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /login", "Disallow: /api/"]
    : // Test and staging deployments stay out of search indexes.
      ["User-agent: *", "Disallow: /"];
  lines.push("", `Sitemap: ${absoluteUrl(context.env.SITE_URL, "/sitemap.xml")}`, "");
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
