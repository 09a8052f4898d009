// Sync errors and the German messages staff see (public-site.md section 8). Every failure is a
// FeedError with a code, so the banner, the toast and sync_status show the same sentence.

export type FeedErrorCode =
  | "config"
  | "bad_url"
  | "auth"
  | "not_found"
  | "http"
  | "network"
  | "timeout"
  | "too_large"
  | "empty"
  | "zip"
  | "xml"
  | "no_properties"
  | "no_valid_properties"
  | "shrink"
  | "busy"
  | "write"
  | "internal"
  | "insecure_credentials"
  | "credentials_reenter"
  | "credentials_key"
  | "credentials_decrypt";

export class FeedError extends Error {
  readonly code: FeedErrorCode;
  constructor(code: FeedErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = "FeedError";
    this.code = code;
  }
}

const MESSAGES: Record<FeedErrorCode, string> = {
  config: "Keine Feed-Konfiguration vorhanden.",
  bad_url: "Die Feed-URL ist ungültig. Erlaubt sind nur http- und https-Adressen.",
  auth: "Ungültige API-Zugangsdaten (401). Bitte prüfen Sie Benutzername und Passwort.",
  not_found: "Feed-URL nicht gefunden (404).",
  http: "Der Feed-Server hat mit einem Fehler geantwortet.",
  network: "Der Feed-Server ist nicht erreichbar.",
  timeout: "Der Feed-Server hat nicht rechtzeitig geantwortet.",
  too_large: "Der Feed ist zu groß.",
  empty: "Der Feed ist leer.",
  zip: "Das ZIP-Archiv enthält keine einzelne XML-Datei.",
  xml: "Die XML-Daten konnten nicht verarbeitet werden.",
  no_properties: "Keine Immobilien im XML-Feed gefunden.",
  no_valid_properties: "Keine gültigen Immobilien im XML-Feed gefunden.",
  shrink:
    "Der Feed enthält weniger als die Hälfte der aktiven Immobilien. Zum Schutz der Inserate wurde nichts geändert. Bitte wenden Sie sich an den Administrator.",
  busy: "Eine Synchronisierung läuft bereits. Bitte versuchen Sie es in einigen Minuten erneut.",
  write: "Die Immobilien konnten nicht gespeichert werden. Bitte wenden Sie sich an den Administrator.",
  internal: "Interner Fehler bei der Synchronisierung.",
  insecure_credentials:
    "Zugangsdaten werden nur über https übertragen. Bitte hinterlegen Sie auf der Seite „Technik“ eine https-Feed-URL oder entfernen Sie Benutzername und Passwort.",
  credentials_reenter:
    "Das Feed-Passwort ist noch aus der Zeit vor der Verschlüsselung gespeichert und wurde nicht verwendet. Bitte geben Sie es auf der Seite „Technik“ neu ein.",
  credentials_key:
    "Das Feed-Passwort kann nicht entschlüsselt werden: Der Schlüssel CREDENTIALS_KEY fehlt auf dem Server. Bitte wenden Sie sich an den Administrator.",
  credentials_decrypt:
    "Das gespeicherte Feed-Passwort kann nicht entschlüsselt werden (Schlüssel geändert?). Bitte geben Sie es auf der Seite „Technik“ neu ein.",
};

/**
 * The user-facing German message for any error or raw message (spec section 8). FeedErrors map by
 * code; raw strings (e.g. an old sync_status row) map by the spec's keywords; anything else is
 * shown raw, as the spec says.
 */
export function describeSyncError(error: unknown): string {
  if (error instanceof FeedError) {
    const base = MESSAGES[error.code];
    if (error.code === "http" || error.code === "shrink") return error.message !== error.code ? `${base} (${error.message})` : base;
    return base;
  }
  const raw = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (!raw) return MESSAGES.internal;
  if ((Object.values(MESSAGES) as string[]).includes(raw)) return raw;
  const text = raw.toLowerCase();
  if (/\b401\b|unauthori[sz]ed|authentication/.test(text)) return MESSAGES.auth;
  // A single-row read that found no row (PostgREST's PGRST116 "JSON object requested, multiple (or
  // no) rows returned"; "0 rows"): the spec maps it to a property missing from the database.
  if (/single row|pgrst116|multiple \(or no\) rows|\b0 rows\b|no rows returned/.test(text))
    return "Die Immobilie wurde in der Datenbank nicht gefunden.";
  if (/\b404\b|not found/.test(text) && !/property not found/.test(text)) return MESSAGES.not_found;
  if (/property not found/.test(text)) return "Die Immobilie ist nicht mehr verfügbar.";
  if (/xml|parse/.test(text)) return MESSAGES.xml;
  if (/empty response|empty feed/.test(text)) return MESSAGES.empty;
  if (/no properties/.test(text)) return MESSAGES.no_properties;
  if (/delet/.test(text)) return "Vorhandene Immobilien konnten nicht gelöscht werden. Bitte wenden Sie sich an den Administrator.";
  if (/module|export/.test(text)) return MESSAGES.internal;
  return raw;
}
