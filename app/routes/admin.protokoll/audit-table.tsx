import { StaffTableScroller } from "~/components/staff-table-scroller";
// The audit trail as a table: when, who, what. Used by /admin/protokoll and the
// last entries on the Admin Panel. Rows arrive formatted by the loader (date in Vienna time).
// On a phone each row is a stacked card (staff-stack-table in admin.css).
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  entity: string;
  summary: string;
}

export function AuditTable({ entries, caption }: { entries: AuditRow[]; caption: string }) {
  return (
    <StaffTableScroller label="Protokoll">
      <table className="staff-table staff-audit staff-stack-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Zeitpunkt</th>
            <th scope="col">Wer</th>
            <th scope="col">Bereich</th>
            <th scope="col">Was</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Zeitpunkt">{entry.at}</td>
              <td data-label="Wer">{entry.actor}</td>
              <td data-label="Bereich">{entry.entity}</td>
              <td data-label="Was">{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaffTableScroller>
  );
}
