// The inbox row's status as one action: a plain POST form with a select. With JavaScript the
// choice is saved as soon as it settles (a short pause, so stepping through the options with the
// arrow keys sends one change, not three); the page stays where it is and the toast (role
// "status") says it was saved, so focus and context do not move (WCAG 3.2.2, ADR 0310). Without
// JavaScript the form shows its "Speichern" button; with it the button is hidden from the first
// paint (html.js, admin.css), before React removes it, so the row does not jump.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/components/use-hydrated";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "~/lib/admin-format";

const SETTLE_MS = 500;

export function StatusSelect({ inquiryId, status, subject, back }: { inquiryId: string; status: string; subject: string; back: string }) {
  const fetcher = useFetcher({ key: `status-${inquiryId}` });
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
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
      <select
        id={id}
        name="status"
        defaultValue={status}
        data-status={status}
        aria-busy={busy || undefined}
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (form) fetcher.submit(form, { preventScrollReset: true });
          }, SETTLE_MS);
        }}
      >
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {INQUIRY_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          className="button button-secondary button-small staff-status-save"
          type="submit"
          aria-label={`Status speichern: ${subject}`}
        >
          Speichern
        </button>
      )}
    </fetcher.Form>
  );
}
