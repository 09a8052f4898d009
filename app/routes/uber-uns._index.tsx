// About us (/uber-uns) around 'Unser Team' (public-site.md, Team): the brokerage, its values,
// the team grid sorted by sort_order then name, each card linking to /uber-uns/team/{slug} with
// mail and phone links, and calls to action to /kontakt and /immobilien/bewertung.
import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { AboutPage } from "~/components/content/about-page";
import { ErrorToast } from "~/components/toaster";
import { pageSeo, seoMeta, withBrand } from "~/lib/content/seo";
import { breadcrumbList, realEstateAgentLd } from "~/lib/json-ld";
import { staticPage } from "~/lib/route-handle";
import { appearancePhoto, loadAppearance } from "~/server/appearance/queries.server";
import { listAgents } from "~/server/team/queries.server";
import contentStyles from "~/styles/content.css?url";

/** Text and links only: no JavaScript (~/lib/route-handle). */
export const handle = staticPage;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  // Spec section 8, 'Agents load failure': the page still renders, with an error toast.
  let agentsFailed = false;
  const agents = await listAgents(context.db).catch((error) => {
    console.warn(JSON.stringify({ route: "uber-uns", error: String(error) }));
    agentsFailed = true;
    return [];
  });
  const siteUrl = context.env.SITE_URL;
  // The office picture staff chose in /admin/darstellung; none: the text stands alone.
  const photo = appearancePhoto((await loadAppearance(context.db)).about);
  return {
    agents,
    agentsFailed,
    photo,
    seo: pageSeo(siteUrl, {
      path: "/uber-uns",
      title: withBrand("Über uns – Ihr Immobilienmakler in Wien"),
      description:
        "Lernen Sie Donau Estate kennen: ein unabhängiges Maklerbüro in der Wiener Innenstadt mit persönlicher Betreuung beim Verkaufen, Vermieten und Kaufen in Wien und Niederösterreich.",
    }),
    structuredData: [
      realEstateAgentLd(siteUrl, { employees: agents, areaServed: "Wien und Niederösterreich" }),
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Über uns", path: "/uber-uns" },
      ]),
    ],
  };
}

export default function AboutUs() {
  const { agents, agentsFailed, photo, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="content-page">
        <AboutPage agents={agents} photo={photo} structuredData={structuredData} />
      </div>
      {/* Spec section 8, polite like the listing's error toast. */}
      {agentsFailed ? <ErrorToast description="Beim Laden der Makler ist ein Fehler aufgetreten." /> : null}
    </>
  );
}
