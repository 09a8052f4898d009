// JSON-LD for search engines (schema.org RealEstateAgent, Person, BreadcrumbList, BlogPosting),
// serialised by lib/json-ld.ts so that '<' can never close the element early.
import { serializeJsonLd } from "~/lib/json-ld";

export function StructuredData({ data }: { data: unknown }) {
  // A data block is not executed, so the CSP nonce is not needed; the escaping above keeps it inert.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
