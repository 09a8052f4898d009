// Audit lines as a broker reads them. The stored summary stays as written (it is evidence); only
// the display drops what is for developers, like the HTTP verb and path. One shape for
// the Protokoll's rows and the Übersicht's last entries.
import { AUDIT_ENTITY_LABELS, formatViennaDateTime } from "./admin-format";

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

/** An audit entry's fields as shown: time in Vienna to the second, who, the area's German name, what. */
export function auditRowText(entry: { at: string; actorEmail: string; entity: string; summary: string | null; action: string }) {
  return {
    at: formatViennaDateTime(entry.at, ", ", { seconds: true }) ?? entry.at,
    actor: entry.actorEmail,
    entity: AUDIT_ENTITY_LABELS[entry.entity] ?? entry.entity,
    summary: auditSummaryText(entry.summary || entry.action),
  };
}
