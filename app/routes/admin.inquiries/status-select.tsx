// The inbox row's status in one line: a select showing the current status and a "Speichern"
// button, a plain POST form, so it works without JavaScript (no change on select alone: keyboard
// users move through the options without sending anything, WCAG 3.2.2).
import { Form, useNavigation } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

export function StatusSelect({ inquiryId, status, subject, back }: { inquiryId: string; status: string; subject: string; back: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("inquiryId") === inquiryId;
  const id = `status-${inquiryId}`;
  return (
    <Form method="post" action="/admin/inquiries" className="staff-status-select">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="visually-hidden">
        {`Status von „${subject}“`}
      </label>
      <select id={id} name="status" defaultValue={status} data-status={status}>
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {INQUIRY_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <button className="button button-secondary button-small" type="submit" disabled={busy} aria-label={`Status speichern: ${subject}`}>
        Speichern
      </button>
    </Form>
  );
}
