// The lead's next step first: Anrufen (a tel: link), Antworten (the mail
// program with the subject set) and the status change, all links or plain POST forms, so they
// work without JavaScript. One primary action: calling when there is a number, else replying.
import { StatusButtons } from "~/routes/admin.inquiries/status-buttons";

export function NextActions({
  inquiryId,
  status,
  subject,
  telHref,
  replyHref,
}: {
  inquiryId: string;
  status: string;
  subject: string;
  telHref: string | null;
  replyHref: string | null;
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
      <StatusButtons inquiryId={inquiryId} status={status} subject={subject} from="detail" quiet />
    </div>
  );
}
