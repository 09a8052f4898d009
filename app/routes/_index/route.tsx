// Home page (public-site.md section 2, Home page): hero at 85% of the viewport with separate
// mobile and desktop images, then services, about, the newest active properties from the
// database, testimonials and a call to action, all rendered on the server.
import type { LinkDescriptor, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PropertyCard, propertyCardStylesheet } from "~/components/property-card";
import homeStyles from "~/styles/home.css";
import type { loader } from "./content.server";
import { DESKTOP_MEDIA, HERO_DESKTOP, HERO_MOBILE } from "./hero";

// Loader and the sections' copy live in content.server.ts: the copy arrives as loader data, so
// the browser bundle carries the layout only (ADR 0011, JS budget on phones).
export { loader } from "./content.server";

// React 18 does not know the camel-cased prop; the lower-case attribute passes through as is.
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export const links: LinksFunction = () => [
  // Preload only the hero variant this viewport shows (spec section 9: mobile below 768 px).
  // The hero is the LCP element: fetched first (lower-case fetchpriority so React 18 passes it).
  { rel: "preload", as: "image", href: HERO_DESKTOP, media: DESKTOP_MEDIA, fetchpriority: "high" } as LinkDescriptor,
  { rel: "preload", as: "image", href: HERO_MOBILE, media: "(max-width: 767.98px)", fetchpriority: "high" } as LinkDescriptor,
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: homeStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.seo.title },
        { name: "description", content: data.seo.description },
        { property: "og:title", content: data.seo.ogTitle },
        { property: "og:description", content: data.seo.description },
        { property: "og:type", content: "website" },
        { property: "og:image", content: data.seo.ogImage },
        { tagName: "link", rel: "canonical", href: data.seo.canonical },
      ]
    : [];

export default function Home() {
  const { featured, services, about, figures, testimonials, brand, phone } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero home-hero">
        <picture>
          <source media={DESKTOP_MEDIA} srcSet={HERO_DESKTOP} width={1920} height={1080} />
          <img className="home-hero-image" src={HERO_MOBILE} alt="" width={768} height={1024} decoding="async" {...HIGH_PRIORITY} />
        </picture>
        <div className="home-hero-content container">
          <h1>OUR MISSION: YOUR REAL ESTATE</h1>
          <p>Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich</p>
          <div className="home-hero-actions">
            <Link className="button" to="/immobilien">
              Immobilien entdecken
            </Link>
            <Link className="button button-secondary" to="/immobilien/vermarktung">
              Immobilie vermarkten
            </Link>
            <Link className="button button-secondary" to="/kontakt">
              Kontakt
            </Link>
          </div>
        </div>
      </section>

      <section className="home-section container" aria-labelledby="services-title">
        <h2 id="services-title">Unsere Leistungen</h2>
        <p className="home-lead">Vom ersten Gespräch bis zur Übergabe: Wir begleiten Sie bei jedem Schritt rund um Ihre Immobilie.</p>
        <ul className="home-services">
          {services.map((service) => (
            <li key={service.title} className="home-service">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <Link to={service.href}>{service.link}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-about" aria-labelledby="about-title">
        <div className="container home-about-inner">
          <div>
            <h2 id="about-title">Über {brand}</h2>
            {about.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link className="button button-secondary" to="/uber-uns">
              Das Team kennenlernen
            </Link>
          </div>
          <ul className="home-figures" aria-label={`${brand} in Zahlen`}>
            {figures.map((figure) => (
              <li key={figure.value}>
                <strong>{figure.value}</strong>
                <span>{figure.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section container" aria-labelledby="featured-title">
        <div className="home-section-head">
          <h2 id="featured-title">Aktuelle Immobilien</h2>
          <Link to="/immobilien">Alle Immobilien ansehen</Link>
        </div>
        {featured.length > 0 ? (
          <ul className="property-grid">
            {featured.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Derzeit sind keine Immobilien veröffentlicht. Legen Sie einen Suchauftrag an – wir informieren Sie über neue Angebote.</p>
        )}
      </section>

      <section className="home-section home-testimonials" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title">Das sagen unsere Kundinnen und Kunden</h2>
          <ul className="home-quotes">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure>
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    {testimonial.name}, {testimonial.place}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-cta container" aria-labelledby="cta-title">
        <h2 id="cta-title">Was ist Ihre Immobilie wert?</h2>
        <p>Erhalten Sie eine kostenlose, unverbindliche Ersteinschätzung – oder sprechen Sie direkt mit uns unter {phone}.</p>
        <div className="home-hero-actions">
          <Link className="button" to="/immobilien/bewertung">
            Jetzt Immobilie bewerten
          </Link>
          <Link className="button button-secondary" to="/kontakt">
            Kontakt aufnehmen
          </Link>
        </div>
      </section>
    </>
  );
}
