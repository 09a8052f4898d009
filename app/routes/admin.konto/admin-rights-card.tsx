// "Admin-Rechte vergeben" (spec leads-legal-admin.md section 2, the third card): a colleague's
// registered, confirmed account becomes an admin with the secret ADMIN_KEY. A setting done now and
// then, so it lives in Konto, not on the Übersicht (ADR 0365); the action is this page's, guarded
// like every admin action (POST, same origin, admin) and rate-limited by handleAdminKey.
import { AdminKeyForm } from "~/components/admin-key-form";
import type { FormConstraint, FormResult } from "~/components/form/use-form";
import { ADMIN_SETUP_TEXT } from "~/lib/content/admin-panel";

export function AdminRightsCard({ lastResult, constraint }: { lastResult: FormResult | null; constraint: FormConstraint }) {
  return (
    <section className="card staff-card" aria-labelledby="admin-setup-title">
      <h2 id="admin-setup-title">Admin-Rechte vergeben</h2>
      <p>{ADMIN_SETUP_TEXT}</p>
      <AdminKeyForm lastResult={lastResult} constraint={constraint} />
    </section>
  );
}
