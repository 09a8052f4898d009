// Apartment-building sales (leads-legal-admin.md, Apartment-building sales page): reasons,
// off-market (discreet) sales, a 5-step process, target clients, values; CTAs to /kontakt.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { breadcrumbList, realEstateAgentLd, StructuredData } from "~/components/structured-data";
import { ZINSHAUS_REASONS, ZINSHAUS_STEPS, ZINSHAUS_TARGET_CLIENTS, ZINSHAUS_VALUES } from "~/content/investment";
import { pageSeo, publicPageHeaders, seoMeta, withBrand } from "~/content/seo";
import contentStyles from "~/styles/content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export const headers = publicPageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const siteUrl = context.env.SITE_URL;
  return {
    seo: pageSeo(siteUrl, {
      path: "/investment/zinshauser",
      title: withBrand("Zinshaus verkaufen in Wien – diskret und off-market"),
      description:
        "Zinshaus in Wien verkaufen: fundierte Bewertung, diskrete Off-Market-Vermarktung an geprüfte Käufer und Begleitung in fünf Schritten bis zur Übergabe.",
    }),
    structuredData: [
      realEstateAgentLd(siteUrl),
      breadcrumbList(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Investment", path: "/investment/anlagewohnungen" },
        { name: "Zinshäuser", path: "/investment/zinshauser" },
      ]),
    ],
  };
}

export default function Zinshauser() {
  const { structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={structuredData} />
      <header className="content-hero">
        <div className="container">
          <p className="content-eyebrow">Investment in Immobilien</p>
          <h1>Zinshaus verkaufen – diskret und mit System</h1>
          <p>
            Ein Wiener Zinshaus verkauft man selten mehr als einmal. Wir sorgen dafür, dass Bewertung, Käuferauswahl und Abwicklung dieser
            Bedeutung gerecht werden.
          </p>
          <div className="content-actions">
            <a className="button" href="/kontakt">
              Vertrauliches Gespräch anfragen
            </a>
          </div>
        </div>
      </header>

      <section className="container content-section" aria-labelledby="gruende">
        <h2 id="gruende">Gründe für einen Verkauf</h2>
        <ul className="content-grid content-values">
          {ZINSHAUS_REASONS.map((reason) => (
            <li key={reason.title} className="content-card content-card-body">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-section content-band" aria-labelledby="off-market">
        <div className="container content-two-col">
          <div>
            <h2 id="off-market">Off-Market: Verkaufen ohne Öffentlichkeit</h2>
            <p>
              Viele Eigentümerinnen und Eigentümer möchten nicht, dass Mieter, Nachbarn oder Mitbewerber vom geplanten Verkauf erfahren. Wir
              bieten Ihr Haus deshalb auf Wunsch ausschließlich ausgewählten Käufern an, deren Kapitalnachweis uns vorliegt und die eine
              Vertraulichkeitserklärung unterzeichnet haben.
            </p>
            <p>
              Es gibt kein Inserat, keine Adresse im Umlauf und keine Besichtigungstouristen – nur ernsthafte Gespräche mit Menschen, die
              kaufen können.
            </p>
          </div>
          <div className="content-card content-card-body content-callout">
            <h3>Unverbindlich anfragen</h3>
            <p>Erzählen Sie uns von Ihrem Haus. Alles, was Sie uns sagen, bleibt vertraulich.</p>
            <a className="button" href="/kontakt">
              Kontakt aufnehmen
            </a>
          </div>
        </div>
      </section>

      <section className="container content-section" aria-labelledby="prozess">
        <h2 id="prozess">Unser Prozess in fünf Schritten</h2>
        <ol className="content-steps">
          {ZINSHAUS_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container content-section content-two-col" aria-labelledby="zielgruppen">
        <div>
          <h2 id="zielgruppen">Für wen wir arbeiten</h2>
          <ul className="content-check-list">
            {ZINSHAUS_TARGET_CLIENTS.map((client) => (
              <li key={client}>{client}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 id="werte">Unsere Werte</h2>
          <dl className="content-values-list">
            {ZINSHAUS_VALUES.map((value) => (
              <div key={value.title}>
                <dt>{value.title}</dt>
                <dd>{value.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container content-section content-cta" aria-labelledby="cta">
        <h2 id="cta">Was ist Ihr Zinshaus wert?</h2>
        <p>Wir erstellen Ihnen eine fundierte Einschätzung – kostenlos, vertraulich und ohne Verpflichtung zum Verkauf.</p>
        <div className="content-actions">
          <a className="button" href="/kontakt">
            Gespräch vereinbaren
          </a>
        </div>
      </section>
    </div>
  );
}
