// /immobilien/suchauftrag (leads-legal-admin.md section 2 "Search order page", sections 3, 5,
// 7 and 8): one column of three cards, e-mail first (form.tsx).
import { type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { useLeadFormPage } from "~/components/form/fields";
import { PageHead } from "~/components/page-head";
import leadsStyles from "~/styles/leads.css?url";
import searchOrderStyles from "~/styles/search-order.css?url";
import { SearchOrderForm } from "./form";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leadsStyles },
  { rel: "stylesheet", href: searchOrderStyles },
];

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => data?.head ?? [];

export default function SearchOrderPage() {
  const { key, ...form } = useLeadFormPage();
  // A search's criteria from the URL (route.server.ts): the form's starting values.
  const { prefill, agents } = useLoaderData<typeof loader>();
  return (
    <>
      {/* The site's one page head, as on the Merkliste and Kontakt (review 56). */}
      <PageHead
        title="Suchauftrag"
        intro="Sie suchen eine bestimmte Immobilie? Geben Sie Ihren kostenlosen Suchauftrag auf: Ihre Ansprechperson schickt Ihnen passende Objekte vorab per E-Mail – oft bevor sie auf Immobilienportalen erscheinen. Der Suchauftrag ist für Sie kostenlos und unverbindlich."
      />
      <div className="container page-body search-order-page">
        <SearchOrderForm key={key} {...form} defaultValue={prefill} agents={agents} />
      </div>
    </>
  );
}
