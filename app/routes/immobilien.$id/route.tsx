// Property detail /immobilien/{id} (public-site.md sections 2, 5, 7 calls 4 and 10, 8, 9;
// DESIGN.md sections 3 and 5.7): lookup by objektnr_intern, then row id, then objektnr_extern;
// unknown → 404, withdrawn → 410 with links back to the search.
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { asSubmissionResult } from "~/components/forms";
import { PropertyInquiryForm } from "~/components/property-inquiry-form";
import { absoluteUrl, site } from "~/config/site";
import type { Db } from "~/db/client.server";
import { submitPropertyInquiry } from "~/forms/property-inquiry.server";
import { propertyInquirySchema } from "~/forms/schemas.server";
import { formConstraint, formPageCacheControl, formPageHeaders } from "~/forms/submit.server";
import { breadcrumbList, serializeJsonLd } from "~/lib/json-ld.server";
import { toPropertyDetailView } from "~/lib/property-view";
import { sanitizeHtml } from "~/lib/sanitize-html";
import { getPropertyByRouteId } from "~/models/properties.server";
import detailStyles from "~/styles/detail.css";
import leadsStyles from "~/styles/leads.css";
import { issueFormToken } from "~/utils/honeypot.server";
import { EnergyCard } from "./energy-card";
import { Gallery } from "./gallery";
import { MapCard } from "./map-card";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: detailStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: `Immobilie nicht gefunden | ${site.brand}` }, { name: "robots", content: "noindex" }];
  const { property, seo } = loaderData;
  return [
    { title: `${property.title} | ${site.brand}` },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: property.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image },
    { property: "og:locale", content: "de_AT" },
    { tagName: "link", rel: "canonical", href: seo.canonical },
  ];
};

// The page carries the inquiry form's signed render time, so it is cached like /kontakt: five
// minutes, never with a form result or a session (forms/submit.server.ts, ADR 0021).
export const headers: HeadersFunction = (args) => {
  const { loaderHeaders, errorHeaders } = args;
  const headers = new Headers(formPageHeaders(args));
  const timing = (errorHeaders ?? loaderHeaders).get("Server-Timing");
  if (timing) headers.set("Server-Timing", timing);
  return headers;
};

