// /admin/suchauftraege: every search order in one list, newest first: e-mail alerts, Suchauftrag
// leads without the alert option, staff-kept search profiles; each with its contact, criteria,
// source, state and current matches. GET filters work without JavaScript. Only the page body: the
// admin layout (admin.tsx) supplies the staff header, the navigation and the admin stylesheet.
import { Form, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { asSubmissionResult } from "~/components/form/fields";
import type { FormConstraint } from "~/components/form/use-form";
import { StaffPagination } from "~/components/staff-pagination";
import { StaffTableScroller } from "~/components/staff-table-scroller";
import type { OrderFilter, OrderRow } from "~/lib/search-orders";
import searchOrderStyles from "~/styles/admin-search-orders.css?url";
import { OrderTableRow, ProfileCard, type ProfileView, STATE_OPTIONS } from "./order-parts";
import { ProfileForm, type ProfilePrefill } from "./profile-form";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Suchaufträge | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchOrderStyles }];

interface LoaderData {
  error: string | null;
  orders: OrderRow[];
  total: number;
  matching: number;
  paging: { note: string | null; previous: string | null; next: string | null; first: number; last: number };
  filter: OrderFilter;
  districts: string[];
  profile: ProfileView | null;
  prefill: ProfilePrefill | null;
  constraint: FormConstraint;
}

export default function AdminSearchOrders() {
  const { error, orders, total, matching, paging, filter, districts, profile, prefill, constraint } = useLoaderData() as LoaderData;
  const actionData = useActionData() as { error?: string; result?: unknown } | undefined;
  const filtered = Boolean(filter.art || filter.status || filter.q);
  return (
    <section>
      <h1>Suchaufträge</h1>
      <p className="staff-hint">
        Alle Suchaufträge: E-Mail-Benachrichtigungen („Suche speichern“ und das Formular <a href="/immobilien/suchauftrag">Suchauftrag</a>{" "}
        mit Benachrichtigung), Suchauftrag-Anfragen ohne Benachrichtigung und Suchprofile, die Sie für einen Kontakt anlegen. Die
        Trefferzahl zählt die Immobilien, die heute online sind und passen.
      </p>
      {actionData?.error ? <p role="alert">{actionData.error}</p> : null}
      {profile ? <ProfileCard profile={profile} /> : null}
      {/* A save redirects to the new profile: a new key gives a closed, empty form. Filtering the list
          keeps the profile (the hidden field below), so typed input survives it. */}
      <ProfileForm
        key={`${profile?.id ?? "neu"}:${prefill?.anfrage ?? ""}`}
        districts={districts}
        prefill={prefill}
        lastResult={asSubmissionResult(actionData?.result)}
        constraint={constraint}
      />
      <Form method="get" className="staff-filter" aria-label="Suchaufträge filtern">
        {profile ? <input type="hidden" name="profil" value={profile.id} /> : null}
        <div className="field">
          <label htmlFor="filter-art">Kauf/Miete</label>
          <select id="filter-art" name="art" defaultValue={filter.art ?? ""}>
            <option value="">Kauf und Miete</option>
            <option value="kauf">Kauf</option>
            <option value="miete">Miete</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-status">Status</label>
          <select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
            <option value="">Alle</option>
            {STATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-q">Name oder E-Mail</label>
          <input id="filter-q" type="search" name="q" defaultValue={filter.q} maxLength={100} />
        </div>
        <button className="button button-secondary" type="submit">
          Filtern
        </button>
        {filtered || error ? <a href="/admin/suchauftraege">Filter zurücksetzen</a> : null}
      </Form>
      {error ? (
        <p role="alert" className="staff-alert staff-alert-error">
          {error}
        </p>
      ) : null}
      {paging.note ? (
        <p role="status" className="staff-alert staff-alert-info">
          {paging.note}
        </p>
      ) : null}
      {error ? null : total === 0 ? (
        <div className="card staff-card staff-empty-state">
          <h2>Noch keine Suchaufträge</h2>
          <p>
            Interessenten legen Suchaufträge selbst an: im Formular <a href="/immobilien/suchauftrag">Suchauftrag</a> auf der Website oder
            mit „Suche speichern“ in der Immobiliensuche. Jede Suchauftrag-Anfrage erscheint hier, mit oder ohne E-Mail-Benachrichtigung.
            Für einen Kontakt am Telefon legen Sie oben ein Suchprofil an.
          </p>
        </div>
      ) : (
        <>
          <p className="search-orders-count" aria-live="polite">
            {filtered ? `${matching} von ${total} Suchaufträgen` : `${total} ${total === 1 ? "Suchauftrag" : "Suchaufträge"}`}
            {paging.previous || paging.next ? ` · gezeigt ${paging.first}–${paging.last}` : ""}
          </p>
          {orders.length === 0 ? (
            <p>Kein Suchauftrag passt zu diesen Filtern.</p>
          ) : (
            <StaffTableScroller label="Suchaufträge">
              <table className="staff-table">
                <caption className="staff-sr-only">Suchaufträge, neueste zuerst</caption>
                <thead>
                  <tr>
                    <th scope="col">Kontakt</th>
                    <th scope="col">Suche</th>
                    <th scope="col">Quelle</th>
                    <th scope="col">Status</th>
                    <th scope="col">Treffer</th>
                    <th scope="col">Angelegt</th>
                    <th scope="col">
                      <span className="staff-sr-only">Aktion</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <OrderTableRow key={order.key} order={order} />
                  ))}
                </tbody>
              </table>
            </StaffTableScroller>
          )}
          <StaffPagination previous={paging.previous} next={paging.next} />
        </>
      )}
    </section>
  );
}
