// /admin/inquiries: the inquiry inbox (DESIGN.md section 3): the views Alle, Neu, Probleme and
// Fällig, one tool row (search, filters, CSV, order), 50 leads per page with the next
// step, status and delivery marks and, folded at the end, one person's data export or deletion
// (GDPR Art. 15/17) with the retention rule. Loader and action: route.server.ts.
import { Link, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaffPagination } from "~/components/staff-pagination";
import { countOf } from "~/lib/admin-format";
import { InquiryFilterForm, InquirySearch } from "./filter-form";
import { InboxSort, InboxViews } from "./inbox-views";
import { InquiryRow, quietDelivery } from "./inquiry-row";
import { PersonDataPanel } from "./person-data";
import type { InboxActionData, loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Anfragen | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminInquiries() {
  const {
    inquiries,
    page,
    pageCount,
    total,
    filter,
    filtered,
    system,
    kinds,
    tabs,
    search,
    previous,
    next,
    csv,
    views,
    property,
    personDataCancel,
    personDataOpen,
    hidden,
    sort,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<InboxActionData>();
  // "Zustellung" only where a row of this page has something in it: an e-mail on its
  // way or failed, a hand-over pending, failed or refused. A system mail's delivery is all it has.
  const delivery = system || inquiries.some((inquiry) => !quietDelivery(inquiry));
  return (
    <section className="staff-body">
      <h1>Anfragen</h1>
      {/* Leads and system mails apart: a sign-up confirmation is not a customer. */}
      <nav aria-label="Art der Nachrichten" className="staff-tabs">
        <Link to={tabs.leads} aria-current={system ? undefined : "page"}>
          Anfragen von Kunden
        </Link>
        <Link to={tabs.system} aria-current={system ? "page" : undefined}>
          Systemmails
        </Link>
      </nav>
      {views.length > 0 ? <InboxViews views={views} /> : null}
      {/* One tool row at desktop width: search, the filter fold, CSV, the count and the order;
          on a phone they wrap (admin.css). */}
      <div className="staff-inbox-tools">
        <InquirySearch filter={filter} hidden={hidden.search} />
        <InquiryFilterForm filter={filter} filtered={filtered} csv={csv} kinds={kinds} system={system} hidden={hidden.filter}>
          <p className="staff-inbox-count">
            {countOf(
              total,
              `${filtered ? "gefundene" : "gespeicherte"} ${system ? "Systemmail" : "Anfrage"}`,
              `${filtered ? "gefundene" : "gespeicherte"} ${system ? "Systemmails" : "Anfragen"}`,
            )}{" "}
            · Seite {page} von {pageCount}
          </p>
        </InquiryFilterForm>
        {sort ? <InboxSort sort={sort} /> : null}
      </div>
      {property ? (
        <p className="staff-filter-note">
          Nur Anfragen zu {property.title ? `„${property.title}“` : `Objekt ${property.id}`} · <Link to={property.clear}>alle Objekte</Link>
        </p>
      ) : null}
      {inquiries.length === 0 ? (
        <p>{filtered ? "Keine Anfragen für diesen Filter." : "Noch keine Anfragen gespeichert."}</p>
      ) : (
        <table className="staff-table staff-inbox">
          {/* For screen readers: the order is marked in the tool row, a sentence repeating it was a toolbar row. */}
          <caption className="staff-sr-only">
            {filtered ? "Gefilterte" : "Alle"} {system ? "Systemmails" : "Anfragen"}, {orderWords(sort)}
          </caption>
          {/* A system mail is no customer: no one handles it and it has no status, only its delivery. */}
          <thead>
            <tr>
              <th scope="col">Eingang</th>
              <th scope="col">{system ? "Betreff" : "Anfrage"}</th>
              <th scope="col">{system ? "Empfänger" : "Kontakt"}</th>
              {system ? null : <th scope="col">Nächster Schritt</th>}
              {system ? null : <th scope="col">Zuständig</th>}
              {delivery ? <th scope="col">Zustellung</th> : null}
              {system ? null : <th scope="col">Status</th>}
            </tr>
          </thead>
          <tbody>
            {inquiries.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} back={search} system={system} delivery={delivery} />
            ))}
          </tbody>
        </table>
      )}
      <StaffPagination previous={previous} next={next} />
      {/* The person-data tools and the retention rule, folded at the end. */}
      <PersonDataPanel
        preview={actionData?.preview ?? null}
        error={actionData?.error ?? null}
        email={actionData?.email ?? ""}
        cancel={personDataCancel}
        open={personDataOpen || Boolean(actionData?.preview || actionData?.error)}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}

function orderWords(sort: { current: string; followUp: boolean } | null): string {
  if (!sort || sort.current === "newest") return "neueste zuerst";
  if (sort.followUp) return "Fällig (Wiedervorlage oder Erstkontakt), am längsten überfällige zuerst";
  if (sort.current === "due") return "früheste Wiedervorlage zuerst, ohne Wiedervorlage zuletzt";
  return "zu erledigen zuerst (Neu und überfällig, längste Wartezeit oben)";
}
