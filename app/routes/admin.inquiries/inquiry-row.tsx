// One row of the inquiry inbox: date, form, sender, subject, status, delivery, and the staff
// actions (status, keep mark, resend). Every action is a plain POST form that returns to the same
// filtered page (the `back` field carries its query string; the server rebuilds it).
import { Form, useNavigation } from "@remix-run/react";
import type { AdminInquiry } from "~/models/admin-inquiries.server";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/utils/admin-format";

const STATE_LABELS: Record<string, string> = {
  queued: "In Warteschlange",
  sending: "Wird gesendet",
  sent: "Gesendet",
  failed: "Fehlgeschlagen",
};

type RowInquiry = Omit<AdminInquiry, "emails"> & {
  emails: AdminInquiry["emails"];
  created: string;
  kindLabel: string;
  statusLabel: string;
};

export function InquiryRow({ inquiry, back }: { inquiry: RowInquiry; back: string }) {
  const navigation = useNavigation();
  const failed = inquiry.emails.some((email) => email.state === "failed");
  const busy = navigation.state === "submitting" && navigation.formData?.get("inquiryId") === inquiry.id;
  return (
    <tr data-state={inquiry.deliveryState} data-status={inquiry.status}>
      <td>
        {inquiry.created}
        {inquiry.keep ? (
          <>
            <br />
            <span className="staff-badge staff-badge-success">Wird behalten</span>
          </>
        ) : null}
      </td>
      <td>{inquiry.kindLabel}</td>
      <td>
        {inquiry.senderName ?? "–"}
        {inquiry.senderEmail ? (
          <>
            <br />
            <a href={`mailto:${inquiry.senderEmail}`}>{inquiry.senderEmail}</a>
          </>
        ) : null}
      </td>
      <td>{inquiry.subject}</td>
      <td>
        <strong>{STATE_LABELS[inquiry.deliveryState] ?? inquiry.deliveryState}</strong>
        <ul className="staff-emails">
          {inquiry.emails.map((email) => (
            <li key={email.id}>
              {email.template} an {email.recipient}: {STATE_LABELS[email.state] ?? email.state}
              {email.attempts > 0 ? ` (${email.attempts} Versuche)` : ""}
              {email.lastError ? ` – ${email.lastError}` : ""}
            </li>
          ))}
        </ul>
      </td>
      <td>
        <span className={`staff-badge staff-status-${inquiry.status}`}>{inquiry.statusLabel}</span>
        <Form method="post" className="staff-status-form">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="inquiryId" value={inquiry.id} />
          <input type="hidden" name="back" value={back} />
          <select name="status" defaultValue={inquiry.status} aria-label={`Status: ${inquiry.subject}`}>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INQUIRY_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          <button className="button button-secondary" type="submit" disabled={busy}>
            Status setzen
          </button>
        </Form>
      </td>
      <td>
        {failed ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="inquiryId" value={inquiry.id} />
            <input type="hidden" name="back" value={back} />
            <button className="button button-secondary" type="submit" disabled={busy}>
              {busy ? "Wird gesendet..." : "Erneut senden"}
            </button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="keep" />
          <input type="hidden" name="inquiryId" value={inquiry.id} />
          <input type="hidden" name="keep" value={inquiry.keep ? "0" : "1"} />
          <input type="hidden" name="back" value={back} />
          <button className="button button-secondary" type="submit" disabled={busy}>
            {inquiry.keep ? "Nicht mehr behalten" : "Behalten"}
          </button>
        </Form>
      </td>
    </tr>
  );
}
