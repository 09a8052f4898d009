// /admin/konto: the signed-in admin's own account (ADR 0106, 0107): change the password, set up
// or renew the second factor (authenticator app) and its recovery codes, shown once. An admin
// without a second factor lands here first (requireAdmin). Plain forms that work without
// JavaScript; the server answers with German messages at the fields.
// Loader and action: ./route.server.ts.
import { Form, type MetaFunction, useActionData, useLoaderData } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { PasswordErrors, PasswordField } from "./password.server";
import type { loader } from "./route.server";
import type { SecondFactorResult } from "./second-factor.server";

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
      <p>
        Angemeldet als <strong>{email}</strong>
      </p>
      <SecondFactorCard view={secondFactor} result={totpResult} />
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

type SecondFactorView = ReturnType<typeof useLoaderData<typeof loader>>["secondFactor"];

function CodeField({ id, error, label = "6-stelliger Code aus der App" }: { id: string; error?: string; label?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Replacing an active app needs the password and a code of the old app or a recovery code (ADR 0221). */
function OwnerProofFields() {
  return (
    <>
      <p>Zur Sicherheit: Bestätigen Sie den Wechsel mit Ihrem Passwort und einem Code der bisherigen App.</p>
      <div className="field">
        <label htmlFor="totp-current-password">Aktuelles Passwort</label>
        <input id="totp-current-password" name="currentPassword" type="password" autoComplete="current-password" required maxLength={128} />
      </div>
      <div className="field">
        <label htmlFor="totp-current-code">Code aus der bisherigen App oder ein Wiederherstellungscode</label>
        <input id="totp-current-code" name="currentCode" type="text" autoComplete="off" required maxLength={64} />
      </div>
    </>
  );
}

function SecondFactorCard({ view, result }: { view: SecondFactorView; result: SecondFactorResult | null }) {
  const error = result && "error" in result ? result.error : undefined;
  if (result && "recoveryCodes" in result) {
    return (
      <div className="card staff-card" id="zwei-faktor">
        <h2>Zwei-Faktor-Anmeldung</h2>
        <p className="staff-alert staff-alert-success" role="status">
          {result.message}
        </p>
        <h3>Ihre Wiederherstellungscodes</h3>
        <p>
          Jeder Code gilt genau einmal, falls Sie keinen Zugriff auf die App haben. Speichern Sie sie jetzt sicher (z. B. im
          Passwortmanager): <strong>sie werden nur dieses eine Mal angezeigt.</strong>
        </p>
        <ul className="staff-recovery-codes">
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <p>
          <a href="/admin">Weiter zur Übersicht</a>
        </p>
      </div>
    );
  }
  return (
    <div className="card staff-card" id="zwei-faktor">
      <h2>Zwei-Faktor-Anmeldung</h2>
      {view.enabled ? (
        <p>
          Eingerichtet. Bei jeder Anmeldung fragen wir nach dem Code aus Ihrer Authenticator-App. Unbenutzte Wiederherstellungscodes:{" "}
          <strong>{view.recoveryCodesLeft}</strong>.
        </p>
      ) : (
        <p className="staff-alert staff-alert-info">
          Für Admin-Konten ist die Anmeldung mit einer Authenticator-App (z. B. Aegis, Google Authenticator, Microsoft Authenticator)
          vorgeschrieben. Richten Sie sie jetzt ein, um den Verwaltungsbereich zu nutzen.
        </p>
      )}
      {view.pending ? (
        <>
          <h3>{view.enabled ? "Neue App verbinden" : "App verbinden"}</h3>
          <p>Scannen Sie den QR-Code mit der App, oder geben Sie den Schlüssel von Hand ein.</p>
          <img src={view.pending.qrSvg} alt="QR-Code für die Authenticator-App" width={240} height={240} />
          <p>
            Schlüssel: <code data-totp-secret="">{view.pending.secret}</code>
          </p>
          <p>
            Einrichtungs-Link: <code data-totp-uri="">{view.pending.uri}</code>
          </p>
          <Form method="post" className="staff-form" aria-label="Zwei-Faktor-Anmeldung bestätigen">
            <input type="hidden" name="intent" value="totp-confirm" />
            <CodeField id="totp-confirm-code" error={error} label={view.enabled ? "6-stelliger Code aus der neuen App" : undefined} />
            {view.enabled ? <OwnerProofFields /> : null}
            <button className="button" type="submit">
              Code bestätigen und einrichten
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" className="staff-form" aria-label="Zwei-Faktor-Anmeldung einrichten">
          <input type="hidden" name="intent" value="totp-start" />
          <button className="button" type="submit">
            {view.enabled ? "Zweiten Faktor neu einrichten" : "Zwei-Faktor-Anmeldung einrichten"}
          </button>
        </Form>
      )}
      {view.enabled && !view.pending ? (
        <Form method="post" className="staff-form" aria-label="Neue Wiederherstellungscodes">
          <h3>Neue Wiederherstellungscodes</h3>
          <p>Die bisherigen Codes werden ungültig. Bestätigen Sie mit einem aktuellen Code aus der App.</p>
          <input type="hidden" name="intent" value="recovery-codes" />
          <CodeField id="recovery-codes-code" error={error} />
          <button className="button button-secondary" type="submit">
            Neue Wiederherstellungscodes erzeugen
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary page="staff" />;
}
