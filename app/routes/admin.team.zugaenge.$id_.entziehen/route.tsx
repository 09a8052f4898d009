// /admin/team/zugaenge/{userId}/entziehen: confirm before an account loses its admin
// rights. A card with the person's name (from the team profile with the same address, else the
// address in the body), who keeps admin rights afterwards, and the two buttons. A plain page and a
// plain form: works without JavaScript.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { AccessErrorBoundary } from "~/routes/admin.team/error-boundary";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [
  { title: "Admin-Rechte entziehen | Admin | Donau Estate" },
  { name: "robots", content: "noindex" },
];

export default function RevokeAdmin() {
  const { account, remaining, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData() as { error: string } | undefined;
  const error = actionData?.error ?? null;
  return (
    <section className="team-editor revoke-admin">
      <p>
        <a href="/admin/team#zugaenge">Zurück zu den Zugängen</a>
      </p>
      <div className="staff-card revoke-admin-card">
        <h1>{account.name ? `Admin-Rechte von ${account.name} entziehen?` : "Admin-Rechte entziehen?"}</h1>
        <p className="revoke-admin-account">
          Zugang: <strong className="staff-email">{account.email}</strong>
        </p>
        {error ? (
          <p className="staff-alert staff-alert-error" role="alert">
            {error}
          </p>
        ) : null}
        {refusal ? (
          <p className="staff-alert staff-alert-error" role="alert">
            {refusal}
          </p>
        ) : (
          <>
            <ul>
              <li>Die Person kann die Verwaltung danach nicht mehr öffnen; ihre laufenden Sitzungen enden sofort.</li>
              <li>
                {remaining.length === 1
                  ? "Admin-Rechte behält danach 1 Zugang: "
                  : `Admin-Rechte behalten danach ${remaining.length} Zugänge: `}
                {remaining.map((admin, index) => (
                  <span key={admin.email}>
                    {index > 0 ? ", " : ""}
                    <span className="staff-email">{admin.email}</span>
                    {admin.you ? " (Sie)" : ""}
                  </span>
                ))}
                .
              </li>
              <li>Das Konto der Person bleibt bestehen. Admin-Rechte lassen sich später unter Team → Zugänge wieder vergeben.</li>
              <li>Der Vorgang steht im Protokoll.</li>
            </ul>
            <Form method="post" className="staff-actions revoke-admin-actions">
              <button type="submit" name="intent" value="revoke-admin" className="button button-danger">
                Admin-Rechte entziehen
              </button>
              <a className="button button-secondary" href="/admin/team#zugaenge">
                Abbrechen
              </a>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}

export const ErrorBoundary = AccessErrorBoundary;
