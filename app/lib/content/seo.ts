// Per-page head tags for the content pages (every page has its own title, description,
// canonical URL and Open Graph tags). Loaders compute absolute URLs from SITE_URL; `meta` only
// formats them, so the canonical host is never taken from the request.
import type { MetaDescriptor } from "react-router";
import { site } from "~/lib/site";
import { absoluteUrl } from "~/lib/url";

export const DEFAULT_OG_IMAGE_PATH = "/og/donau-estate.png";

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** Absolute image URL for og:image. */
  image: string;
  type?: "website" | "article" | "profile";
}

/** SEO data for a path on this site; `image` may be absolute already or a site path. */
export function pageSeo(
  siteUrl: string,
  {
    path,
    title,
    description,
    image,
    type = "website",
  }: { path: string; title: string; description: string; image?: string | null; type?: PageSeo["type"] },
): PageSeo {
  const imageUrl = image ? (/^https?:\/\//.test(image) ? image : absoluteUrl(siteUrl, image)) : absoluteUrl(siteUrl, DEFAULT_OG_IMAGE_PATH);
  return { title, description, url: absoluteUrl(siteUrl, path), image: imageUrl, type };
}

export function seoMeta(seo: PageSeo | undefined | null): MetaDescriptor[] {
  if (!seo) return [{ title: site.brand }];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:image", content: seo.image },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: "de_AT" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The ready head tags of a page, built in its loader from SITE_URL: `meta` returns them as they are. */
export function pageHead(siteUrl: string, page: Parameters<typeof pageSeo>[1]): MetaDescriptor[] {
  return seoMeta(pageSeo(siteUrl, page));
}

/** "Title | Donau Estate" */
export function withBrand(title: string): string {
  return `${title} | ${site.brand}`;
}
