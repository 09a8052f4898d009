// Team → "Zugänge": who may use the staff area, as a small table (address, "(Sie)",
// role, second factor, last sign-in from the audit trail, "Admin-Rechte entziehen"), then "Admin-Rechte
// vergeben" (spec leads-legal-admin.md section 2, the third card): a colleague's registered, confirmed
// account becomes an admin with the secret ADMIN_KEY. The grant posts to Team's action (POST, same
// origin, admin with a second factor, rate-limited by handleAdminKey); the removal is a confirm page
// of its own (/admin/team/zugaenge/{id}/entziehen), so it works without JavaScript.
import { Link } from "react-router";
import { AdminKeyForm } from "~/components/admin-key-form";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { ADMIN_SETUP_TEXT } from "~/lib/content/admin-panel";

export interface AccessRow {
  id: string;
  email: string;
  self: boolean;
  secondFactor: boolean;
  builtIn: boolean;
  /** "01.12.2026, 08:14 Uhr" (Vienna), or null when the audit trail holds none. */
  lastSignIn: string | null;
}

export function AccessSection({
  admins,
  lastResult,
  constraint,
}: {
  admins: AccessRow[];
  lastResult: FormResult | null;
  constraint: FormConstraint;
}) {
  return (
    <section className="team-access" id="zugaenge" aria-labelledby="zugaenge-title">
      <h2 id="zugaenge-title">Zugänge</h2>
      <p>Wer die Verwaltung nutzen darf: Konten mit Admin-Rechten. Die Makler oben sind die öffentlichen Profile, keine Zugänge.</p>
      {admins.length > 0 ? (
        <table className="team-access-table">
          <caption className="staff-sr-only">Konten mit Admin-Rechten</caption>
          <thead>
            <tr>
              <th scope="col">Konto</th>
              <th scope="col">Rolle</th>
              <th scope="col">Zweiter Faktor</th>
              <th scope="col">Letzte Anmeldung</th>
              <th scope="col">
                <span className="staff-sr-only">Aktion</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => (
              <tr key={admin.id}>
                <th scope="row" className="team-access-account">
                  {/* One line, cut with "…" like the header's address; the full address in the title. */}
                  <span className="staff-email-cut" title={admin.email}>
                    {admin.email}
                  </span>
                  {admin.self ? <span className="team-access-self"> (Sie)</span> : null}
                </th>
                <td data-label="Rolle">{admin.builtIn ? "Admin (ADMIN_EMAILS)" : "Admin"}</td>
                <td data-label="Zweiter Faktor">
                  {admin.secondFactor ? (
                    <span className="team-access-on">Ein</span>
                  ) : (
                    <span className="team-access-off">Aus: noch nicht eingerichtet</span>
                  )}
                </td>
                <td data-label="Letzte Anmeldung">
                  {/* The one reading this is signed in now, whatever the trail holds (a first sign-in
                      through the account's setup writes no entry; review 62). */}
                  {admin.lastSignIn ?? <span className="team-access-note">{admin.self ? "jetzt angemeldet" : "nicht im Protokoll"}</span>}
                </td>
                <td className="team-access-action">
                  {admin.self ? null : admin.builtIn ? (
                    <span className="team-access-note">nur in der Server-Einstellung änderbar</span>
                  ) : (
                    // Destructive and quiet like "Entfernen" above; the page asks first.
                    <Link
                      className="button button-destructive button-small"
                      to={`/admin/team/zugaenge/${admin.id}/entziehen`}
                      aria-label={`Admin-Rechte entziehen: ${admin.email}`}
                    >
                      Admin-Rechte entziehen
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="card staff-card team-access-card">
        <h3 id="admin-setup-title">Admin-Rechte vergeben</h3>
        <p>{ADMIN_SETUP_TEXT}</p>
        <AdminKeyForm lastResult={lastResult} constraint={constraint} />
        <p className="staff-hint team-access-hint">
          Noch kein Konto? Die Person registriert sich unter <a href="/login?mode=signup">Anmelden → „Registrieren“</a> und bestätigt ihre
          E-Mail-Adresse; danach vergeben Sie hier die Rechte.
        </p>
      </div>
    </section>
  );
}
