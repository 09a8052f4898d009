// The lead's retention: keep it past the six-month deletion, or release it again. A plain POST
// form to the inbox's action (from=detail), so it works without JavaScript.
import { Form } from "react-router";

export function LeadRetention({ inquiryId, keep }: { inquiryId: string; keep: boolean }) {
  return (
    <section aria-labelledby="inquiry-keep" className="staff-card staff-retention-card">
      <h2 id="inquiry-keep">Aufbewahrung</h2>
      <p className="staff-hint">Anfragen werden sechs Monate nach Eingang gelöscht, mit ihren Notizen, außer sie werden behalten.</p>
      <Form method="post" action="/admin/inquiries">
        <input type="hidden" name="intent" value="keep" />
        <input type="hidden" name="inquiryId" value={inquiryId} />
        <input type="hidden" name="keep" value={keep ? "0" : "1"} />
        <input type="hidden" name="from" value="detail" />
        <button className="button button-secondary" type="submit">
          {keep ? "Nicht mehr behalten" : "Behalten"}
        </button>
      </Form>
    </section>
  );
}

/** A failed office e-mail goes back into the queue (the inbox action's "resend"). */
export function ResendMail({ inquiryId }: { inquiryId: string }) {
  return (
    <Form method="post" action="/admin/inquiries" className="staff-resend-mail">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="from" value="detail" />
      <button className="button" type="submit">
        E-Mail erneut senden
      </button>
    </Form>
  );
}
