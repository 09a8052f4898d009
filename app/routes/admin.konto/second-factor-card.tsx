// /admin/konto, the second-factor card: set up the authenticator app, confirm its first code,
// see the recovery codes once, renew them; replacing an active app asks for the owner's proof.
// Plain forms that work without JavaScript.
import { Form, type useLoaderData } from "react-router";
import type { loader } from "./route.server";
import type { SecondFactorResult } from "./second-factor.server";

type SecondFactorView = ReturnType<typeof useLoaderData<typeof loader>>["secondFactor"];

function CodeField({ id, error, label = "6-stelliger Code aus der App" }: { id: string; error?: string; label?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="code"
        className="staff-code-input"
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

/** Replacing an active app needs the password and a code of the old app or a recovery code. */
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

export function SecondFactorCard({ view, result }: { view: SecondFactorView; result: SecondFactorResult | null }) {
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
          <Form method="post" className="staff-form staff-form-narrow" aria-label="Zwei-Faktor-Anmeldung bestätigen">
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
          {/* Replacing a working app is rare and disruptive: secondary; setting it up is the task. */}
          <button className={view.enabled ? "button button-secondary" : "button"} type="submit">
            {view.enabled ? "Zweiten Faktor neu einrichten" : "Zwei-Faktor-Anmeldung einrichten"}
          </button>
        </Form>
      )}
      {view.enabled && !view.pending ? (
        // Rarely used: folded, open again when its code was wrong. With an app set up
        // and none pending, a code error can only be this form's.
        // The summary looks like the secondary button it acts as, with a chevron that turns when
        // open; short enough for one line in a 390 px card.
        <details className="staff-details staff-recovery-fold" open={Boolean(error)}>
          <summary className="button button-secondary staff-fold-button">
            Neue Wiederherstellungscodes
            <span className="staff-fold-chevron" aria-hidden="true" />
          </summary>
          <Form method="post" className="staff-form staff-form-narrow" aria-label="Neue Wiederherstellungscodes">
            <p className="staff-alert staff-alert-warning">
              <strong>Achtung:</strong> Die bisherigen Wiederherstellungscodes funktionieren danach nicht mehr. Bewahren Sie die neuen
              gleich sicher auf.
            </p>
            <p>Bestätigen Sie mit einem aktuellen Code aus der App.</p>
            <input type="hidden" name="intent" value="recovery-codes" />
            <CodeField id="recovery-codes-code" error={error} />
            <button className="button button-secondary" type="submit">
              Neue Wiederherstellungscodes erzeugen
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
