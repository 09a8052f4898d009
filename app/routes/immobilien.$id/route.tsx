// Property detail /immobilien/{id} (public-site.md sections 2, 5, 7 calls 4 and 10, 8, 9;
// DESIGN.md sections 3 and 5.7): lookup by objektnr_intern, then row id, then objektnr_extern;
// unknown → 404, withdrawn → 410 with links back to the search.

import { Fragment } from "react";
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { asSubmissionResult } from "~/components/form/fields";
import { propertyCardStylesheet, WatchButton } from "~/components/property-card";
import { PropertyInquiryForm } from "~/components/property-inquiry-form";
import { StructuredData } from "~/components/structured-data";
import { site } from "~/config/site";
import { monogram } from "~/content/team";
import detailStyles from "~/styles/detail.css?url";
import leadsStyles from "~/styles/leads.css?url";
import listingStyles from "~/styles/listing-media.css?url";
import { EnergyCard } from "./energy-card";
import { Gallery } from "./gallery";
import { MapCard } from "./map-card";
import { MediaNav, MediaSections } from "./media-sections";
import { PriceHistory, PriceReducedBadge } from "./price-history";
import { NebenkostenCard, PurchaseCostsCard } from "./purchase-costs";
import type { action, loader } from "./route.server";
import { SimilarProperties } from "./similar-properties";
import { ViewingCta, ViewingLink } from "./viewing-cta";

export { action, headers, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: listingStyles },
  { rel: "stylesheet", href: propertyCardStylesheet },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
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

export default function PropertyDetail() {
  const {
    property,
    descriptionHtml,
    textSections,
    map,
    inquirySubject,
    contact,
    inquiryProperty,
    formToken,
    inquiryConstraint,
    fagg,
    jsonLd,
    extras,
    listing,
    viewing,
  } = useLoaderData<typeof loader>();
  const lastResult = asSubmissionResult(useActionData<typeof action>());
  return (
    <article className="detail container">
      <StructuredData data={jsonLd} />
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
      <MediaNav media={listing.media} photos={property.gallery.length} />
      <div id="fotos">
        <Gallery images={property.gallery} title={property.title} />
      </div>
      <div className="detail-layout">
        <div className="detail-main">
          <header className="detail-header">
            <h1>{property.title}</h1>
            <p className="detail-subline">
              {property.sublineParts.map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? " · " : null}
                  <span className="nowrap">{part}</span>
                </Fragment>
              ))}
            </p>
            <p className="detail-price">
              <span>{property.priceText}</span>
              <span className={`property-badge-inline property-badge-${property.status.toLowerCase()}`}>{property.offerLabel}</span>
              <PriceReducedBadge history={listing.priceHistory} />
            </p>
            <WatchButton id={property.id} title={property.title} labelled />
            <AgentRow contact={contact} />
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

          <PriceHistory history={listing.priceHistory} />

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

          <MediaSections media={listing.media} />

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

          {textSections.map((section) => (
            <section key={section.id} className="detail-card" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by app/lib/sanitize-html.ts in the loader */}
              <div className="detail-description" dangerouslySetInnerHTML={{ __html: section.html }} />
            </section>
          ))}

          <section className="detail-card" aria-labelledby="location-title">
            <h2 id="location-title">Lage</h2>
            <p className="detail-pre">{property.locationText ?? "Keine Lagebeschreibung verfügbar."}</p>
          </section>

          <MapCard coordinates={property.coordinates} styleUrl={map.styleUrl} />

          <EnergyCard energy={property.energy} />

          <NebenkostenCard overview={extras.nebenkosten} />

          {extras.costs ? (
            <PurchaseCostsCard
              key={`${extras.costs.action}?${extras.costs.fields.map((field) => field.value).join("&")}`}
              {...extras.costs}
            />
          ) : null}
        </div>

        {/* The sidebar holds only the contact card, so that it can stay in view (sticky, detail.css). */}
        <aside className="detail-aside" aria-label="Kontakt">
          <ContactCard contact={contact} subject={inquirySubject} exposeHref={`${property.href}/expose.pdf`}>
            <ViewingLink viewing={viewing} />
          </ContactCard>
        </aside>

        <div id="anfrage" className="detail-inquiry">
          <ViewingCta viewing={viewing} />
          <PropertyInquiryForm
            property={inquiryProperty}
            lastResult={lastResult}
            formToken={formToken}
            constraint={inquiryConstraint}
            fagg={fagg}
          />
        </div>
      </div>
      {/* Phones: 'Anrufen · Anfrage' fixed at the bottom; the page end is padded for it (detail.css). */}
      <nav className="detail-bar" aria-label="Schnellkontakt">
        {contact.phoneHref ? (
          <a href={contact.phoneHref} className="button button-secondary">
            Anrufen
          </a>
        ) : null}
        <a href="#anfrage" className="button">
          Anfrage
        </a>
      </nav>
      <SimilarProperties properties={extras.similar} />
    </article>
  );
}

type Contact = ReturnType<typeof useLoaderData<typeof loader>>["contact"];

/** The agent's card: photo or monogram, name, phone, 'Anfrage senden', the exposé. */
function ContactCard({
  contact,
  subject,
  exposeHref,
  children,
}: {
  contact: Contact;
  subject: string;
  exposeHref: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="detail-card detail-contact" aria-labelledby="contact-title">
      <h2 id="contact-title">Ihr Ansprechpartner</h2>
      <div className="detail-contact-person">
        <AgentPortrait contact={contact} size={72} />
        <div>
          <p className="detail-contact-name">{contact.profileHref ? <Link to={contact.profileHref}>{contact.name}</Link> : contact.name}</p>
          {contact.position ? <p className="detail-contact-role">{contact.position}</p> : null}
          {contact.company ? <p className="detail-contact-role">{contact.company}</p> : null}
        </div>
      </div>
      <a href="#anfrage" className="button detail-contact-cta">
        Anfrage senden
      </a>
      {children}
      <ul className="detail-contact-links">
        {contact.phone ? (
          <li>
            <a href={contact.phoneHref ?? undefined}>{contact.phone}</a>
          </li>
        ) : null}
        <li>
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}`}>{contact.email}</a>
        </li>
        <li>
          {/* The PDF exposé (ADR 0157): a plain link, the file comes from R2. */}
          <a href={exposeHref} type="application/pdf">
            Exposé als PDF
          </a>
        </li>
      </ul>
    </section>
  );
}

/** The broker's photo, or the monogram of their initials (ADR 0172). */
function AgentPortrait({ contact, size }: { contact: Contact; size: number }) {
  return contact.photo ? (
    <img src={contact.photo} alt="" width={size} height={size} loading="lazy" decoding="async" className="detail-contact-photo" />
  ) : (
    <span className="detail-contact-photo detail-contact-monogram" aria-hidden="true">
      {monogram(contact.name)}
    </span>
  );
}

/**
 * Phones and tablets: who answers, right under the price (the contact card stands at the page's
 * end there and 'Anrufen · Anfrage' is the bottom bar; from 1000 px the card is the sticky
 * sidebar, and this row is hidden by detail.css).
 */
function AgentRow({ contact }: { contact: Contact }) {
  return (
    <div className="detail-agent-row">
      <AgentPortrait contact={contact} size={48} />
      <p>
        <span className="detail-agent-row-label">Ihr Ansprechpartner</span>
        <span className="detail-agent-row-name">{contact.name}</span>
        {contact.phoneHref ? <a href={contact.phoneHref}>{contact.phone}</a> : null}
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="property" />;
}
