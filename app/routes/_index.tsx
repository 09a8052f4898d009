// Home page (public-site.md section 2, Home page): hero at 85% of the viewport with separate
// mobile and desktop images, then services, about, the newest active properties from the
// database, testimonials and a call to action, all rendered on the server.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PropertyCard, propertyCardStylesheet } from "~/components/property-card";
import { absoluteUrl, site } from "~/config/site";
import { toPropertyCardView } from "~/lib/property-view";
import { listNewestProperties } from "~/models/properties.server";
import homeStyles from "~/styles/home.css";

const FEATURED_COUNT = 6;
const HERO_DESKTOP = "/images/hero-desktop.webp";
const HERO_MOBILE = "/images/hero-mobile.webp";
const DESKTOP_MEDIA = "(min-width: 768px)";
// React 18 does not know the camel-cased prop; the lower-case attribute passes through as is.
const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

export const links: LinksFunction = () => [
  // Preload only the hero variant this viewport shows (spec section 9: mobile below 768 px).
  { rel: "preload", as: "image", href: HERO_DESKTOP, media: DESKTOP_MEDIA },
  { rel: "preload", as: "image", href: HERO_MOBILE, media: "(max-width: 767.98px)" },
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: homeStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${site.brand} – Immobilien in Wien und Niederösterreich` },
  {
    name: "description",
    content:
      "Kaufen, mieten, verkaufen oder vermieten in Wien und Niederösterreich: persönliche Beratung, aktuelle Immobilienangebote und kostenlose Bewertung von Donau Estate.",
  },
  { property: "og:title", content: `${site.brand} – OUR MISSION: YOUR REAL ESTATE` },
  { property: "og:type", content: "website" },
  ...(data
    ? [
        { property: "og:image", content: data.ogImage },
        { tagName: "link", rel: "canonical", href: data.canonical },
      ]
    : []),
];

export async function loader({ context }: LoaderFunctionArgs) {
  const rows = await listNewestProperties(context.db, { limit: FEATURED_COUNT });
  return {
    featured: rows.map(toPropertyCardView),
    canonical: absoluteUrl(context.env.SITE_URL, "/"),
    ogImage: absoluteUrl(context.env.SITE_URL, HERO_DESKTOP),
  };
}

const SERVICES = [
  {
    title: "Immobilie verkaufen",
    text: "Marktgerechte Preisfindung, hochwertige Fotos und Exposés, geprüfte Interessenten und Begleitung bis zur Schlüsselübergabe.",
    href: "/immobilien/vermarktung",
    link: "Vermarktung anfragen",
  },
  {
    title: "Immobilie vermieten",
    text: "Wir finden verlässliche Mieterinnen und Mieter, prüfen Bonität und Unterlagen und erstellen den Mietvertrag rechtssicher.",
    href: "/immobilien/vermarktung",
    link: "Vermietung besprechen",
  },
  {
    title: "Immobilie bewerten",
    text: "In wenigen Schritten zu einer fundierten Ersteinschätzung Ihrer Wohnung, Ihres Hauses oder Grundstücks – kostenlos und unverbindlich.",
    href: "/immobilien/bewertung",
    link: "Jetzt Immobilie bewerten",
  },
  {
    title: "Suchauftrag",
    text: "Sagen Sie uns, was Sie suchen. Wir melden uns, sobald eine passende Immobilie verfügbar ist – oft noch vor der Veröffentlichung.",
    href: "/immobilien/suchauftrag",
    link: "Suchauftrag anlegen",
  },
];

const TESTIMONIALS = [
  {
    quote:
      "Unsere Wohnung in der Josefstadt war nach fünf Wochen verkauft – zu einem Preis, der über unseren Erwartungen lag. Die Kommunikation war jederzeit klar und ehrlich.",
    name: "Familie K.",
    place: "Wien 8. Bezirk",
  },
  {
    quote:
      "Als Käuferin aus Deutschland habe ich besonders die geduldige Erklärung von Grundbuch, Nebenkosten und Energieausweis geschätzt. Sehr empfehlenswert.",
    name: "Sabine R.",
    place: "Mödling",
  },
  {
    quote:
      "Professionelle Fotos, gut vorbereitete Besichtigungen und nur ernsthafte Interessenten: So entspannt haben wir noch nie vermietet.",
    name: "Thomas W.",
    place: "Wien 19. Bezirk",
  },
];

export default function Home() {
  const { featured } = useLoaderData<typeof loader>();
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
          {SERVICES.map((service) => (
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
            <p>
              Wir sind ein unabhängiges Maklerbüro mit Sitz in der Wiener Innenstadt. Unser Team kennt die Wiener Bezirke und das Umland in
              Niederösterreich aus jahrelanger Erfahrung – von der Altbauwohnung im Zinshaus bis zum Einfamilienhaus im Grünen.
            </p>
            <p>
              Wir beraten persönlich, bewerten realistisch und vermarkten mit Sorgfalt. Jede Immobilie erhält ein vollständiges Exposé mit
              Energieausweis, transparenten Kosten und klaren Angaben zur Provision.
            </p>
            <Link className="button button-secondary" to="/uber-uns">
              Das Team kennenlernen
            </Link>
          </div>
          <ul className="home-figures" aria-label="Donau Estate in Zahlen">
            <li>
              <strong>Wien &amp; NÖ</strong>
              <span>Schwerpunktregion</span>
            </li>
            <li>
              <strong>Persönlich</strong>
              <span>eine feste Ansprechperson</span>
            </li>
            <li>
              <strong>Transparent</strong>
              <span>Kosten und Provision offen ausgewiesen</span>
            </li>
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
            {TESTIMONIALS.map((testimonial) => (
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
        <p>Erhalten Sie eine kostenlose, unverbindliche Ersteinschätzung – oder sprechen Sie direkt mit uns unter {site.phone}.</p>
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
