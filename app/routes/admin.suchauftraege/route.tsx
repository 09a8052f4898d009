// /admin/suchauftraege: the Suchauftrag e-mail alerts: address, saved search,
// confirmation, sign-up and last mail; staff can delete one. Only the page body: the admin layout
// (admin.tsx) supplies the staff header, the navigation and the admin stylesheet for every staff page.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { StaffTableScroller } from "~/components/staff-table-scroller";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Suchaufträge | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

interface AlertRow {
  id: string;
  email: string;
  summary: string;
  confirmed: string | null;
  created: string;
  lastMail: string | null;
}

export default function AdminSearchAlerts() {
  const { alerts } = useLoaderData<{ alerts: AlertRow[] }>();
  const result = useActionData<{ error?: string }>();
  return (
    <section>
      <h1>Suchaufträge</h1>
      {result?.error ? <p role="alert">{result.error}</p> : null}
      {alerts.length === 0 ? (
        // Say where search orders come from and what this page will show.
        <div className="card staff-card staff-empty-state">
          <h2>Noch keine Suchaufträge</h2>
          <p>
            Interessenten legen Suchaufträge selbst an: im Formular <a href="/immobilien/suchauftrag">Suchauftrag</a> auf der Website, wenn
            sie dort die E-Mail-Benachrichtigung wählen, oder mit „Suche speichern“ in der Immobiliensuche. Nach der Bestätigung per E-Mail
            bekommen sie neue passende Immobilien zugeschickt. Ein Suchauftrag aus dem Formular kommt außerdem als Anfrage in den Eingang.
          </p>
          <p>Hier sehen Sie dann jeden Suchauftrag mit E-Mail-Adresse, Suche, Bestätigung und letzter E-Mail, und können ihn löschen.</p>
        </div>
      ) : (
        <StaffTableScroller label="Suchaufträge">
          <table className="staff-table">
            <caption className="staff-sr-only">E-Mail-Benachrichtigungen zu Suchaufträgen, neueste zuerst</caption>
            <thead>
              <tr>
                <th scope="col">E-Mail</th>
                <th scope="col">Suche</th>
                <th scope="col">Bestätigt</th>
                <th scope="col">Angelegt</th>
                <th scope="col">Letzte E-Mail</th>
                <th scope="col">
                  <span className="staff-sr-only">Aktion</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <tr key={alert.id}>
                  <td>{alert.email}</td>
                  <td>{alert.summary}</td>
                  <td>{alert.confirmed ?? "Nein"}</td>
                  <td>{alert.created}</td>
                  <td>{alert.lastMail ?? "–"}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={alert.id} />
                      <button type="submit" name="intent" value="delete" className="button button-secondary">
                        Löschen<span className="staff-sr-only"> ({alert.email})</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </StaffTableScroller>
      )}
    </section>
  );
}
