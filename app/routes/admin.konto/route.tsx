// /admin/konto: the signed-in admin's own account: second factor (renewing the recovery codes folded
// away), password. Access for colleagues is Team → Zugänge. An admin without a second
// factor lands here first (requireAdmin). Loader and action: ./route.server.ts.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { PasswordErrors, PasswordField } from "./password.server";
import type { loader } from "./route.server";
import type { SecondFactorResult } from "./second-factor.server";
import { SecondFactorCard } from "./second-factor-card";

export { action, loader } from "./route.server";

export const meta: MetaFunction = () => [{ title: "Mein Konto | Admin | Donau Estate" }, { name: "robots", content: "noindex" }];

type ActionData = { form: "password"; errors: PasswordErrors } | SecondFactorResult;

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
  const { email, secondFactor } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const passwordErrors = actionData?.form === "password" ? actionData.errors : {};
  const totpResult = actionData?.form === "totp" ? actionData : null;
  return (
    <section className="staff-body">
      <h1>Mein Konto</h1>
      {/* The whole address, broken where it must: this page is where staff check which account it is. */}
      <p className="konto-signed-in">
        Angemeldet als <strong>{email}</strong>
      </p>
      {/* One column of cards with the staff grid's gap, at most 45rem wide. */}
      <div className="staff-cards staff-cards-stack konto-cards">
        <SecondFactorCard view={secondFactor} result={totpResult} />
        <div className="card staff-card">
          <h2>Passwort ändern</h2>
          <p>
            Mindestens 8 Zeichen; häufige, aus Datenlecks bekannte oder leicht zu erratende Passwörter werden abgelehnt. Nach der Änderung
            werden alle anderen Sitzungen abgemeldet.
          </p>
          <Form method="post" className="staff-form staff-form-narrow" aria-label="Passwort ändern">
            <input type="hidden" name="intent" value="change-password" />
            <PasswordInput name="currentPassword" label="Aktuelles Passwort" autoComplete="current-password" errors={passwordErrors} />
            <PasswordInput name="newPassword" label="Neues Passwort" autoComplete="new-password" errors={passwordErrors} />
            <PasswordInput
              name="newPasswordRepeat"
              label="Neues Passwort wiederholen"
              autoComplete="new-password"
              errors={passwordErrors}
            />
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
      </div>
      <p className="staff-hint">
        Admin-Rechte für Kolleginnen und Kollegen vergeben Sie unter <a href="/admin/team#zugaenge">Team → Zugänge</a>.
      </p>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
