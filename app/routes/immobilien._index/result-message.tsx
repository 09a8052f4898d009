// The notices that replace the results (public-site.md section 8; spec call 3 for the missing feed).
import { ErrorToast } from "~/components/toaster";

export function ResultMessage({ state }: { state: "error" | "missing-credentials" | "empty" }) {
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
    <div className="search-message">
      <h2>Keine Immobilien gefunden</h2>
      <p>Bitte passen Sie Ihre Filterkriterien an, um Ergebnisse zu sehen.</p>
    </div>
  );
}
