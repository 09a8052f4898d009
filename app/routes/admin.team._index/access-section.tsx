// Team → "Zugänge" (ADR 0369): who may use the staff area, and "Admin-Rechte vergeben" (spec
// leads-legal-admin.md section 2, the third card): a colleague's registered, confirmed account
// becomes an admin with the secret ADMIN_KEY. It lived in Konto (ADR 0365), the page about one's own
// account; access for the office belongs where staff manage the team. The action is Team's, guarded
// like every admin action (POST, same origin, admin with a second factor) and rate-limited by
// handleAdminKey.
import { AdminKeyForm } from "~/components/admin-key-form";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { ADMIN_SETUP_TEXT } from "~/lib/content/admin-panel";

export function AccessSection({
  admins,
  lastResult,
  constraint,
}: {
  admins: Array<{ email: string; secondFactor: boolean }>;
  lastResult: FormResult | null;
  constraint: FormConstraint;
}) {
  return (
    <section className="team-access" id="zugaenge" aria-labelledby="zugaenge-title">
      <h2 id="zugaenge-title">Zugänge</h2>
      <p>Wer die Verwaltung nutzen darf: Konten mit Admin-Rechten. Die Makler oben sind die öffentlichen Profile, keine Zugänge.</p>
      {admins.length > 0 ? (
        <ul className="team-access-list" aria-label="Konten mit Admin-Rechten">
          {admins.map((admin) => (
            <li key={admin.email}>
              {admin.email}
              {admin.secondFactor ? null : <span className="team-access-note"> (Zwei-Faktor-Anmeldung noch nicht eingerichtet)</span>}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="card staff-card team-access-card">
        <h3 id="admin-setup-title">Admin-Rechte vergeben</h3>
        <p>{ADMIN_SETUP_TEXT}</p>
        <AdminKeyForm lastResult={lastResult} constraint={constraint} />
      </div>
    </section>
  );
}
