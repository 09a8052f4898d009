// /login/neues-passwort?token=…: the link from the "Passwort vergessen?" e-mail. A form
// for the new password under the sign-up's rules; a dead link gets a clear message and the way to
// a new one. A plain form that works without JavaScript.
import { Link, type LinksFunction, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AppForm, Field, StaffFormAlert, SubmitButton } from "~/components/form/fields";
import { type FormConstraint, type FormResult, useForm } from "~/components/form/use-form";
import adminStyles from "~/styles/admin.css?url";
import type { loader } from "./route.server";

export { action, loader } from "./route.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];

export const meta: MetaFunction = () => [{ title: "Neues Passwort | Donau Estate" }, { name: "robots", content: "noindex" }];

type ActionData = { linkGone: true } | { result: FormResult };

export default function NewPassword() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  // The link can die between opening and sending (used in another tab, 30 minutes over).
  const goneSince = actionData !== undefined && "linkGone" in actionData;
  return (
    <section className="container staff-page staff-auth">
      <div className="card staff-card">
        {page.linkGone || goneSince ? (
          // The heading says the state; the next step is a button, and whoever already set a new
          // password with this link is one click from signing in (review 58).
          <>
            <h1>Link nicht mehr gültig</h1>
            <p className="staff-alert staff-alert-error" role="alert">
              Dieser Link ist ungültig, abgelaufen oder wurde schon verwendet. Ein Link gilt 30 Minuten und nur einmal.
            </p>
            <p>Fordern Sie einen neuen Link an. Haben Sie Ihr neues Passwort schon festgelegt, melden Sie sich damit an.</p>
            <p className="staff-actions">
              <Link className="button" to="/login/passwort-vergessen">
                Neuen Link anfordern
              </Link>
              <Link className="button button-secondary" to="/login">
                Zur Anmeldung
              </Link>
            </p>
          </>
        ) : (
          <>
            <h1>Neues Passwort</h1>
            <NewPasswordForm
              token={page.token}
              email={page.email}
              constraint={page.constraint}
              lastResult={actionData && "result" in actionData ? actionData.result : null}
            />
          </>
        )}
      </div>
    </section>
  );
}

function NewPasswordForm({
  token,
  email,
  constraint,
  lastResult,
}: {
  token: string;
  email: string;
  constraint: FormConstraint;
  lastResult: FormResult | null;
}) {
  const [form, fields] = useForm({
    id: "neues-passwort",
    schema: () => import("~/lib/schemas/credentials").then((m) => m.newPasswordSchema),
    constraint,
    lastResult,
  });
  return (
    <>
      <p>
        Legen Sie ein neues Passwort für <strong>{email}</strong> fest: mindestens 8 Zeichen, am besten mehrere zufällige Wörter. Danach
        melden Sie sich wie gewohnt an, mit dem Code aus Ihrer Authenticator-App.
      </p>
      {/* The token stays in the action URL too, so a refused password re-renders this page. */}
      <AppForm form={form} className="staff-form" action={`/login/neues-passwort?${new URLSearchParams({ token })}`}>
        <input type="hidden" name="token" value={token} />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field meta={fields.password} label="Neues Passwort" type="password" autoComplete="new-password" />
        <Field meta={fields.passwordRepeat} label="Neues Passwort wiederholen" type="password" autoComplete="new-password" />
        <StaffFormAlert form={form} />
        <SubmitButton pendingLabel="Bitte warten …">Passwort speichern</SubmitButton>
      </AppForm>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
