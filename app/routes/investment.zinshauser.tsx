// Apartment-building sales (leads-legal-admin.md, Apartment-building sales page): reasons,
// off-market (discreet) sales, a 5-step process, target clients, values; CTAs to /kontakt.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentCallout, ContentCta, ContentHero, ValueCards } from "~/components/content/sections";
import { StructuredData } from "~/components/structured-data";
import { investmentPage, ZINSHAUS_REASONS, ZINSHAUS_STEPS, ZINSHAUS_TARGET_CLIENTS, ZINSHAUS_VALUES } from "~/lib/content/investment";
import { seoMeta } from "~/lib/content/seo";
import { staticPage } from "~/lib/route-handle";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  return investmentPage(context.env.SITE_URL, {
    path: "/investment/zinshauser",
    title: "Zinshaus verkaufen in Wien – diskret und off-market",
    description:
      "Zinshaus in Wien verkaufen: fundierte Bewertung, diskrete Off-Market-Vermarktung an geprüfte Käufer und Begleitung in fünf Schritten bis zur Übergabe.",
    crumb: "Zinshäuser",
  });
}

export default function Zinshauser() {
  const { structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={structuredData} />
      <ContentHero
        eyebrow="Investment in Immobilien"
        title="Zinshaus verkaufen – diskret und mit System"
        intro="Ein Wiener Zinshaus verkauft man selten mehr als einmal. Wir sorgen dafür, dass Bewertung, Käuferauswahl und Abwicklung dieser Bedeutung gerecht werden."
        actions={[{ href: "/kontakt", label: "Vertrauliches Gespräch anfragen" }]}
      />

      <section className="container content-section" aria-labelledby="gruende">
        <h2 id="gruende">Gründe für einen Verkauf</h2>
        <ValueCards items={ZINSHAUS_REASONS} />
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
          <ContentCallout
            title="Unverbindlich anfragen"
            text="Erzählen Sie uns von Ihrem Haus. Alles, was Sie uns sagen, bleibt vertraulich."
            action={{ href: "/kontakt", label: "Kontakt aufnehmen" }}
          />
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

      <ContentCta
        title="Was ist Ihr Zinshaus wert?"
        text="Wir erstellen Ihnen eine fundierte Einschätzung – kostenlos, vertraulich und ohne Verpflichtung zum Verkauf."
        actions={[{ href: "/kontakt", label: "Gespräch vereinbaren" }]}
      />
    </div>
  );
}
