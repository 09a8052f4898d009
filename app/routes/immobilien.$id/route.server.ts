// The property detail page's server half (ADR 0011: one `.server` module per route instead of one
// empty browser stub per server import): headers, loader and action, re-exported by route.tsx.
import { type ActionFunctionArgs, data, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import type { Db } from "~/db/client.server";
import { breadcrumbList } from "~/lib/json-ld";
import { propertyLegalInfo } from "~/lib/property-legal";
import { toPropertyDetailView } from "~/lib/property-view";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { propertyInquirySchema } from "~/lib/schemas/property-inquiry";
import { absoluteUrl, site } from "~/lib/site";
import { bookableRange, formatViewingDayShort, formatViewingTime } from "~/lib/viewing-time";
import { issueFormToken } from "~/server/http/honeypot.server";
import { formConstraint } from "~/server/leads/submit.server";
import { loadLegalTerms } from "~/server/legal/queries.server";
import { getPropertyByRouteId } from "~/server/listings/queries.server";
import { findAgentByEmail } from "~/server/team/queries.server";
import { findNextFreeSlot } from "~/server/viewings/queries.server";
import { renderDetailExtras } from "./extras.server";
import { submitPropertyInquiry } from "./inquiry.server";
import { loadListingExtras } from "./listing.server";

// Cache-Control comes from the Worker like every page's (ADR 0080); the route adds its loader's timing.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const timing = (errorHeaders ?? loaderHeaders).get("Server-Timing");
  return timing ? { "Server-Timing": timing } : new Headers();
};

/** Spec section 8, for page and inquiry alike: unknown → 404, withdrawn → 410 (ErrorBoundary). */
async function activeProperty(db: Db, routeId: string) {
  // A failed read is the spec's 'Property load failure' (section 8): 503 and the page's error
  // state, not a 500.
  const row = await getPropertyByRouteId(db, { routeId }).catch((error) => {
    console.warn(JSON.stringify({ route: "immobilien.$id", error: String(error) }));
    throw data({ id: routeId.slice(0, 100) }, { status: 503 });
  });
  if (!row) throw data({ id: routeId.slice(0, 100) }, { status: 404 });
  if (row.active !== 1) throw data({ id: routeId.slice(0, 100) }, { status: 410 });
  return row;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const started = performance.now();
  const row = await activeProperty(context.db, params.id ?? "");

  const property = toPropertyDetailView(row);
  // Feed HTML was sanitised when stored; sanitise again when shown (DESIGN.md section 3).
  const descriptionHtml = sanitizeHtml(row.objektbeschreibung);
  const hasHtml = descriptionHtml.replace(/<[^>]*>/g, "").trim() !== "";
  // Further feed texts (OpenImmo freitexte), each in its own section when it has any text.
  const textSections = [
    { id: "equipment", title: "Ausstattungsbeschreibung", html: sanitizeHtml(row.ausstatt_beschr) },
    { id: "other", title: "Sonstige Angaben", html: sanitizeHtml(row.sonstige_angaben) },
  ].filter((section) => section.html.replace(/<[^>]*>/g, "").trim() !== "");
  const canonical = absoluteUrl(context.env.SITE_URL, property.href);
  const image = absoluteUrl(context.env.SITE_URL, property.images[0] ?? "/");
  const description = (property.plainDescription ?? property.subline).replace(/\s+/g, " ").slice(0, 160);
  const styleUrl = context.env.MAP_STYLE_URL;
  const provider = /^https?:\/\//.test(styleUrl) ? new URL(styleUrl).hostname : `${site.brand} (eigener Server, kein Drittanbieter)`;
  const inquirySubject = `Anfrage: ${property.title} (Obj.-Nr.: ${property.objektnrExtern ?? property.id})`;
  // Signed render time for the inquiry form's fill-time check (server/http/honeypot.server.ts).
  const formToken = await issueFormToken(context.env, context.now());
  // Merkliste heart, Kaufnebenkosten and Ähnliche Immobilien as server HTML.
  // FAGG notice and Nebenkostenübersicht (ADRs 0135, 0137) from the staff-edited legal terms.
  const legal = propertyLegalInfo(row, await loadLegalTerms(context.db), context.env.SITE_URL);
  const [extras, agent, nextSlot] = await Promise.all([
    renderDetailExtras(context.db, { row, href: property.href, request, nebenkosten: legal.overview }),
    // The contact card's photo and role; a failed read only loses the photo.
    findAgentByEmail(context.db, { email: property.contact?.email ?? null }).catch(() => null),
    // Online viewing booking (ADR 0240): offered when the listing has a free slot; a failed read
    // only hides the offer.
    findNextFreeSlot(context.db, { immobilieId: row.id, ...bookableRange(context.now()) }).catch(() => null),
  ]);
  const viewing = nextSlot
    ? {
        href: `${property.href}/besichtigung`,
        next: `${formatViewingDayShort(nextSlot.starts_at)}, ${formatViewingTime(nextSlot.starts_at)} Uhr`,
      }
    : null;

  const jsonLd = [
    breadcrumbList(context.env.SITE_URL, [
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
      image: property.images.map((url) => absoluteUrl(context.env.SITE_URL, url)),
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

  return data(
    {
      property,
      descriptionHtml: hasHtml ? descriptionHtml : null,
      textSections,
      map: { styleUrl, provider },
      inquirySubject,
      // The listing's contact, else the office (the site configuration stays on the server).
      contact: {
        name: property.contact?.name ?? site.brand,
        company: property.contact?.company ?? null,
        phone: property.contact?.phone ?? site.phone,
        phoneHref: property.contact?.phoneHref ?? site.phoneHref,
        email: property.contact?.email ?? site.email,
        photo: agent?.image ?? null,
        position: agent?.position ?? null,
        profileHref: agent ? `/uber-uns/team/${agent.slug}` : null,
      },
      inquiryProperty: {
        id: row.id,
        objektnr_intern: row.objektnr_intern,
        objektnr_extern: row.objektnr_extern,
        objekttitel: row.objekttitel,
      },
      formToken,
      inquiryConstraint: formConstraint(propertyInquirySchema),
      viewing,
      fagg: legal.fagg,
      seo: { canonical, image, description },
      jsonLd,
      extras,
      listing: await loadListingExtras(context.db, { row, status: property.status, now: context.now(), request }),
    },
    {
      headers: {
        "Server-Timing": `app;desc="loader";dur=${(performance.now() - started).toFixed(1)}`,
      },
    },
  );
}

/** The inquiry card posts here (intent 'inquiry'); the leads area validates, stores and queues. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const row = await activeProperty(context.db, params.id ?? "");
  return submitPropertyInquiry({ request, context, property: row });
}
