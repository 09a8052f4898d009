// JSON-LD (schema.org) for search engines: the builders loaders use (breadcrumbs, the brokerage,
// its agents) and the serialiser that <StructuredData> (components/structured-data.tsx) renders.
import { absoluteUrl, site } from "~/lib/site";

/**
 * The JSON goes inside a <script> element, so every '<' is written as \u003c: a value such as
 * '</script><script>' in a name or title can then never close the element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function postalAddress() {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressCountry: site.address.countryCode,
  };
}

export interface EmployeeInput {
  name: string;
  slug: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  image: string | null;
}

export function personLd(siteUrl: string, agent: EmployeeInput) {
  return {
    "@type": "Person",
    name: agent.name,
    url: absoluteUrl(siteUrl, `/uber-uns/team/${agent.slug}`),
    ...(agent.position ? { jobTitle: agent.position } : {}),
    ...(agent.email ? { email: agent.email } : {}),
    ...(agent.phone ? { telephone: agent.phone } : {}),
    ...(agent.image ? { image: agent.image } : {}),
    worksFor: { "@type": "RealEstateAgent", name: site.legalName, url: absoluteUrl(siteUrl, "/") },
  };
}

/** The office as a RealEstateAgent; with `employees`, the team as schema.org Persons. */
export function realEstateAgentLd(
  siteUrl: string,
  { employees = [], areaServed }: { employees?: readonly EmployeeInput[]; areaServed?: string } = {},
) {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name: site.legalName,
    alternateName: site.brand,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/favicon.ico"),
    image: absoluteUrl(siteUrl, "/og/donau-estate.png"),
    telephone: site.phone,
    email: site.email,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lon },
    sameAs: Object.values(site.social),
    ...(areaServed ? { areaServed } : {}),
    ...(employees.length > 0 ? { employee: employees.map((agent) => personLd(siteUrl, agent)) } : {}),
  };
}

/** The brokerage as publisher of an article (BlogPosting.publisher). */
export function publisherLd(siteUrl: string) {
  return { "@type": "Organization", name: site.legalName, url: absoluteUrl(siteUrl, "/") };
}