/** Spec section 8, for page and inquiry alike: unknown → 404, withdrawn → 410 (ErrorBoundary). */
async function activeProperty(db: Db, routeId: string) {
  const row = await getPropertyByRouteId(db, { routeId });
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
  const canonical = absoluteUrl(context.env.SITE_URL, property.href);
  const image = absoluteUrl(context.env.SITE_URL, property.images[0] ?? "/");
  const description = (property.plainDescription ?? property.subline).replace(/\s+/g, " ").slice(0, 160);
  const styleUrl = context.env.MAP_STYLE_URL;
  const provider = /^https?:\/\//.test(styleUrl) ? new URL(styleUrl).hostname : `${site.brand} (eigener Server, kein Drittanbieter)`;
  const inquirySubject = `Anfrage: ${property.title} (Obj.-Nr.: ${property.objektnrExtern ?? property.id})`;
  // Signed render time for the inquiry form's fill-time check (utils/honeypot.server.ts).
  const formToken = await issueFormToken(context.env, context.now());

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
      map: { styleUrl, provider },
      inquirySubject,
      inquiryProperty: {
        id: row.id,
        objektnr_intern: row.objektnr_intern,
        objektnr_extern: row.objektnr_extern,
        objekttitel: row.objekttitel,
      },
      formToken,
      inquiryConstraint: formConstraint(propertyInquirySchema),
      seo: { canonical, image, description },
      // Serialised in the loader (lib/json-ld.server.ts): <StructuredData> would add to this page's JavaScript.
      jsonLd: serializeJsonLd(jsonLd),
    },
    {
      headers: {
        "Cache-Control": formPageCacheControl(request),
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

export default function PropertyDetail() {
  const { property, descriptionHtml, map, inquirySubject, inquiryProperty, formToken, inquiryConstraint, jsonLd } =
    useLoaderData<typeof loader>();
  const lastResult = asSubmissionResult(useActionData<typeof action>());
  return (
    <article className="detail container">
      {/* JSON-LD is data, not script: browsers never execute it; serializeJsonLd escaped '<'. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with '<' escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav className="breadcrumbs" aria-label="Brotkrumennavigation">
        <ol>
          <li>
            <Link to="/">Startseite</Link>
          </li>
          <li>
            <Link to="/immobilien">Immobilien</Link>
          </li>
          <li aria-current="page">{property.title}</li>
        </ol>
      </nav>
      <Gallery images={property.gallery} title={property.title} />
      <div className="detail-layout">
        <div className="detail-main">
          <header className="detail-header">
            <h1>{property.title}</h1>
            <p className="detail-subline">{property.subline}</p>
            <p className="detail-price">
              <span>{property.priceText}</span>
              <span className={`property-badge-inline property-badge-${property.status.toLowerCase()}`}>{property.offerLabel}</span>
            </p>
          </header>

          {property.facts.length > 0 ? (
            <section className="detail-card" aria-labelledby="facts-title">
              <h2 id="facts-title">Immobilien-Details</h2>
              <dl className="detail-facts">
                {property.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}

          {property.amenities.length > 0 ? (
            <section className="detail-card" aria-labelledby="amenities-title">
              <h2 id="amenities-title">Ausstattung</h2>
              <ul className="detail-chips">
                {property.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="detail-card" aria-labelledby="description-title">
            <h2 id="description-title">Beschreibung</h2>
            {descriptionHtml ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by app/lib/sanitize-html.ts in the loader
              <div className="detail-description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
            ) : property.plainDescription ? (
              <p className="detail-description detail-pre">{property.plainDescription}</p>
            ) : (
              <p>Keine Beschreibung verfügbar.</p>
            )}
          </section>

          <section className="detail-card" aria-labelledby="location-title">
            <h2 id="location-title">Lage</h2>
            <p className="detail-pre">{property.locationText ?? "Keine Lagebeschreibung verfügbar."}</p>
          </section>

          <MapCard coordinates={property.coordinates} styleUrl={map.styleUrl} provider={map.provider} />
        </div>

        <aside className="detail-aside">
          <section className="detail-card" aria-labelledby="prices-title">
            <h2 id="prices-title">Preisdetails</h2>
            <dl className="detail-rows">
              {property.priceRows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <EnergyCard energy={property.energy} />

          <section className="detail-card" aria-labelledby="contact-title">
            <h2 id="contact-title">Ihr Ansprechpartner</h2>
            <p className="detail-contact-name">{property.contact?.name ?? site.brand}</p>
            {property.contact?.company ? <p>{property.contact.company}</p> : null}
            <ul className="detail-contact-links">
              <li>
                <a href={property.contact?.phoneHref ?? site.phoneHref}>{property.contact?.phone ?? site.phone}</a>
              </li>
              <li>
                <a href={`mailto:${property.contact?.email ?? site.email}?subject=${encodeURIComponent(inquirySubject)}`}>
                  {property.contact?.email ?? site.email}
                </a>
              </li>
            </ul>
          </section>

          <div id="anfrage">
            <PropertyInquiryForm property={inquiryProperty} lastResult={lastResult} formToken={formToken} constraint={inquiryConstraint} />
          </div>
        </aside>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const id = isRouteErrorResponse(error) && typeof error.data?.id === "string" ? error.data.id : "";
  return (
    <section className="detail container detail-error" role="alert">
      {status === 410 ? (
        <>
          <h1>Immobilie nicht mehr verfügbar</h1>
          <p>Diese Immobilie ist nicht mehr verfügbar. Sie wurde verkauft, vermietet oder vom Angebot genommen.</p>
        </>
      ) : status === 404 ? (
        <>
          <h1>Immobilie nicht gefunden</h1>
          <p>{`Immobilie nicht gefunden: ${id}. Die Immobilie ist möglicherweise nicht mehr verfügbar.`}</p>
        </>
      ) : (
        <>
          <h1>Immobilie nicht gefunden</h1>
          <p>Diese Immobilie konnte nicht geladen werden oder ist nicht mehr verfügbar.</p>
        </>
      )}
      <p className="detail-error-links">
        <Link className="button" to="/immobilien">
          Alle Immobilien ansehen
        </Link>{" "}
        <Link className="button button-secondary" to="/immobilien/suchauftrag">
          Suchauftrag anlegen
        </Link>
      </p>
    </section>
  );
}
