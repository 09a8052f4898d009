// One row of the inquiry inbox, two lines high: date, form and subject (the link to the detail
// view with the whole message), the sender with phone and e-mail links on one line, who handles it
// ("Zuständig"), the delivery in one word, the status as one select with its button. Below 760 px
// each row is a card (admin.css).
import { Form, Link } from "react-router";
import type { HandlerLabel } from "./handler";
import { StatusSelect } from "./status-select";

export interface RowInquiry {
  id: string;
  created: string;
  kindLabel: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  status: string;
  statusLabel: string;
  deliveryState: string;
  deliveryLabel: string;
  failed: boolean;
  keep: boolean;
  /** The hand-over to justimmo in one word (ADR 0260); null for leads that stay ours. */
  crm: { state: string; label: string } | null;
  /** "Zuständig": the listing's broker, the office, or nobody (system mails). */
  handler: HandlerLabel;
}

export function InquiryRow({ inquiry, back }: { inquiry: RowInquiry; back: string }) {
  return (
    <tr data-state={inquiry.deliveryState} data-status={inquiry.status}>
      <td data-label="Eingang">
        {inquiry.created}
        {inquiry.keep ? (
          <>
            {" "}
            <span className="staff-badge staff-badge-success">Wird behalten</span>
          </>
        ) : null}
      </td>
      <td data-label="Anfrage">
        <span className="staff-kind">{inquiry.kindLabel}</span>
        <Link className="staff-inquiry-link" to={`/admin/inquiries/${encodeURIComponent(inquiry.id)}`}>
          {inquiry.subject}
        </Link>
      </td>
      <td data-label="Kontakt">
        <span className="staff-sender">{inquiry.senderName ?? "–"}</span>
        <span className="staff-contact-line">
          {inquiry.senderPhone ? (
            <a className="staff-contact" href={`tel:${inquiry.senderPhone.replace(/[^\d+]/g, "")}`}>
              {inquiry.senderPhone}
            </a>
          ) : null}
          {inquiry.senderEmail ? (
            <a className="staff-contact" href={`mailto:${inquiry.senderEmail}`}>
              {inquiry.senderEmail}
            </a>
          ) : null}
        </span>
      </td>
      <td data-label="Zuständig" className={inquiry.handler.general ? "staff-handler-general" : undefined}>
        {inquiry.handler.name}
      </td>
      <td data-label="Zustellung">
        <span className={`staff-badge staff-delivery-${inquiry.deliveryState}`}>{inquiry.deliveryLabel}</span>
        {inquiry.failed ? (
          <Form method="post" className="staff-inline-form">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="inquiryId" value={inquiry.id} />
            <input type="hidden" name="back" value={back} />
            <button className="button button-secondary button-small" type="submit">
              Erneut senden
            </button>
          </Form>
        ) : null}
        {inquiry.crm ? <span className={`staff-badge staff-crm-${inquiry.crm.state}`}>{inquiry.crm.label}</span> : null}
        {inquiry.crm?.state === "failed" ? (
          <Form method="post" className="staff-inline-form">
            <input type="hidden" name="intent" value="crm-resend" />
            <input type="hidden" name="inquiryId" value={inquiry.id} />
            <input type="hidden" name="back" value={back} />
            <button className="button button-secondary button-small" type="submit">
              Erneut an justimmo senden
            </button>
          </Form>
        ) : null}
      </td>
      <td data-label="Status">
        <StatusSelect inquiryId={inquiry.id} status={inquiry.status} subject={inquiry.subject} back={back} />
      </td>
    </tr>
  );
}
