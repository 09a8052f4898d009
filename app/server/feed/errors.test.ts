// The banner mapping of raw sync messages (public-site.md section 8): each row of the spec's table.
import { expect, test } from "vitest";
import { describeSyncError, FeedError } from "./errors";

test.each([
  ["Request failed with status 401 Unauthorized", "Ungültige API-Zugangsdaten (401). Bitte prüfen Sie Benutzername und Passwort."],
  ["Feed returned 404 not found", "Feed-URL nicht gefunden (404)."],
  ["XML parse error at line 3", "Die XML-Daten konnten nicht verarbeitet werden."],
  ["empty response from server", "Der Feed ist leer."],
  ["no properties found in feed", "Keine Immobilien im XML-Feed gefunden."],
  [
    "failed to delete existing properties",
    "Vorhandene Immobilien konnten nicht gelöscht werden. Bitte wenden Sie sich an den Administrator.",
  ],
  ["JSON object requested, multiple (or no) rows returned", "Die Immobilie wurde in der Datenbank nicht gefunden."],
  ["PGRST116: The result contains 0 rows", "Die Immobilie wurde in der Datenbank nicht gefunden."],
  ["Property not found", "Die Immobilie ist nicht mehr verfügbar."],
  ["Cannot find module './sync' or its export", "Interner Fehler bei der Synchronisierung."],
  ["Zeitüberschreitung beim Anbieter", "Zeitüberschreitung beim Anbieter"],
])("the raw message %j shows as %j", (raw, shown) => {
  expect(describeSyncError(new Error(raw))).toBe(shown);
  expect(describeSyncError(raw)).toBe(shown);
});

test("a FeedError shows its code's sentence, an empty error the internal one", () => {
  expect(describeSyncError(new FeedError("busy"))).toBe(
    "Eine Synchronisierung läuft bereits. Bitte versuchen Sie es in einigen Minuten erneut.",
  );
  expect(describeSyncError(new FeedError("http", "503"))).toBe("Der Feed-Server hat mit einem Fehler geantwortet. (503)");
  expect(describeSyncError(undefined)).toBe("Interner Fehler bei der Synchronisierung.");
});
