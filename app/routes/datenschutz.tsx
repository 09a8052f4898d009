// Datenschutzerklärung (leads-legal-admin.md, Privacy policy: 11 sections); the text lives in
// app/components/content/privacy.tsx.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from "~/components/content/privacy";
import { StructuredData } from "~/components/structured-data";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { breadcrumbList } from "~/lib/json-ld";
import { staticPage } from "~/lib/route-handle";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  const siteUrl = context.env.SITE_URL;
  return {
    seo: pageSeo(siteUrl, {
      path: "/datenschutz",
      title: withBrand("Datenschutzerklärung"),
      description:
        "Wie Donau Estate Ihre Daten verarbeitet: Anfragen, Cookies und Einwilligung, Kartendienst, Speicherdauer von sechs Monaten und Ihre Rechte nach der DSGVO.",
    }),
    structuredData: breadcrumbList(siteUrl, [
      { name: "Startseite", path: "/" },
      { name: "Datenschutz", path: "/datenschutz" },
    ]),
  };
}

export default function Datenschutz() {
  const { structuredData } = useLoaderData<typeof loader>();
  return (
    <article className="content-page container content-legal content-prose">
      <StructuredData data={structuredData} />
      <h1>Datenschutzerklärung</h1>
      <p>
        Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der
        gesetzlichen Bestimmungen. In dieser Erklärung informieren wir Sie über die wichtigsten Aspekte der Datenverarbeitung auf unserer
        Website.
      </p>
      <nav aria-labelledby="inhalt" className="content-toc">
        <h2 id="inhalt">Inhalt</h2>
        <ol>
          {PRIVACY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, "")}</a>
            </li>
          ))}
        </ol>
      </nav>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`}>
          <h2 id={`${section.id}-titel`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
      <p className="content-muted">Stand: {PRIVACY_UPDATED}</p>
    </article>
  );
}
