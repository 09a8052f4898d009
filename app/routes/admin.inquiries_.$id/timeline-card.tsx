// The lead's "Verlauf" card: the timeline (timeline.ts), "Erneut senden" under it when the office
// e-mail failed, then the broker's internal note, a plain
// POST to the inbox's action (intent "note", from=detail: origin check and requireAdmin there), so
// it works without JavaScript. Notes are personal data: they go with the lead (ADR 0310).
import { Form, useNavigation } from "react-router";
import { ResendMail } from "./lead-tools";
import type { TimelineEntry } from "./timeline";

export const NOTE_MAX_LENGTH = 2000;

export function TimelineCard({ inquiryId, entries, failed }: { inquiryId: string; entries: TimelineEntry[]; failed: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "note";
  return (
    <section aria-labelledby="inquiry-timeline" className="staff-card">
      <h2 id="inquiry-timeline">Verlauf</h2>
      <ol className="staff-timeline">
        {entries.map((item) => (
          <li key={item.id} data-tone={item.tone}>
            <time dateTime={item.at}>{item.when}</time>
            <span className="staff-timeline-text">{item.text}</span>
            {item.note ? <p className="staff-timeline-note">{item.note}</p> : null}
          </li>
        ))}
      </ol>
      {failed ? <ResendMail inquiryId={inquiryId} /> : null}
      {/* Keyed by the entry count: after a saved note the field starts empty again. */}
      <Form key={entries.length} method="post" action="/admin/inquiries" className="staff-note-form">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="inquiryId" value={inquiryId} />
        <input type="hidden" name="from" value="detail" />
        <div className="field">
          <label htmlFor="inquiry-note">Interne Notiz</label>
          <textarea id="inquiry-note" name="note" rows={3} required maxLength={NOTE_MAX_LENGTH} aria-describedby="inquiry-note-hint" />
          <p id="inquiry-note-hint" className="staff-hint">
            Nur für das Team sichtbar; wird mit der Anfrage gelöscht.
          </p>
        </div>
        <button className="button button-secondary" type="submit" disabled={busy}>
          {busy ? "Wird gespeichert …" : "Notiz speichern"}
        </button>
      </Form>
    </section>
  );
}
