// The lead's next step first: Anrufen (a tel: link), Antworten (the mail program with the subject
// set), "Besichtigung anlegen" for a lead about a listing (the viewings page with the listing
// chosen, ADR 0335), and the status: the current one in words ("Status: Neu"), then the buttons
// that change it. All links or plain POST forms, so they work without JavaScript. One primary
// action: calling when there is a number, else replying.
import { StatusButtons } from "~/routes/admin.inquiries/status-buttons";

export function NextActions({
  inquiryId,
  status,
  statusLabel,
  subject,
  telHref,
  replyHref,
  viewingHref,
}: {
  inquiryId: string;
  status: string;
  statusLabel: string;
  subject: string;
  telHref: string | null;
  replyHref: string | null;
  viewingHref: string | null;
}) {
  return (
    <div className="staff-next">
      <h2 className="staff-sr-only">Nächster Schritt</h2>
      {telHref ? (
        <a className="button" href={telHref}>
          Anrufen
        </a>
      ) : null}
      {replyHref ? (
        <a className={telHref ? "button button-secondary" : "button"} href={replyHref}>
          Antworten
        </a>
      ) : null}
      {viewingHref ? (
        <a className="button button-secondary" href={viewingHref}>
          Besichtigung anlegen
        </a>
      ) : null}
      {/* The state in words beside the buttons that change it: the buttons offer only the other states. */}
      <div className="staff-next-status">
        <p className={`staff-next-status-now staff-status-now-${status}`}>
          Status: <strong>{statusLabel}</strong>
        </p>
        <StatusButtons inquiryId={inquiryId} status={status} subject={subject} from="detail" quiet />
      </div>
    </div>
  );
}
