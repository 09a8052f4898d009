// /login/passwort-vergessen: "Passwort vergessen?" for staff accounts. The page asks
// for the address; after sending it says the same for every address, so it tells nobody whether
// an account exists. A plain form that works without JavaScript.
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppForm, Field, StaffFormAlert, SubmitButton } from "~/components/form/fields";
import { type FormResult, useForm } from "~/components/form/use-form";
import adminStyles from "~/styles/admin.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Passwort vergessen | Donau Estate" }, { name: "robots", content: "noindex" }];

/** The one answer to every request (ADR 0360: no account enumeration). */
const REQUESTED = "Wenn es zu dieser Adresse ein Konto gibt, haben wir einen Link geschickt. Er gilt 30 Minuten.";

export default function ForgotPassword() {
  const { requested, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<{ result: FormResult }>()?.result ?? null;
  const [form, fields] = useForm({
    id: "passwort-vergessen",
    schema: () => import("~/lib/schemas/credentials").then((m) => m.passwordResetRequestSchema),
    constraint,
    lastResult,
  });
  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        <h1>Passwort vergessen</h1>
        {requested ? (
          <p className="staff-alert staff-alert-success" role="status">
            {REQUESTED}
          </p>
        ) : (
          <>
            <p>
              Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen; er
              gilt 30 Minuten. Den Code aus Ihrer Authenticator-App brauchen Sie bei der Anmeldung weiterhin.
            </p>
            <AppForm form={form} className="staff-form">
              <Field meta={fields.email} label="E-Mail" type="email" autoComplete="email" />
              <StaffFormAlert form={form} />
              <SubmitButton pendingLabel="Bitte warten …">Link anfordern</SubmitButton>
            </AppForm>
          </>
        )}
        <p className="staff-toggle">
          <Link to="/login">Zurück zur Anmeldung</Link>
        </p>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
