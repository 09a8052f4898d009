// The inbox row's "Zustellung" parts: the office e-mail's mark and the "Erneut senden" forms for
// the e-mail and the hand-over to justimmo (inquiry-row.tsx).
import { Form } from "react-router";
import type { RowInquiry } from "./inquiry-row";

/**
 * The office e-mail's mark. Only on its way and failed are pills (the latter with "Erneut senden"):
 * a grey "keine E-Mail fällig" or a green "E-Mail zugestellt" on nearly every row made the column
 * noise. Those two stay in the cell for screen readers; the lead's page still shows the
 * mark and its Verlauf.
 */
export function DeliveryBadge({ delivery }: { delivery: RowInquiry["delivery"] }) {
  if (delivery.state === "none") return <span className="staff-sr-only">Keine E-Mail fällig: nicht über ein Formular eingegangen</span>;
  if (delivery.state === "sent") return <span className="staff-sr-only staff-delivery-sent">{delivery.label}</span>;
  return <span className={`staff-badge staff-delivery-${delivery.state}`}>{delivery.label}</span>;
}

export function ResendForm({ intent, inquiryId, back }: { intent: "resend" | "crm-resend"; inquiryId: string; back: string }) {
  return (
    <Form method="post" className="staff-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="back" value={back} />
      <button className="button button-secondary button-small" type="submit">
        {intent === "resend" ? "Erneut senden" : "Erneut an justimmo senden"}
      </button>
    </Form>
  );
}
