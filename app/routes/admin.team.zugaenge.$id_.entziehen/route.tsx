// /admin/team/zugaenge/{userId}/entziehen: confirm before an account loses its admin
// rights. A plain page and a plain form: works without JavaScript.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { AccessErrorBoundary } from "~/routes/admin.team/error-boundary";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [
  { title: "Admin-Rechte entziehen | Admin | Donau Estate" },
  { name: "robots", content: "noindex" },
];

export default function RevokeAdmin() {
  const { account, refusal } = useLoaderData<typeof loader>();
  const actionData = useActionData() as { error: string } | undefined;
  const error = actionData?.error ?? null;
  return (
    <section className="team-editor">
      <p>
        <a href="/admin/team#zugaenge">Zurück zu den Zugängen</a>
      </p>
      <h1>
        Admin-Rechte von{" "}
        <span className="staff-email-cut" title={account.email}>
          {account.email}
        </span>{" "}
        entziehen?
      </h1>
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
            <li>Das Konto der Person bleibt bestehen. Admin-Rechte lassen sich später mit dem Admin-Schlüssel wieder vergeben.</li>
            <li>Der Vorgang steht im Protokoll.</li>
          </ul>
          <Form method="post" className="staff-actions">
            <button type="submit" name="intent" value="revoke-admin" className="button button-danger">
              Admin-Rechte entziehen
            </button>
            <a className="button button-secondary" href="/admin/team#zugaenge">
              Abbrechen
            </a>
          </Form>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = AccessErrorBoundary;
