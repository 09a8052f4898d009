// "Vorherige Seite" / "Nächste Seite" below a staff list (inbox, audit trail). The loader builds
// both URLs with the list's filters; null hides a link, and nothing renders on a single page.
import { Link } from "react-router";

export function StaffPagination({ previous, next }: { previous: string | null; next: string | null }) {
  if (!previous && !next) return null;
  return (
    <nav className="staff-pagination" aria-label="Seiten">
      {previous ? <Link to={previous}>Vorherige Seite</Link> : null}
      {next ? <Link to={next}>Nächste Seite</Link> : null}
    </nav>
  );
}
