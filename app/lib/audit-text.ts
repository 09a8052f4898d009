// Audit lines as a broker reads them. The stored summary stays as written (it is evidence); only
// the display drops what is for developers, like the HTTP verb and path (ADR 0357).

/** auth.server.ts's requireAdmin stores "Zugriff verweigert (kein Admin): GET /admin". */
const DENIED = /^Zugriff verweigert \(kein Admin\): ([A-Z]+) \S*$/;

export function auditSummaryText(summary: string): string {
  const denied = DENIED.exec(summary.trim());
  if (!denied) return summary;
  // GET: a page was opened; anything else: a form was sent.
  return denied[1] === "GET"
    ? "Zugriff auf die Verwaltung ohne Admin-Rechte verweigert"
    : "Änderung in der Verwaltung ohne Admin-Rechte verweigert";
}
