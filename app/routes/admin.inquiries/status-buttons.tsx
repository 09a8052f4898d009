// One-click status: a plain POST form per button, so "Erledigt" is one click
// or one Enter, also without JavaScript. The current status has no button of its own.
import { Form, useNavigation } from "react-router";

type Status = "new" | "in_progress" | "done";

const BUTTONS: { status: Status; label: string }[] = [
  { status: "in_progress", label: "In Bearbeitung" },
  { status: "done", label: "Erledigt" },
  { status: "new", label: "Wieder öffnen" },
];

/**
 * The buttons a status offers: the other two, except that a done lead offers only "Wieder
 * öffnen": "In Bearbeitung" beside it would be a second way to reopen it.
 */
function buttonsFor(status: string) {
  return BUTTONS.filter((button) => button.status !== status && !(status === "done" && button.status === "in_progress"));
}

/** Back to "Neu" reads as reopening a done lead, and as "unread" for one being worked on. */
function labelFor(button: { status: Status; label: string }, current: string): string {
  return button.status === "new" && current === "in_progress" ? "Als neu markieren" : button.label;
}

export function StatusButtons({
  inquiryId,
  status,
  subject,
  back,
  from,
  quiet = false,
}: {
  inquiryId: string;
  status: string;
  subject: string;
  back?: string;
  from?: "detail";
  /** Every button secondary: on the lead's page the call or the reply is the primary action. */
  quiet?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("inquiryId") === inquiryId;
  return (
    <div className="staff-status-buttons">
      {buttonsFor(status).map((button) => (
        <Form key={button.status} method="post" action="/admin/inquiries">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="inquiryId" value={inquiryId} />
          <input type="hidden" name="status" value={button.status} />
          {back !== undefined ? <input type="hidden" name="back" value={back} /> : null}
          {from ? <input type="hidden" name="from" value={from} /> : null}
          <button
            className={`button ${quiet ? "" : "button-small "}${button.status === "done" && !quiet ? "" : "button-secondary"}`}
            type="submit"
            disabled={busy}
            aria-label={`${labelFor(button, status)}: ${subject}`}
          >
            {labelFor(button, status)}
          </button>
        </Form>
      ))}
    </div>
  );
}
