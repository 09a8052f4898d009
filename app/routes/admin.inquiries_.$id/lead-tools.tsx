// Under the lead's "Verlauf": send a failed office e-mail again, and keep the lead past the
// six-month retention. Plain POST forms to the inbox's action (from=detail), so they work
// without JavaScript.
import { Form } from "react-router";

export function LeadTools({ inquiryId, failed, keep }: { inquiryId: string; failed: boolean; keep: boolean }) {
  return (
    <>
      <div className="staff-actions">
        {failed ? (
          <Form method="post" action="/admin/inquiries">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="inquiryId" value={inquiryId} />
            <input type="hidden" name="from" value="detail" />
            <button className="button button-secondary" type="submit">
              Erneut senden
            </button>
          </Form>
        ) : null}
        <Form method="post" action="/admin/inquiries">
          <input type="hidden" name="intent" value="keep" />
          <input type="hidden" name="inquiryId" value={inquiryId} />
          <input type="hidden" name="keep" value={keep ? "0" : "1"} />
          <input type="hidden" name="from" value="detail" />
          <button className="button button-secondary" type="submit">
            {keep ? "Nicht mehr behalten" : "Behalten"}
          </button>
        </Form>
      </div>
      <p className="staff-hint">Anfragen werden sechs Monate nach Eingang gelöscht, außer sie werden behalten; Notizen mit ihnen.</p>
    </>
  );
}
