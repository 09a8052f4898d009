// The inbox row's status: the state as a badge (Neu, In Bearbeitung, Erledigt; "Neu" moved
// here from the subject's column) and, while the lead is open, "Erledigt" as a compact row action,
// a button of its own POST form (a fetcher with JavaScript). No select: one that saved on change was
// changed by a stray wheel turn or arrow key. The action is quiet: six dark buttons in a column
// outweighed the leads themselves.
import { useFetcher } from "react-router";
import { isOpenStatus } from "~/lib/lead-state";

export function RowStatus({
  inquiryId,
  status,
  statusLabel,
  subject,
  back,
}: {
  inquiryId: string;
  status: string;
  statusLabel: string;
  subject: string;
  back: string;
}) {
  const fetcher = useFetcher({ key: `status-${inquiryId}` });
  const busy = fetcher.state !== "idle";
  return (
    <div className="staff-row-status">
      {status === "new" ? (
        <span className="staff-new-mark">Neu</span>
      ) : (
        <span className={`staff-badge staff-status-${status}`}>{statusLabel}</span>
      )}
      {isOpenStatus(status) ? (
        <fetcher.Form method="post" action="/admin/inquiries" className="staff-inline-form" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="inquiryId" value={inquiryId} />
          <input type="hidden" name="status" value="done" />
          <input type="hidden" name="back" value={back} />
          <button
            className="button button-secondary button-small staff-row-done"
            title="Als erledigt markieren"
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={`Erledigt: ${subject}`}
          >
            Erledigt
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
