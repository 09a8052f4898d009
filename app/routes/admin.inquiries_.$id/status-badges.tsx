// The lead's marks under its heading: overdue, the mail's delivery, the CRM hand-over, "Wird
// behalten". The status itself stands once, in "Bearbeitung"'s segmented control.
import type { loader } from "./route.server";

type Inquiry = Awaited<ReturnType<typeof loader>>;

export function StatusBadges({ inquiry }: { inquiry: Pick<Inquiry, "overdue" | "delivery" | "crm" | "keep"> }) {
  return (
    <p className="staff-inquiry-badges">
      {inquiry.overdue ? (
        <>
          <span className="staff-overdue">überfällig</span>{" "}
        </>
      ) : null}
      {/* No mark where no e-mail was due (a lead not from a site form): "Keine E-Mail" beside the
          sender's shown address read as "no address". */}
      {inquiry.delivery.state === "none" ? null : (
        <span className={`staff-badge staff-delivery-${inquiry.delivery.state}`}>{inquiry.delivery.label}</span>
      )}
      {inquiry.crm ? (
        <>
          {" "}
          <span className={`staff-badge staff-crm-${inquiry.crm.state}`}>{inquiry.crm.label}</span>
        </>
      ) : null}
      {inquiry.keep ? (
        <>
          {" "}
          <span className="staff-badge staff-badge-success">Wird behalten</span>
        </>
      ) : null}
    </p>
  );
}
