// A broker's page (public-site.md, Team): photo or monogram, name, position, education,
// mail and phone links, 'Über {name}' in paragraphs, 'Zurück zum Team'; unknown slug: 'Makler
// nicht gefunden' (404). An agent's UUID or old-rule slug ('jrgen') answers 301 to its slug URL: the spec's
// fixed UUID link (docs/decisions/0050-stored-agent-slugs.md). Below: the broker's active
// properties (immobilien.kontakt_email = the broker's e-mail).
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from "react-router";
import { PropertyGrid } from "~/components/content/property-grid";
import { AgentContactLinks, AgentPhoto, descriptionParagraphs } from "~/components/content/team";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { propertyCardStylesheet } from "~/components/property-card";
import { StructuredData } from "~/components/structured-data";
import type { Db } from "~/db/client.server";
import { contactPersonLabel } from "~/lib/agent-anrede";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { breadcrumbList, personLd } from "~/lib/json-ld";
import { toPropertyCardView } from "~/lib/property-view";
import { routeParam } from "~/lib/url";
import { listActivePropertiesByContactEmail } from "~/server/listings/listings-by.queries.server";
import { getAgentBySlug, resolveOldAgentLink } from "~/server/team/queries.server";
import contentStyles from "~/styles/content.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: propertyCardStylesheet },
  { rel: "stylesheet", href: contentStyles },
];

/**
 * The agent and their active properties, or where an old link moved to. A failed read answers
 * 503 with the spec's 'Beim Laden der Maklerdetails ist ein Fehler aufgetreten.' (section 8).
 */
async function readAgentPage(db: Db, slug: string) {
  try {
    const agent = await getAgentBySlug(db, { slug });
    if (!agent) return { agent: null, properties: [], old: await resolveOldAgentLink(db, { param: slug }) };
    const properties = agent.email ? await listActivePropertiesByContactEmail(db, { email: agent.email }) : [];
    return { agent, properties, old: null };
  } catch (error) {
    console.warn(JSON.stringify({ route: "uber-uns.team", error: String(error) }));
    throw new Response("Beim Laden der Maklerdetails ist ein Fehler aufgetreten.", { status: 503 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data ? seoMeta(data.seo) : [{ title: withBrand("Makler nicht gefunden") }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = routeParam(params.slug);
  if (!slug) throw new Response("Makler nicht gefunden", { status: 404 });
  const { agent, properties, old } = await readAgentPage(context.db, slug);
  // An hour, not forever: a removed broker's slug can be given to a new colleague.
  if (old && "movedTo" in old)
    throw redirect(`/uber-uns/team/${old.movedTo}`, { status: 301, headers: { "Cache-Control": "public, max-age=3600" } });
  // A broker removed in the team editor: 410 Gone, so search engines drop the page.
  if (!agent) throw new Response("Makler nicht gefunden", { status: old ? 410 : 404 });
  const siteUrl = context.env.SITE_URL;
  const path = `/uber-uns/team/${agent.slug}`;
  const paragraphs = descriptionParagraphs(agent.description);
  const description =
    paragraphs[0]?.slice(0, 160) ??
    `${agent.name}${agent.position ? `, ${agent.position}` : ""} bei Donau Estate – ${contactPersonLabel(agent.anrede)} für Immobilien in Wien.`;
  return {
    agent: { ...agent, paragraphs },
    properties: properties.map(toPropertyCardView),
    seo: pageSeo(siteUrl, { path, title: withBrand(agent.name), description, image: agent.image, type: "profile" }),
    structuredData: [
      { "@context": "https://schema.org", ...personLd(siteUrl, agent) },
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Über uns", path: "/uber-uns" },
        { name: agent.name, path },
      ]),
    ],
  };
}

export default function AgentPage() {
  const { agent, properties, structuredData } = useLoaderData<typeof loader>();
  return (
    <div className="content-page">
      <StructuredData data={structuredData} />
      {/* The site's page head holds the portrait block and the direct line. */}
      <header className="page-head">
        <div className="container">
          <p className="content-back">
            <a href="/uber-uns">Zurück zum Team</a>
          </p>
          <div className="content-agent-profile">
            <AgentPhoto name={agent.name} image={agent.image} size="profile" />
            <div>
              <p className="page-head-eyebrow">Unser Team</p>
              <h1>{agent.name}</h1>
              {agent.position ? <p className="content-agent-position">{agent.position}</p> : null}
              {agent.education ? <p className="content-agent-education">{agent.education}</p> : null}
              <AgentContactLinks email={agent.email} phone={agent.phone} />
            </div>
          </div>
        </div>
      </header>
      <div className="container">
        {agent.paragraphs.length > 0 ? (
          <section className="content-section content-prose" aria-labelledby="ueber">
            <h2 id="ueber">Über {agent.name}</h2>
            {agent.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text in order
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        ) : null}
        {properties.length > 0 ? (
          <section className="content-section" aria-labelledby="objekte">
            <h2 id="objekte">Aktuelle Immobilien von {agent.name}</h2>
            <PropertyGrid properties={properties} />
          </section>
        ) : null}
        <p>
          <a className="button button-secondary" href="/uber-uns">
            Zurück zum Team
          </a>
        </p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="agent" />;
}
