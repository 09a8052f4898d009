// The inbox's personal-data panel (GDPR Art. 15 and 17): one e-mail address's data as JSON, or
// deleted after a confirmation step. Folded at the end; `?dsgvo=1#personendaten` opens it.
import { Form, Link } from "react-router";

export interface PersonDeletePreview {
  email: string;
  inquiries: number;
  emails: number;
  searchAlerts: number;
  viewingBookings: number;
  searchProfiles: number;
}

export function PersonDataPanel({
  preview,
  error,
  email,
  cancel,
  open,
}: {
  preview: PersonDeletePreview | null;
  error: string | null;
  email: string;
  /** The inbox as it was (search, filters, page) with the tools open: Abbrechen's way back. */
  cancel: string;
  open: boolean;
}) {
  return (
    <details className="staff-card staff-person-data" id="personendaten" open={open}>
      {/* The retention rule staff must see is the fold's own line: at the end of the page, not
          under the list; a click or `?dsgvo=1` opens the tools. */}
      <summary>
        <h2 id="person-data-heading">Personenbezogene Daten (DSGVO)</h2>
        <span className="staff-privacy-line">Löschfrist 6 Monate nach Eingang, außer „Behalten“ · Auskunft und Löschung</span>
      </summary>
      <p className="staff-hint">
        Auskunft (Art. 15) und Löschung (Art. 17) für eine E-Mail-Adresse: alle Anfragen mit dieser Absender-Adresse, alle Suchaufträge an
        diese Adresse, alle intern geführten Suchprofile, alle Besichtigungstermine und die E-Mails dazu (Zustellprotokoll). Benutzerkonten
        der Mitarbeiter sind davon nicht betroffen. Ohne Markierung „Behalten“ werden Anfragen ohnehin sechs Monate nach Eingang automatisch
        gelöscht.
      </p>
      {preview ? (
        <div className="staff-alert staff-alert-error" role="alert">
          <p>
            <strong>Wirklich löschen?</strong> Für {preview.email} werden {preview.inquiries} Anfrage(n), {preview.searchAlerts}{" "}
            Suchauftrag/Suchaufträge, {preview.searchProfiles} Suchprofil(e) und {preview.emails} E-Mail(s) endgültig gelöscht, sowie{" "}
            {preview.viewingBookings} Besichtigungstermin(e), auch als „Behalten“ markierte. Das kann nicht rückgängig gemacht werden.
          </p>
          <div className="staff-actions">
            <Form method="post">
              <input type="hidden" name="intent" value="delete-person" />
              <input type="hidden" name="email" value={preview.email} />
              <button className="button" type="submit">
                Endgültig löschen
              </button>
            </Form>
            {/* Back to the list as it was, with the tools still open, nothing deleted. */}
            <Link className="button button-secondary" to={cancel}>
              Abbrechen
            </Link>
          </div>
        </div>
      ) : null}
      {/* A plain document form: the export answers with a file download, which a client-side
          Remix submission would swallow. */}
      <form method="post" className="staff-form">
        <div className="field">
          <label htmlFor="person-email">E-Mail-Adresse</label>
          <input
            id="person-email"
            type="email"
            name="email"
            required
            maxLength={254}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "person-email-error" : undefined}
          />
          {error ? (
            <p className="field-error" id="person-email-error">
              {error}
            </p>
          ) : null}
        </div>
        <div className="staff-actions">
          <button className="button button-secondary" type="submit" formAction="/admin/inquiries/export">
            Daten exportieren (JSON)
          </button>
          <button className="button button-secondary" type="submit" name="intent" value="preview-delete">
            Daten löschen …
          </button>
        </div>
      </form>
    </details>
  );
}
