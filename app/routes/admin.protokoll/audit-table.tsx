// The audit trail as a table (issue 15 item 5): when, who, what. Used by /admin/protokoll and the
// last entries on the Admin Panel. Rows arrive formatted by the loader (date in Vienna time).
export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  entity: string;
  summary: string;
}

export function AuditTable({ entries, caption }: { entries: AuditRow[]; caption: string }) {
  // Scrolls sideways on phones: focusable and named, so keyboard users can scroll it (WCAG 2.1.1).
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container, not a page section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable wants it
    <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Protokoll, seitlich scrollbar">
      <table className="staff-table staff-audit">
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
              <td>{entry.at}</td>
              <td>{entry.actor}</td>
              <td>{entry.entity}</td>
              <td>{entry.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
