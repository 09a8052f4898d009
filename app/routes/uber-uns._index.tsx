// About us (/uber-uns) around 'Unser Team' (public-site.md, Team): the brokerage, its values,
// the team grid sorted by sort_order then name, each card linking to /uber-uns/team/{slug} with
// mail and phone links, and calls to action to /kontakt and /uber-uns/karriere.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
// Undefined in the browser (an empty `.server` module); the real component on the server.
import { AboutPage as ServerAboutPage } from "~/content/about-page.server";
import { pageSeo, seoMeta, withBrand } from "~/content/seo";
import { breadcrumbList, realEstateAgentLd } from "~/lib/json-ld";
import { listAgents } from "~/models/agents.server";
import contentStyles from "~/styles/content.css";

const CONTENT_ID = "uber-uns";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

export async function loader({ context }: LoaderFunctionArgs) {
  // Spec section 8, 'Agents load failure': the page still renders, with an error toast.
  let agentsFailed = false;
  const agents = await listAgents(context.db).catch((error) => {
    console.warn(JSON.stringify({ route: "uber-uns", error: String(error) }));
    agentsFailed = true;
    return [];
  });
  const siteUrl = context.env.SITE_URL;
  return {
    agents,
    agentsFailed,
    seo: pageSeo(siteUrl, {
      path: "/uber-uns",
      title: withBrand("Über uns – Ihr Immobilienmakler in Wien"),
      description:
        "Lernen Sie Donau Estate kennen: ein unabhängiges Maklerbüro in der Wiener Innenstadt mit persönlicher Betreuung beim Verkaufen, Vermieten und Kaufen in Wien und Niederösterreich.",
    }),
    structuredData: [
      realEstateAgentLd(siteUrl, { employees: agents, areaServed: "Wien und Niederösterreich" }),
      breadcrumbList(siteUrl, [
        { name: "Home", path: "/" },
        { name: "Über uns", path: "/uber-uns" },
      ]),
    ],
  };
}

/** True only while React hydrates the document (it uses the server snapshot then). */
const noSubscription = () => () => {};
const LazyAboutPage = lazy(() => import("~/content/about-page").then((module) => ({ default: module.AboutPage })));

export default function AboutUs() {
  const { agents, agentsFailed, structuredData } = useLoaderData<typeof loader>();
  return (
    <>
      <AboutContent agents={agents} structuredData={structuredData} />
      {agentsFailed ? <AgentsLoadFailedToast /> : null}
    </>
  );
}

/** Spec section 8: in the site's toast style (app.css), polite like the listing's error toast. */
function AgentsLoadFailedToast() {
  return (
    <div className="toaster">
      <div role="status" className="toast toast-error">
        <div>
          <strong>Fehler</strong>
          <p>Beim Laden der Makler ist ein Fehler aufgetreten.</p>
        </div>
      </div>
    </div>
  );
}

function AboutContent({ agents, structuredData }: Pick<SerializeFrom<typeof loader>, "agents" | "structuredData">) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // A static island (ADR 0043): while hydrating the document the server's HTML stays as it is and
  // the page's copy never enters the browser bundle; a client-side navigation here renders it
  // from the on-demand chunk.
  const [islandHtml] = useState(() => (hydrating && !ServerAboutPage ? document.getElementById(CONTENT_ID)?.innerHTML : undefined));
  if (islandHtml !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of this page, kept as it is
    return <div id={CONTENT_ID} className="content-page" dangerouslySetInnerHTML={{ __html: islandHtml }} suppressHydrationWarning />;
  return (
    <div id={CONTENT_ID} className="content-page">
      {ServerAboutPage ? (
        <ServerAboutPage agents={agents} structuredData={structuredData} />
      ) : (
        <Suspense fallback={null}>
          <LazyAboutPage agents={agents} structuredData={structuredData} />
        </Suspense>
      )}
    </div>
  );
}
