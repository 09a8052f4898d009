// The feed's sync history on Technik: every recorded run with its time, state,
// counts and error, newest first, from the sync_runs table (server/feed/queries.server.ts). A table that
// scrolls inside its box on phones with the start time kept in view (admin.css).
import { StaffTableScroller } from "~/components/staff-table-scroller";
import { RUN_COLUMNS } from "~/lib/content/admin-panel";

export interface HistoryRun {
  id: number;
  started: string;
  finished: string | null;
  trigger: string;
  state: string;
  status: string;
  objects: string;
  error: string;
}

export function SyncHistory({ runs }: { runs: HistoryRun[] }) {
  // No run yet: the card's "Letzte Synchronisierung: Nie" says so already.
  if (runs.length === 0) return null;
  return (
    <StaffTableScroller label="Letzte Läufe">
      <table className="staff-table staff-sync-history">
        <caption>Letzte Läufe</caption>
        <thead>
          <tr>
            {RUN_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-state={run.state}>
              <td>
                {run.started}
                {run.finished ? <span className="staff-hint staff-run-finished">{`beendet ${run.finished}`}</span> : null}
              </td>
              <td>{run.trigger}</td>
              <td>
                <span className={`staff-badge staff-badge-${run.state}`}>{run.status}</span>
              </td>
              <td>{run.objects}</td>
              <td>{run.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffTableScroller>
  );
}
