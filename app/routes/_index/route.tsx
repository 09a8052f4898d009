// Home page (public-site.md section 2): the hero (hero.tsx), then "Aktuelle Immobilien" (first, as
// on the portals: ADR 0013), services, about, testimonials and a call to action, server-rendered.
import { useRef } from "react";
import { Link, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { PropertyGrid } from "~/components/content/property-grid";
import { propertyCardStylesheet } from "~/components/property-card";
import { HOME_ABOUT, HOME_SERVICES, HOME_TESTIMONIALS } from "~/lib/content/home";
import { site } from "~/lib/site";
import homeStyles from "~/styles/home.css?url";
import { HomeHero } from "./hero";
import type { loader } from "./route.server";
import { SwipeCount } from "./swipe-count";

export { loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: homeStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
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
  const { featured, figures, hero, quickSearch } = useLoaderData<typeof loader>();
  const featuredRow = useRef<HTMLDivElement>(null);
  return (
    <>
      <HomeHero hero={hero} quickSearch={quickSearch} />

      <section className="home-section container home-featured" aria-labelledby="featured-title">
        <div className="home-section-head">
          <h2 id="featured-title">Aktuelle Immobilien</h2>
          <Link to="/immobilien">Alle Immobilien ansehen</Link>
        </div>
        {featured.length > 0 ? (
          <>
            <div ref={featuredRow}>
              <PropertyGrid properties={featured} swipe />
            </div>
            <SwipeCount row={featuredRow} count={featured.length} />
            {/* On a phone the cards are a swipe row: the way to all of them under it, as a button. */}
            <Link className="button button-secondary home-featured-more" to="/immobilien">
              Alle Immobilien ansehen
            </Link>
          </>
        ) : (
          <p>Derzeit sind keine Immobilien veröffentlicht. Legen Sie einen Suchauftrag an – wir informieren Sie über neue Angebote.</p>
        )}
      </section>

      <section className="home-section container" aria-labelledby="services-title">
        <h2 id="services-title">Unsere Leistungen</h2>
        <p className="home-lead">Vom ersten Gespräch bis zur Übergabe: Wir begleiten Sie bei jedem Schritt rund um Ihre Immobilie.</p>
        <ul className="home-services">
          {HOME_SERVICES.map((service) => (
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
            <h2 id="about-title">Über {site.brand}</h2>
            {HOME_ABOUT.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Link className="button button-secondary" to="/uber-uns">
              Das Team kennenlernen
            </Link>
          </div>
          <ul className="home-figures" aria-label={`${site.brand} in Zahlen`}>
            {figures.map((figure) => (
              <li key={figure.value}>
                {figure.href ? (
                  <Link to={figure.href} className="home-figure-link">
                    <strong>{figure.value}</strong>
                    <span>{figure.label}</span>
                  </Link>
                ) : (
                  <>
                    <strong>{figure.value}</strong>
                    <span>{figure.label}</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-testimonials" aria-labelledby="testimonials-title">
        <div className="container">
          <h2 id="testimonials-title">Das sagen unsere Kundinnen und Kunden</h2>
          <ul className="home-quotes">
            {HOME_TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure>
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption>
                    {testimonial.name}, {testimonial.place}
                    <span className="home-quote-occasion">{testimonial.occasion}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-section home-cta container" aria-labelledby="cta-title">
        <h2 id="cta-title">Was ist Ihre Immobilie wert?</h2>
        <p>
          Erhalten Sie eine kostenlose, unverbindliche Ersteinschätzung – oder sprechen Sie direkt mit uns unter{" "}
          <a href={site.phoneHref}>{site.phone}</a>.
        </p>
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
