// District landing pages (public-site.md, District landing pages): own title and description,
// breadcrumb Startseite / Makler beauftragen / district ('Makler beauftragen' links to
// /immobilien/vermarktung because /immobilien/makler-beauftragen redirects there), intro,
// copy on selling, renting, the local market and transport, typical buildings, the price per
// m² of the district's live listings, CTAs to /immobilien/bewertung and /kontakt, a
// contact box, and the district's current active properties. Unknown slug: 404.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { PropertyGrid } from "~/components/content/property-grid";
import { ContentBreadcrumb, ContentCta, ContentHero } from "~/components/content/sections";
import { OfficeContactLinks } from "~/components/office-contact-links";
import { propertyCardStylesheet } from "~/components/property-card";
import { StructuredData } from "~/components/structured-data";
import { REPLY_PROMISE } from "~/lib/business-days";
import { districtPriceText } from "~/lib/content/district-prices";
import { getDistrict } from "~/lib/content/districts";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { breadcrumbList, realEstateAgentLd } from "~/lib/json-ld";
import { toPropertyCardView } from "~/lib/property-view";
import { staticPage } from "~/lib/route-handle";
import { site } from "~/lib/site";
import { listActivePropertiesInDistrict, listDistrictPriceRows } from "~/server/listings/listings-by.queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: contentStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const district = getDistrict(params.slug ?? "");
  if (!district) throw new Response("Not Found", { status: 404 });
  const [properties, priced] = await Promise.all([
    listActivePropertiesInDistrict(context.db, { match: district.match }),
    listDistrictPriceRows(context.db, { match: district.match }),
  ]);
  const siteUrl = context.env.SITE_URL;
  const path = `/immobilien/makler-beauftragen/${district.slug}`;
  const { match: _match, ...copy } = district;
  return {
    district: copy,
    priceText: districtPriceText(priced, district.inPlace),
    properties: properties.map(toPropertyCardView),
    seo: pageSeo(siteUrl, { path, title: withBrand(district.title), description: district.description }),
    structuredData: [
      realEstateAgentLd(siteUrl, { areaServed: district.name }),
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Makler beauftragen", path: "/immobilien/vermarktung" },
        { name: district.name, path },
      ]),
    ],
  };
}

export default function DistrictPage() {
  const { district, priceText, properties, structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={structuredData} />
      <div className="container">
        <ContentBreadcrumb
          trail={[
            { name: "Startseite", path: "/" },
            { name: "Makler beauftragen", path: "/immobilien/vermarktung" },
          ]}
          current={district.name}
        />
      </div>
      <ContentHero
        variant="content-hero-district"
        eyebrow={<>Immobilienmakler {district.region === "Wien" ? "in Wien" : "in Niederösterreich"}</>}
        title={<>Ihr Makler für {district.name}</>}
        intro={district.intro}
        actions={[
          { href: "/immobilien/bewertung", label: <>Kostenlose Bewertung {district.inPlace}</> },
          { href: "/kontakt", label: "Unverbindliche Beratung", secondary: true },
        ]}
      />

      <div className="container content-section content-district-layout">
        <div className="content-prose">
          <section aria-labelledby="verkaufen">
            <h2 id="verkaufen">Immobilie verkaufen {district.inPlace}</h2>
            {district.selling.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
          </section>
          <section aria-labelledby="vermieten">
            <h2 id="vermieten">Immobilie vermieten {district.inPlace}</h2>
            {district.renting.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
          </section>
          <section aria-labelledby="markt">
            <h2 id="markt">Marktkenntnis vor Ort: {district.shortName}</h2>
            {district.market.map((text) => (
              <p key={text.slice(0, 40)}>{text}</p>
            ))}
            <h3>Typische Gebäude und Wohnformen</h3>
            <p>{district.buildings}</p>
            <h3>Preise pro Quadratmeter</h3>
            <p>{priceText}</p>
            <h3>Lagen, die wir besonders gut kennen</h3>
            <ul className="content-chips">
              {district.areas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="content-card content-contact-box" aria-labelledby="kontaktbox">
          <div className="content-card-body">
            <h2 id="kontaktbox">Ihr Kontakt für {district.shortName}</h2>
            <p>Rufen Sie uns an oder schreiben Sie uns – wir melden uns {REPLY_PROMISE}.</p>
            <OfficeContactLinks className="content-contact-links" />
            <p className="content-muted">{site.openingHours}</p>
          </div>
        </aside>
      </div>

      <section className="container content-section" aria-labelledby="objekte">
        <h2 id="objekte">Aktuelle Immobilien {district.inPlace}</h2>
        {properties.length > 0 ? (
          <PropertyGrid properties={properties} />
        ) : (
          <p className="content-empty">
            Aktuell keine Objekte in {district.name}. <a href="/immobilien">Alle Immobilien ansehen</a>
          </p>
        )}
      </section>

      <ContentCta
        title={<>Was ist Ihre Immobilie {district.inPlace} wert?</>}
        text={<>Kostenlos und unverbindlich: aus vergleichbaren Abschlüssen {district.inPlace} und einer Besichtigung vor Ort.</>}
        actions={[
          { href: "/immobilien/bewertung", label: "Jetzt kostenlos bewerten lassen" },
          { href: "/kontakt", label: "Unverbindliches Beratungsgespräch vereinbaren", secondary: true },
        ]}
      />
    </div>
  );
}
