// Property detail /immobilien/{id} (public-site.md sections 2, 5, 7 calls 4 and 10, 8, 9;
// DESIGN.md sections 3 and 5.7): lookup by objektnr_intern, then row id, then objektnr_extern;
// unknown → 404, withdrawn → 410 with links back to the search.
// In the order a buyer reads it: the photo, price · Wohnfläche · Zimmer with Merken, Teilen and
// the viewing booking, a sticky bar of anchors, then facts, description, media, costs, location
// and energy. From 1000 px the contact card and the inquiry form are the right column beside it
// all; on phones they follow the content and the fixed 'Anrufen · Anfrage' bar reaches them
// (the contact once per screen size, no compact agent row any more).

import {
  isRouteErrorResponse,
  Link,
  type LinksFunction,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useRouteError,
} from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { asSubmissionResult } from "~/components/form/fields";
import { propertyCardStylesheet } from "~/components/property-card";
import { PropertyInquiryForm } from "~/components/property-inquiry-form";
import { StructuredData } from "~/components/structured-data";
import type { PropertyCardView } from "~/lib/property-view";
import { site } from "~/lib/site";
import detailStyles from "~/styles/detail.css?url";
import leadsStyles from "~/styles/leads.css?url";
import listingStyles from "~/styles/listing-media.css?url";
import { BackToResults } from "./back-to-results";
import { ContactCard, StickyContact } from "./contact-card";
import { CostsSection } from "./costs-section";
import { DescriptionSections, FactsSection } from "./detail-sections";
import { DetailSummary } from "./detail-summary";
import { EnergyCard, hasEnergyCard } from "./energy-card";
import { Gallery } from "./gallery";
import { LocationSection } from "./map-card";
import { hasMedia, MediaSections } from "./media-sections";
import { PriceHistory } from "./price-history";
import type { action, loader } from "./route.server";
import { SectionNav } from "./section-nav";
import { SimilarProperties } from "./similar-properties";

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
    keyFacts,
    facts,
    areaNote,
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
    seo,
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
        <BackToResults />
      </nav>
      <div className="detail-layout">
        <div className="detail-main">
          <div id="fotos" className="detail-photos">
            <Gallery images={property.gallery} title={property.title} />
          </div>
          <DetailSummary
            property={property}
            keyFacts={keyFacts}
            priceHistory={listing.priceHistory}
            shareUrl={seo.canonical}
            viewing={viewing}
          />
          <SectionNav
            facts={facts.length + property.amenities.length > 0}
            media={hasMedia(listing.media)}
            energy={hasEnergyCard(property)}
          />
          <FactsSection facts={facts} amenities={property.amenities} areaNote={areaNote} />
          <DescriptionSections descriptionHtml={descriptionHtml} plainDescription={property.plainDescription} textSections={textSections} />
          <MediaSections media={listing.media} />
          <CostsSection priceRows={property.priceRows} overview={extras.nebenkosten} calculator={extras.costs} />
          <PriceHistory history={listing.priceHistory} />
          <LocationSection
            locationText={property.locationText}
            place={property.location}
            placeText={property.placeText}
            coordinates={property.coordinates}
            styleUrl={map.styleUrl}
          />
          <EnergyCard property={property} />
        </div>

        {/* The contact card and the form beside the content from 1000 px, in the page's flow so
            the form's button is reached by scrolling the page, then the compact contact
            that sticks; on phones the card and the form follow the content. */}
        <aside className="detail-aside" aria-label="Kontakt">
          <ContactCard contact={contact} subject={inquirySubject} exposeHref={`${property.href}/expose.pdf`} />
          <div id="anfrage" className="detail-inquiry">
            <PropertyInquiryForm
              property={inquiryProperty}
              lastResult={lastResult}
              formToken={formToken}
              constraint={inquiryConstraint}
              fagg={fagg}
            />
          </div>
          {/* Once the form has scrolled by, a compact contact sticks in the column through the
              facts, costs and location; never beside the card above the form. */}
          <StickyContact contact={contact} viewing={viewing} />
        </aside>
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
      <SimilarProperties properties={extras.similar} searchFrom={property} />
    </article>
  );
}

export function ErrorBoundary() {
  // A dead link (sold, let, withdrawn or mistyped) shows what is still on offer under the message.
  const error = useRouteError();
  const alternatives = isRouteErrorResponse(error) ? (error.data as { alternatives?: PropertyCardView[] })?.alternatives : undefined;
  return (
    <>
      <GeneralErrorBoundary page="property" />
      {alternatives?.length ? (
        <div className="container">
          <SimilarProperties properties={alternatives} title="Diese Immobilien sind noch verfügbar" />
        </div>
      ) : null}
    </>
  );
}
