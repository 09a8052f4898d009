// /admin/konto: the signed-in admin's own account (ADR 0106, 0107): change the password. Plain
// forms that work without JavaScript; the server answers with German messages at the fields.
// Loader and action: ./konto.server.ts.
import type { HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { loader } from "./konto.server";
import type { PasswordErrors, PasswordField } from "./password.server";

export { action, loader } from "./konto.server";

export const meta: MetaFunction = () => [{ title: "Mein Konto | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

// Staff pages carry personal data and a session: never cached anywhere.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

type ActionData = { form: "password"; errors: PasswordErrors };

function PasswordInput({
  name,
  label,
  autoComplete,
  errors,
}: {
  name: PasswordField;
  label: string;
  autoComplete: string;
  errors: PasswordErrors;
}) {
  const id = `konto-${name}`;
  const message = errors[name];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={128}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {message ? (
        <p className="field-error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminKonto() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const passwordErrors = actionData?.form === "password" ? actionData.errors : {};
  return (
    <section className="staff-body">
      <h1>Mein Konto</h1>
      <p>
        Angemeldet als <strong>{email}</strong>
      </p>
      <div className="card staff-card">
        <h2>Passwort ändern</h2>
        <p>
          Mindestens 8 Zeichen; häufige, aus Datenlecks bekannte oder leicht zu erratende Passwörter werden abgelehnt. Nach der Änderung
          werden alle anderen Sitzungen abgemeldet.
        </p>
        <Form method="post" className="staff-form" aria-label="Passwort ändern">
          <input type="hidden" name="intent" value="change-password" />
          <PasswordInput name="currentPassword" label="Aktuelles Passwort" autoComplete="current-password" errors={passwordErrors} />
          <PasswordInput name="newPassword" label="Neues Passwort" autoComplete="new-password" errors={passwordErrors} />
          <PasswordInput name="newPasswordRepeat" label="Neues Passwort wiederholen" autoComplete="new-password" errors={passwordErrors} />
          {passwordErrors.form ? (
            <p className="staff-alert staff-alert-error" role="alert">
              {passwordErrors.form}
            </p>
          ) : null}
          <button className="button" type="submit">
            Passwort ändern
          </button>
        </Form>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
