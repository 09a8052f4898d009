// /admin/immobilien: the staff work list of every listing with its warnings (no photos, no
// Energieausweis, price cut) and a GET filter form that works without JavaScript. Only the page
// body: the admin layout (admin.tsx) supplies header, navigation and admin.css.
import { Form, type LinksFunction, type MetaFunction, useLoaderData } from "react-router";
import { StaffTableScroller } from "~/components/staff-table-scroller";
import adminListingStyles from "~/styles/admin-listings.css?url";
import { type ListingFilter, SEARCH_MAX, SORTS } from "./filters";
import { ListingRow } from "./listing-row";
import type { loader } from "./route.server";

export { loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminListingStyles }];

export const meta: MetaFunction = () => [{ title: "Immobilien | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function AdminListings() {
  const { error, filter, listings, summary, paging, source, capped } = useLoaderData<typeof loader>();
  const filtered = Boolean(filter.fehlt || filter.angebot || filter.q);
  return (
    <section className="staff-listings">
      <h1>Immobilien</h1>
      <Form method="get" role="search" aria-label="Immobilien filtern" className="staff-listings-filter">
        <label>
          Objektnr. oder Titel
          <input type="search" name="q" defaultValue={filter.q} maxLength={SEARCH_MAX} />
        </label>
        <label>
          Es fehlt
          <select name="fehlt" defaultValue={filter.fehlt ?? ""}>
            <option value="">Alle Immobilien</option>
            <option value="fotos">Fotos</option>
            <option value="energieausweis">Energieausweis (HWB/fGEE)</option>
          </select>
        </label>
        <label>
          Angebot
          <select name="angebot" defaultValue={filter.angebot ?? ""}>
            <option value="">Kauf und Miete</option>
            <option value="kauf">Kauf</option>
            <option value="miete">Miete</option>
          </select>
        </label>
        <label>
          Sortierung
          <select name="sort" defaultValue={filter.sort}>
            {SORTS.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-secondary">
          Filtern
        </button>
        {filtered || error ? <a href="/admin/immobilien">Alle zeigen</a> : null}
      </Form>
      {error ? (
        <p role="alert" className="staff-alert staff-alert-error">
          {error}
        </p>
      ) : (
        <>
          <p className="staff-listings-count" aria-live="polite">
            {summary}
            {paging.pages > 1 ? ` · gezeigt ${paging.first}–${paging.last}` : ""}
          </p>
          {paging.note ? (
            <p role="status" className="staff-alert staff-alert-info">
              {paging.note}
            </p>
          ) : null}
          {source !== "mixed" && listings.length > 0 ? (
            <p className="staff-hint">
              {source === "feed"
                ? "Alle Immobilien kommen aus justimmo und werden dort bearbeitet."
                : "Keine dieser Immobilien kommt aus justimmo: Energieausweis und Kosten tragen Sie hier unter „Bearbeiten“ ein."}
            </p>
          ) : null}
          {capped ? (
            <p className="staff-hint">Es werden nur die ersten Einträge gezeigt; grenzen Sie die Liste mit den Filtern ein.</p>
          ) : null}
          {listings.length === 0 ? (
            <p className="staff-hint">{filtered ? "Keine Immobilie passt zu diesen Filtern." : "Noch keine Immobilien gespeichert."}</p>
          ) : (
            <StaffTableScroller label="Immobilien">
              <table className="staff-table staff-listings-table">
                <caption className="staff-sr-only">
                  Immobilien, die online sind zuerst, dann {SORTS.find((item) => item.value === filter.sort)?.label}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="staff-sr-only">Foto</span>
                    </th>
                    <th scope="col">Objektnr.</th>
                    <th scope="col">Immobilie</th>
                    <th scope="col">Preis</th>
                    {source === "mixed" ? <th scope="col">Herkunft</th> : null}
                    <th scope="col">Hinweise</th>
                    <th scope="col">
                      <span className="staff-sr-only">Aktionen</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {listings.map((listing) => (
                    <ListingRow key={listing.id} listing={listing} showSource={source === "mixed"} />
                  ))}
                </tbody>
              </table>
            </StaffTableScroller>
          )}
          {paging.pages > 1 ? <Pager filter={filter} page={paging.page} pages={paging.pages} /> : null}
        </>
      )}
    </section>
  );
}

/** The list's own URL with the current filters and another page: plain links, no JavaScript needed. */
function pageHref(filter: ListingFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.fehlt) params.set("fehlt", filter.fehlt);
  if (filter.angebot) params.set("angebot", filter.angebot);
  if (filter.sort !== "neu") params.set("sort", filter.sort);
  if (page > 1) params.set("seite", String(page));
  const query = params.toString();
  return query ? `/admin/immobilien?${query}` : "/admin/immobilien";
}

function Pager({ filter, page, pages }: { filter: ListingFilter; page: number; pages: number }) {
  return (
    <nav aria-label="Seiten der Immobilien-Liste" className="staff-pager">
      {page > 1 ? <a href={pageHref(filter, page - 1)}>Zurück</a> : null}
      <ol>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{number}</span>
            ) : (
              <a href={pageHref(filter, number)} aria-label={`Seite ${number}`}>
                {number}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? <a href={pageHref(filter, page + 1)}>Weiter</a> : null}
    </nav>
  );
}
