// The inbox row's status as one action: a plain POST form with a select and its "Speichern"
// (ADR 0331). Nothing is saved by choosing alone: a status changed by a stray wheel turn or arrow
// key in a long list was too easy, so the button sends it, with or without JavaScript. With
// JavaScript the form posts through a fetcher: the page stays where it is and the toast (role
// "status", above the list, never over a row's buttons) says it was saved (WCAG 3.2.2, ADR 0310).
import { useFetcher } from "react-router";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

export function StatusSelect({ inquiryId, status, subject, back }: { inquiryId: string; status: string; subject: string; back: string }) {
  const fetcher = useFetcher({ key: `status-${inquiryId}` });
  const busy = fetcher.state !== "idle";
  const id = `status-${inquiryId}`;
  return (
    <fetcher.Form method="post" action="/admin/inquiries" className="staff-status-select" preventScrollReset>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="visually-hidden">
        {`Status von „${subject}“`}
      </label>
      {/* key: after a save elsewhere the select shows the stored value again. */}
      <select key={status} id={id} name="status" defaultValue={status} data-status={status} aria-busy={busy || undefined}>
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {INQUIRY_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        className="button button-secondary button-small staff-status-save"
        type="submit"
        disabled={busy}
        aria-label={`Status speichern: ${subject}`}
      >
        Speichern
      </button>
    </fetcher.Form>
  );
}
