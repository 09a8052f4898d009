// One row of the inquiry inbox: date and waiting time, subject (the link to the lead), sender,
// first line of the message, contact links, the next step with its due day, who handles
// it, the delivery marks (only while one is on its way or failed) and the status (row-status.tsx).
// Below 760 px each row is a card (admin.css); a done row is muted.
import { Link } from "react-router";
import type { DeliveryMark } from "~/lib/lead-state";
import { DeliveryBadge, ResendForm } from "./delivery-marks";
import type { HandlerLabel } from "./handler";
import { Handler } from "./row-handler";
import { type RowListing, RowListingRef } from "./row-listing";
import { RowStatus } from "./row-status";

export interface RowInquiry {
  id: string;
  created: string;
  /** "vor 3 Std.", "seit 2 Tagen" while the lead is open; null once it is done. */
  age: string | null;
  kindLabel: string;
  subject: string;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  /** The message's first line, plain text, cut at ~90 characters; null without a message. */
  preview: string | null;
  /** Which lead of its sender's address this is, and the link to all of them; null for a first-time sender. */
  repeat: { ordinal: number; total: number; to: string } | null;
  status: string;
  statusLabel: string;
  /** The office e-mail, read from the e-mails themselves (lead-state.ts). */
  delivery: { state: DeliveryMark; label: string };
  keep: boolean;
  /** The hand-over to justimmo in one word; null for leads that stay ours. */
  crm: { state: string; label: string } | null;
  /** The listing's broker, the office, or nobody (system mails): the hint while nobody is assigned. */
  handler: HandlerLabel;
  /** The staff account the lead is assigned to; null: nobody yet. */
  assignee: { label: string; isAddress: boolean } | null;
  /** Assigned to the signed-in account. */
  mine: boolean;
  /**
   * The Wiedervorlage's words and tone (lib/follow-up.ts) and its next step, or for an
   * untouched new lead the derived "Erstkontakt" (lib/first-contact.ts); null: none.
   */
  followUp: { tone: string; label: string; note: string | null; derived: boolean } | null;
  /** Open and nobody has it; open and waiting longer than a day (lead-state.ts leadMarks). */
  marks: { unassigned: boolean; overdue: boolean };
  /** The listing the lead is about, while it is stored; null for other leads. */
  listing?: RowListing | null;
}

/**
 * `system`: a row of the Systemmails tab: subject, recipient and delivery, no handler and no status.
 * `delivery`: the page shows the "Zustellung" column (a row of it has something to show).
 */
export function InquiryRow({
  inquiry,
  back,
  system = false,
  delivery = true,
}: {
  inquiry: RowInquiry;
  back: string;
  system?: boolean;
  delivery?: boolean;
}) {
  // A system mail has no status, so no "Neu" mark either.
  const unread = !system && inquiry.status === "new";
  const done = !system && inquiry.status === "done";
  return (
    <tr
      data-state={inquiry.delivery.state}
      data-status={inquiry.status}
      data-overdue={inquiry.marks.overdue || undefined}
      className={unread ? "staff-row-new" : done ? "staff-row-closed" : undefined}
    >
      <td data-label="Eingang">
        <span className="staff-created">{inquiry.created}</span>
        {inquiry.age ? <span className="staff-age">{inquiry.age}</span> : null}
        {/* Words and colour, not colour alone; distinct from the navy "Neu" edge. */}
        {inquiry.marks.overdue ? <span className="staff-overdue">überfällig</span> : null}
        {inquiry.keep ? <span className="staff-badge staff-badge-success">Wird behalten</span> : null}
      </td>
      <td data-label="Anfrage">
        <span className="staff-kind">{inquiry.kindLabel}</span>
        <Link className="staff-inquiry-link" to={`/admin/inquiries/${encodeURIComponent(inquiry.id)}`}>
          {inquiry.subject}
        </Link>
        {inquiry.listing ? <RowListingRef listing={inquiry.listing} /> : null}
      </td>
      <td data-label="Kontakt">
        <span className="staff-sender-line">
          {system && !inquiry.senderName ? null : <span className="staff-sender">{inquiry.senderName ?? "–"}</span>}
          {inquiry.repeat ? (
            <Link className="staff-repeat" to={inquiry.repeat.to}>
              {inquiry.repeat.ordinal}. Anfrage
              <span className="staff-sr-only"> von {inquiry.repeat.total} dieser Adresse, alle zeigen</span>
            </Link>
          ) : null}
        </span>
        {inquiry.preview ? <span className="staff-preview">{inquiry.preview}</span> : null}
        <span className="staff-contact-line">
          {inquiry.senderPhone ? (
            <a className="staff-contact" href={`tel:${inquiry.senderPhone.replace(/[^\d+]/g, "")}`}>
              {inquiry.senderPhone}
            </a>
          ) : null}
          {inquiry.senderEmail ? (
            <a className="staff-contact" href={`mailto:${inquiry.senderEmail}`} title={inquiry.senderEmail}>
              {inquiry.senderEmail}
            </a>
          ) : null}
        </span>
      </td>
      {system ? null : <NextStep followUp={inquiry.followUp} />}
      {system ? null : (
        <td data-label="Zuständig">
          <Handler inquiry={inquiry} back={back} />
        </td>
      )}
      {delivery ? (
        <td data-label="Zustellung" data-quiet={quietDelivery(inquiry) || undefined}>
          <DeliveryBadge delivery={inquiry.delivery} />
          {inquiry.delivery.state === "failed" ? <ResendForm intent="resend" inquiryId={inquiry.id} back={back} /> : null}
          {inquiry.crm ? (
            <span className={inquiry.crm.state === "sent" ? "staff-sr-only" : `staff-badge staff-crm-${inquiry.crm.state}`}>
              {inquiry.crm.label}
            </span>
          ) : null}
          {inquiry.crm?.state === "failed" ? <ResendForm intent="crm-resend" inquiryId={inquiry.id} back={back} /> : null}
        </td>
      ) : null}
      {system ? null : (
        <td data-label="Status">
          <RowStatus
            inquiryId={inquiry.id}
            status={inquiry.status}
            statusLabel={inquiry.statusLabel}
            subject={inquiry.subject}
            back={back}
          />
        </td>
      )}
    </tr>
  );
}

/**
 * "Nächster Schritt": the Wiedervorlage's due state in its tone (overdue red, today amber,
 * later navy; lib/follow-up.ts) and the step itself. Empty without one: on a phone the cell is not
 * drawn (admin.css), on a desktop a dash keeps the column readable.
 */
function NextStep({ followUp }: { followUp: RowInquiry["followUp"] }) {
  if (!followUp) {
    return (
      <td data-label="Nächster Schritt" data-empty="true">
        <span aria-hidden="true">–</span>
        <span className="staff-sr-only">Keine Wiedervorlage</span>
      </td>
    );
  }
  return (
    <td data-label="Nächster Schritt" data-tone={followUp.tone} data-derived={followUp.derived || undefined}>
      <span className={`staff-follow-up staff-follow-up-${followUp.tone}`}>{followUp.label}</span>
      {followUp.note ? <span className="staff-follow-up-note">{followUp.note}</span> : null}
    </td>
  );
}

/**
 * Nothing to act on in "Zustellung": no e-mail was due or it went out, and the
 * hand-over to justimmo, if any, went through. The cell then says so to screen readers only; the
 * column shows a mark only while something is on its way or failed.
 */
export function quietDelivery(inquiry: Pick<RowInquiry, "delivery" | "crm">): boolean {
  return (inquiry.delivery.state === "none" || inquiry.delivery.state === "sent") && (!inquiry.crm || inquiry.crm.state === "sent");
}
