// Title, description and canonical URL of the listing, built on the server so that the texts and
// the site config stay out of the browser bundle (scripts/bench-bundle.mjs).
import { site } from "~/config/site";
import { DEFAULT_OG_IMAGE_PATH } from "~/content/seo";

export function seoFor(page: number, canonicalPath: string, siteUrl: string) {
  return {
    title: `Immobilien in Wien und Niederösterreich${page > 1 ? ` – Seite ${page}` : ""} | ${site.brand}`,
    description: `Wohnungen, Häuser und Gewerbeflächen zum Kauf und zur Miete in Wien und Niederösterreich: aktuelle Angebote von ${site.brand} mit Energieausweis und Preisangaben.`,
    canonical: new URL(canonicalPath, siteUrl).toString(),
    ogImage: new URL(DEFAULT_OG_IMAGE_PATH, siteUrl).toString(),
  };
}
