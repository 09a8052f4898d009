// /admin/protokoll: the audit trail: who changed what and when, for
// posts, team, feed settings, admin rights and inquiries; newest first, 50 per page, filtered by
// area with a GET form (shareable URL, works without JavaScript). Loader: ./route.server.ts.
import { Form, type MetaFunction, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StaffPagination } from "~/components/staff-pagination";
import { AuditTable } from "./audit-table";
import type { loader } from "./route.server";

export { loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Protokoll | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminProtokoll() {
  const { entity, entities, total, page, pageCount, previous, next, entries } = useLoaderData<typeof loader>();
  return (
    <section className="staff-body">
      <h1>Protokoll</h1>
      <p>
        {total} Einträge · Seite {page} von {pageCount}
      </p>
      <Form method="get" className="staff-filter staff-audit-filter" aria-label="Protokoll filtern">
        <div className="field">
          <label htmlFor="protokoll-entity">Bereich</label>
          <select id="protokoll-entity" name="entity" defaultValue={entity}>
            <option value="">Alle Bereiche</option>
            {entities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="staff-actions">
          <button className="button" type="submit">
            Filtern
          </button>
        </div>
      </Form>
      {entries.length === 0 ? <p>Noch keine Einträge.</p> : <AuditTable entries={entries} caption="Einträge, neueste zuerst" />}
      <StaffPagination previous={previous} next={next} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
