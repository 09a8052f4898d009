// Investment apartments (leads-legal-admin.md, Investment apartments page): static marketing
// content with calls to action to /kontakt and a 7-item FAQ. The FAQ is a native exclusive
// accordion (DESIGN.md section 2: `<details name=…>`): one item open at a time, each collapsible,
// with or without JavaScript.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ContentCallout, ContentCta, ContentHero, ValueCards } from "~/components/content/sections";
import { StructuredData } from "~/components/structured-data";
import { ANLAGEWOHNUNGEN_BENEFITS, ANLAGEWOHNUNGEN_FAQ, investmentPage } from "~/lib/content/investment";
import { seoMeta } from "~/lib/content/seo";
import { staticPage } from "~/lib/route-handle";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  const { seo, structuredData } = investmentPage(context.env.SITE_URL, {
    path: "/investment/anlagewohnungen",
    title: "Anlagewohnungen in Wien – Vorsorgewohnung kaufen",
    description:
      "Anlagewohnungen in Wien und Umgebung: Auswahl mit Vermietungsblick, nachvollziehbare Renditekalkulation und Antworten auf die häufigsten Fragen zu Nebenkosten und Steuern.",
    crumb: "Anlagewohnungen",
  });
  return {
    seo,
    structuredData: [
      ...structuredData,
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: ANLAGEWOHNUNGEN_FAQ.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
        })),
      },
    ],
  };
}

export default function Anlagewohnungen() {
  const { structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={structuredData} />
      <ContentHero
        eyebrow="Investment in Immobilien"
        title="Anlagewohnungen in Wien"
        intro="Vermögen aufbauen mit einer Wohnung, die sich vermieten lässt: Wir finden Anlagewohnungen in Wien und im Umland, rechnen sie ehrlich durch und begleiten Sie vom Kauf bis zur ersten Vermietung."
        actions={[{ href: "/kontakt", label: "Beratungstermin vereinbaren" }]}
      />

      <section className="container content-section" aria-labelledby="vorteile">
        <h2 id="vorteile">Warum eine Anlagewohnung?</h2>
        <ValueCards items={ANLAGEWOHNUNGEN_BENEFITS} />
      </section>

      <section className="container content-section content-two-col" aria-labelledby="ablauf">
        <div>
          <h2 id="ablauf">So begleiten wir Sie</h2>
          <p>
            Im Erstgespräch klären wir Budget, Finanzierung und Ziele. Danach schlagen wir Ihnen passende Wohnungen vor – aus unserem
            Bestand, aus Neubauprojekten unserer Partner und aus Angeboten, die nie öffentlich inseriert werden. Sie erhalten zu jeder
            Wohnung eine Kalkulation und alle Unterlagen, bevor Sie sich entscheiden.
          </p>
          <p>
            Nach dem Kauf übernehmen wir auf Wunsch die Erstvermietung und bleiben Ihre Ansprechpartner, wenn Sie später verkaufen möchten.
          </p>
        </div>
        <ContentCallout
          title="Ihre Wunschwohnung ist nicht dabei?"
          text="Sagen Sie uns, wonach Sie suchen – wir melden uns, sobald ein passendes Objekt verfügbar ist."
          action={{ href: "/kontakt", label: "Jetzt Kontakt aufnehmen" }}
        />
      </section>

      <section className="container content-section" aria-labelledby="faq">
        <h2 id="faq">Häufige Fragen zu Anlagewohnungen</h2>
        <div className="content-faq">
          {ANLAGEWOHNUNGEN_FAQ.map((item, index) => (
            <details key={item.question} name="faq" open={index === 0} className="content-faq-item">
              <summary>{item.question}</summary>
              <div className="content-faq-answer">
                {item.answer.map((text) => (
                  <p key={text.slice(0, 40)}>{text}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </section>

      <ContentCta
        title="Lassen Sie uns über Ihre Anlage sprechen"
        text="Das Erstgespräch ist kostenlos und unverbindlich – im Büro, am Telefon oder per Video."
        actions={[{ href: "/kontakt", label: "Kontakt aufnehmen" }]}
      />
    </div>
  );
}
