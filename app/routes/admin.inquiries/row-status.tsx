// The inbox row's status (ADR 0340): the state in words and, while the lead is open, its one next
// step, "Erledigt", as a button of its own POST form: one click, also without JavaScript. No select
// in the row: a select that saved on change was changed by a stray wheel turn or arrow key (ADR
// 0331), and a select with its own "Speichern" made nine buttons of four rows. "In Bearbeitung" is
// no row button: a lead becomes it when its assignee opens it or someone takes it ("Mir zuweisen",
// ADR 0331); reopening and the other states are on the lead's page. With JavaScript the form posts
// through a fetcher: the page stays where it is and the toast above the list says what was saved.
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
      <span className={`staff-badge staff-status-${status}`}>{statusLabel}</span>
      {isOpenStatus(status) ? (
        <fetcher.Form method="post" action="/admin/inquiries" className="staff-inline-form" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="inquiryId" value={inquiryId} />
          <input type="hidden" name="status" value="done" />
          <input type="hidden" name="back" value={back} />
          <button
            className="button button-small staff-row-done"
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
