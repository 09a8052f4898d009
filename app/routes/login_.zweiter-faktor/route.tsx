// /login/zweiter-faktor: the second sign-in step for accounts with a second factor:
// the 6-digit code from the authenticator app, or one recovery code. Named login_ so that it
// stays outside the login page's module. A plain form that works without JavaScript.
import { Form, Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import adminStyles from "~/styles/admin.css?url";
import type { loader } from "./route.server";

export { action, headers, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Bestätigungscode | Donau Estate" }, { name: "robots", content: "noindex" }];

export default function SecondFactorStep() {
  const { email } = useLoaderData<typeof loader>();
  const error = useActionData<{ error: string }>()?.error;
  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>Bestätigungscode</h1>
        <p>
          Passwort für <strong>{email}</strong> bestätigt. Geben Sie jetzt den 6-stelligen Code aus Ihrer Authenticator-App ein, oder einen
          Ihrer Wiederherstellungscodes.
        </p>
        <Form method="post" className="staff-form">
          <div className="field">
            <label htmlFor="second-factor-code">Code</label>
            <input
              id="second-factor-code"
              name="code"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              required
              maxLength={64}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "second-factor-error" : undefined}
            />
          </div>
          {error ? (
            <p className="staff-alert staff-alert-error" id="second-factor-error" role="alert">
              {error}
            </p>
          ) : null}
          <button className="button" type="submit">
            Anmelden
          </button>
        </Form>
        <p className="staff-hint">
          <Link to="/login">Abbrechen und zurück zur Anmeldung</Link>
        </p>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
