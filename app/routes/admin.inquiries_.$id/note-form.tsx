// The broker's internal note on a lead, beside the message on a wide screen and right after it on a
// phone. A plain POST to the inbox's action (intent "note"); the saved note stands in the "Verlauf".
// Notes are personal data: they are deleted with the lead. A card like the others, its label the
// card's heading: a 14 px form label in a box of its own padding sat off the grid.
import { Form, useNavigation } from "react-router";
import { NOTE_MAX } from "~/lib/admin-format";

/** `version` changes when a note was saved (the timeline's length): the field starts empty again. */
export function NoteForm({ inquiryId, version }: { inquiryId: string; version: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  return (
    <Form key={version} method="post" action="/admin/inquiries" className="staff-card staff-note-form" aria-labelledby="inquiry-note-label">
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="from" value="detail" />
      <div className="field">
        <h2 className="staff-note-title">
          <label htmlFor="inquiry-note" id="inquiry-note-label">
            Interne Notiz
          </label>
        </h2>
        <textarea id="inquiry-note" name="note" rows={2} required maxLength={NOTE_MAX} aria-describedby="inquiry-note-hint" />
        <p id="inquiry-note-hint" className="staff-hint">
          Nur für das Team sichtbar; steht danach im Verlauf und wird mit der Anfrage gelöscht.
        </p>
      </div>
      <button className="button button-secondary" type="submit" disabled={busy}>
        {busy ? "Wird gespeichert …" : "Notiz speichern"}
      </button>
    </Form>
  );
}
