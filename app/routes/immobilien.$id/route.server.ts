// The property detail page's server half: the HTTP part of the page (status codes, headers, meta
// tags, the inquiry form's token) around one call for its data; re-exported by route.tsx.
import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import type { Db } from "~/db/client.server";
import { areaNote, detailCardFacts, detailKeyFacts } from "~/lib/detail-key-facts";
import { breadcrumbList } from "~/lib/json-ld";
import { requestUrl } from "~/lib/request-url";
import { propertyInquirySchema } from "~/lib/schemas/property-inquiry";
import { absoluteUrl } from "~/lib/site";
import { issueFormToken } from "~/server/http/honeypot.server";
import { formConstraint } from "~/server/leads/submit.server";
import { alternativeListings, findListing, listingPage } from "~/server/listings/detail-page.server";
import { submitPropertyInquiry } from "./inquiry.server";

// Cache-Control comes from the Worker like every page's; the route adds its loader's timing.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const timing = (errorHeaders ?? loaderHeaders).get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

const STATUS = { missing: 404, withdrawn: 410, unreadable: 503 } as const;

/** Spec section 8, for page and inquiry alike: unknown → 404, withdrawn → 410 (ErrorBoundary), and a
 * failed read is the spec's 'Property load failure': 503 and the page's error state, not a 500.
 * The page of a dead link offers listings still on offer (`alternatives`); the inquiry does not. */
async function activeProperty(db: Db, routeId: string, { alternatives = false } = {}) {
  const found = await findListing(db, routeId);
  if (found.state === "active") return found.row;
  const offered = alternatives && found.state !== "unreadable" ? await alternativeListings(db, found) : [];
  throw data({ id: routeId.slice(0, 100), alternatives: offered }, { status: STATUS[found.state] });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const started = performance.now();
  const row = await activeProperty(context.db, params.id ?? "", { alternatives: true });
  // Signed render time for the inquiry form's fill-time check (server/http/honeypot.server.ts).
  const formToken = await issueFormToken(context.env, context.now());
  const page = await listingPage(context, { row, url: requestUrl(request) });
  const { property } = page;
  const siteUrl = context.env.SITE_URL;
  const canonical = absoluteUrl(siteUrl, property.href);
  const image = absoluteUrl(siteUrl, property.images[0] ?? "/");
  const description = (property.plainDescription ?? property.subline).replace(/\s+/g, " ").slice(0, 160);
  const jsonLd = [
    breadcrumbList(siteUrl, [
      { name: "Startseite", path: "/" },
      { name: "Immobilien", path: "/immobilien" },
      { name: property.title, path: property.href },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: property.title,
      description,
      url: canonical,
      image: property.images.map((url) => absoluteUrl(siteUrl, url)),
      datePosted: row.updated_at.slice(0, 10),
      ...(property.priceValue
        ? {
            offers: {
              "@type": "Offer",
              price: property.priceValue,
              priceCurrency: "EUR",
              businessFunction:
                property.status === "RENT" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
              availability: "https://schema.org/InStock",
            },
          }
        : {}),
      ...(property.location ? { contentLocation: { "@type": "Place", name: property.location } } : {}),
    },
  ];
  // The key facts under the price, and 'Immobilien-Details' with only what they leave out: worked
  // out here, so their rules stay off the page's first-load script.
  const keyFacts = detailKeyFacts(property);
  return data(
    {
      property,
      keyFacts,
      facts: detailCardFacts(property, keyFacts),
      areaNote: areaNote(property),
      descriptionHtml: page.descriptionHtml,
      textSections: page.textSections,
      map: page.map,
      inquirySubject: page.inquirySubject,
      contact: page.contact,
      inquiryProperty: page.inquiryProperty,
      formToken,
      inquiryConstraint: formConstraint(propertyInquirySchema),
      viewing: page.viewing,
      fagg: page.fagg,
      seo: { canonical, image, description },
      jsonLd,
      extras: page.extras,
      listing: page.listing,
    },
    { headers: { "Server-Timing": `app;desc="loader";dur=${(performance.now() - started).toFixed(1)}` } },
  );
}

/** The inquiry card posts here (intent 'inquiry'); the leads area validates, stores and queues. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const row = await activeProperty(context.db, params.id ?? "");
  return submitPropertyInquiry({ request, context, property: row });
}
