// The notices that replace the results (public-site.md section 8; spec call 3 for the missing feed).
// An empty search shows its way out: 'Filter lockern' links, each
// without one filter and saying what it then finds, and a Suchauftrag for what is not there yet
// ('Alle Filter zurücksetzen' is in the chips' row above).
import { Link } from "react-router";
import { ErrorToast } from "~/components/toaster";
import { formatPropertyCount } from "~/lib/format";
import type { Loosening } from "./facets.server";

/** What an empty search offers instead: the loosened searches and the links to be told later. */
export interface WayOut {
  loosenings: readonly Loosening[];
  /** 'Suche speichern' with these filters (the alert's own page takes them from the URL). */
  saveSearchHref: string;
  /** The search order form with this search's criteria. */
  searchOrderHref: string;
}

export function ResultMessage({ state, wayOut }: { state: "error" | "missing-credentials" | "empty"; wayOut?: WayOut }) {
  if (state === "error") {
    return (
      <>
        <div className="search-message search-message-error" role="alert">
          <h2>Es ist ein Fehler aufgetreten</h2>
          <p>Fehler beim Laden der Immobilien. Bitte versuchen Sie es später erneut.</p>
        </div>
        {/* Spec section 8: plus a destructive toast. Polite: the banner above already interrupts once. */}
        <ErrorToast description="Die Immobilien konnten nicht geladen werden." />
      </>
    );
  }
  if (state === "missing-credentials") {
    return (
      <div className="search-message" role="alert">
        <h2>API-Zugangsdaten fehlen</h2>
        <p>
          Bitte hinterlegen Sie als Administrator die Zugangsdaten des Immobilien-Feeds (Feed-Adresse und Passwort) in der Datenbank und
          starten Sie die Synchronisation.
        </p>
        <p>
          <a href="/login">Zum Verwaltungsbereich</a>
        </p>
      </div>
    );
  }
  return (
    <div className="search-message search-message-empty">
      <h2>Keine Immobilien gefunden</h2>
      <p>Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.</p>
      {wayOut && wayOut.loosenings.length > 0 ? (
        <nav className="search-loosen" aria-labelledby="search-loosen-title">
          <h3 id="search-loosen-title">Filter lockern</h3>
          <ul>
            {wayOut.loosenings.map((loosening) => (
              <li key={loosening.href}>
                <Link to={loosening.href} className="search-chip">
                  <span>
                    <span className="visually-hidden">Ohne </span>
                    {loosening.label}
                    <span className="search-loosen-count">{`: ${formatPropertyCount(loosening.total)}`}</span>
                  </span>
                  <span aria-hidden="true" className="search-chip-x">
                    ×
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {wayOut ? (
        <ul className="search-wayout">
          <li>
            <a href={wayOut.searchOrderHref} className="button">
              Suchauftrag für diese Suche anlegen
            </a>
          </li>
          <li>
            <a href={wayOut.saveSearchHref}>Per E-Mail benachrichtigen, sobald etwas passt</a>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
