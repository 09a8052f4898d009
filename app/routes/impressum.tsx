// Impressum (leads-legal-admin.md, Imprint): company, address, phone, e-mail, web, register
// number and court, VAT number, supervisory authority, chamber, trade licence with the trade
// rules, liability disclaimer; plus the disclosure under § 25 MedienG and the ODR / consumer
// dispute note. Who the broker is comes from the staff's Rechtliches (server/legal, with
// app/lib/site.ts as its defaults), as in the FAGG notice; the web address from SITE_URL.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { telHref } from "~/components/content/team";
import { StructuredData } from "~/components/structured-data";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { breadcrumbList, realEstateAgentLd } from "~/lib/json-ld";
import { staticPage } from "~/lib/route-handle";
import { absoluteUrl, site } from "~/lib/site";
import { loadLegalTerms } from "~/server/legal/queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  const siteUrl = context.env.SITE_URL;
  const terms = await loadLegalTerms(context.db);
  return {
    web: absoluteUrl(siteUrl, "/"),
    broker: {
      firma: terms.firma,
      anschrift: terms.anschrift,
      telefon: terms.telefon,
      email: terms.email,
      // A GmbH states its Firmenbuch (§ 14 UGB) even where staff left the FAGG field empty.
      register: terms.register || `${site.imprint.companyRegister}, ${site.imprint.registerCourt}`,
      uid: terms.uid,
      behoerde: terms.behoerde,
      kammer: terms.kammer,
    },
    seo: pageSeo(siteUrl, {
      path: "/impressum",
      title: withBrand("Impressum"),
      description: `Impressum und Offenlegung nach § 25 Mediengesetz der ${terms.firma}, ${terms.anschrift}.`,
    }),
    structuredData: [
      realEstateAgentLd(siteUrl),
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Impressum", path: "/impressum" },
      ]),
    ],
  };
}

export default function Impressum() {
  const { web, broker, structuredData } = useLoaderData<typeof loader>();
  const { imprint } = site;
  return (
    <article className="content-page container content-legal content-prose">
      <StructuredData data={structuredData} />
      <h1>Impressum</h1>
      <p>Informationen nach § 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und § 63 Gewerbeordnung (GewO).</p>

      <dl className="content-legal-list">
        <dt>Unternehmen</dt>
        <dd>{broker.firma}</dd>
        <dt>Anschrift</dt>
        <dd>{broker.anschrift}</dd>
        <dt>Telefon</dt>
        <dd>
          <a href={telHref(broker.telefon)}>{broker.telefon}</a>
        </dd>
        <dt>E-Mail</dt>
        <dd>
          <a href={`mailto:${broker.email}`}>{broker.email}</a>
        </dd>
        <dt>Web</dt>
        <dd>
          <a href={web}>{web}</a>
        </dd>
        <dt>Geschäftsführung</dt>
        <dd>{imprint.managingDirector}</dd>
        <dt>Firmenbuch</dt>
        <dd>{broker.register}</dd>
        {broker.uid ? (
          <>
            <dt>UID-Nummer</dt>
            <dd>{broker.uid}</dd>
          </>
        ) : null}
        <dt>Aufsichtsbehörde</dt>
        <dd>{broker.behoerde}</dd>
        <dt>Kammerzugehörigkeit</dt>
        <dd>{broker.kammer}</dd>
        <dt>Gewerbeberechtigung</dt>
        <dd>{imprint.tradeLicence}</dd>
        <dt>Berufsrechtliche Vorschriften</dt>
        <dd>
          {imprint.tradeRules}, abrufbar unter <a href={imprint.tradeRulesUrl}>{imprint.tradeRulesUrl.replace(/^https?:\/\//, "")}</a>
        </dd>
      </dl>

      <h2>Offenlegung nach § 25 Mediengesetz</h2>
      <p>
        Medieninhaber und Herausgeber: {broker.firma}, {broker.anschrift}. Unternehmensgegenstand: Immobilienmakler – Vermittlung von Kauf,
        Verkauf und Vermietung von Immobilien in Wien und Niederösterreich. Geschäftsführung: {imprint.managingDirector}.
      </p>
      <p>
        Grundlegende Richtung: Information über das Leistungsangebot der {broker.firma}, über angebotene Immobilien sowie über Themen rund
        um den Immobilienmarkt in Wien und Niederösterreich.
      </p>

      <h2>Online-Streitbeilegung und Verbraucherschlichtung</h2>
      <p>
        Verbraucherinnen und Verbraucher können sich mit Beschwerden an die Online-Streitbeilegungsplattform der EU wenden:{" "}
        <a href="https://ec.europa.eu/consumers/odr">ec.europa.eu/consumers/odr</a>. Sie können allfällige Beschwerden auch an die oben
        angegebene E-Mail-Adresse richten. Wir sind weder verpflichtet noch bereit, an Streitbeilegungsverfahren vor einer
        Verbraucherschlichtungsstelle teilzunehmen.
      </p>

      <h2>Haftungsausschluss</h2>
      <p>
        Die Inhalte dieser Website wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte
        übernehmen wir jedoch keine Gewähr. Alle Angaben zu Immobilien beruhen auf Informationen der Eigentümerinnen und Eigentümer bzw.
        Dritter; Irrtum, Zwischenverkauf und Änderungen bleiben vorbehalten. Ein Maklervertrag kommt erst durch ausdrückliche Vereinbarung
        zustande.
      </p>
      <p>
        Diese Website enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets
        der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; bei
        Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.
      </p>
      <p>
        Texte, Bilder und Grafiken dieser Website sind urheberrechtlich geschützt. Jede Verwertung außerhalb der Grenzen des
        Urheberrechtsgesetzes bedarf der vorherigen schriftlichen Zustimmung.
      </p>
    </article>
  );
}
