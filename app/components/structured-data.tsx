// JSON-LD for search engines (schema.org RealEstateAgent, Person, BreadcrumbList, BlogPosting).
// The JSON goes inside a <script> element, so every '<' is written as \u003c: a value such as
// '</script><script>' in a name or title can then never close the element early.

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function StructuredData({ data }: { data: unknown }) {
  // A data block is not executed, so the CSP nonce is not needed; the escaping above keeps it inert.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
