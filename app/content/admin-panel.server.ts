// The Admin Panel's words that travel as loader data (spec section 8 texts, the setup help, the
// cards' labels): words in the HTML cost no first-load JavaScript (the panel is near the budget).
export const SYNC_OK_DEFAULT = "Die Synchronisierung wurde erfolgreich durchgeführt.";
export const SYNC_FAILED_DEFAULT = "Ein unbekannter Fehler ist aufgetreten.";

/** The toast after an admin-started sync: the sync's own message, else the spec's default text. */
export function syncToast(outcome: "success" | "error", message: string | null | undefined) {
  return outcome === "success"
    ? { type: "success" as const, title: "Synchronisierung erfolgreich", description: message || SYNC_OK_DEFAULT }
    : { type: "error" as const, title: "Synchronisierung fehlgeschlagen", description: message || SYNC_FAILED_DEFAULT };
}

/** The setup help without a feed URL: on Technik the form is right below, the Übersicht links there. */
export function setupHelp(page: "overview" | "technik") {
  const where = page === "technik" ? "unten im Feld „Feed-URL“" : "auf der Seite „Technik“";
  return {
    intro: `Es ist keine Feed-URL für den Immobilien-Import hinterlegt. Tragen Sie ${where} die OpenImmo-Feed-URL Ihres Anbieters ein (z. B.`,
    example: "https://benutzer:{key}@api.anbieter.example/openimmo/export.xml",
    outro:
      ") und, falls der Feed Basic-Auth verlangt, das Passwort. Danach können Sie die Synchronisierung starten; sie läuft außerdem stündlich automatisch.",
    link: page === "overview" ? { href: "/admin/technik", label: "Feed auf der Seite „Technik“ einrichten" } : null,
  };
}

// The cards' explanations as loader data: text in the HTML costs no first-load JavaScript.
export const CARD_TEXTS = {
  runColumns: ["Gestartet", "Auslöser", "Status", "Objekte", "Fehler"],
  sitemap: {
    intro: "Erzeugt die Sitemap aus den aktuellen Seiten, Immobilien, Teammitgliedern und Blogbeiträgen.",
    generate: "Sitemap erzeugen",
    generating: "Wird erzeugt...",
    test: "Sitemap prüfen",
    download: "sitemap.xml herunterladen",
    live: "Dynamische Sitemap prüfen",
    testing: "Wird geprüft...",
    preview: "Vorschau",
    full: "Vollständiges XML",
    copy: "In die Zwischenablage kopieren",
  },
  adminSetup:
    "Vergibt die Admin-Rolle an ein registriertes Konto. Die Person muss sich zuerst registrieren und ihre E-Mail-Adresse bestätigen.",
};

export const PASSWORD_LABELS = {
  none: "nicht gesetzt",
  set: "gesetzt (verschlüsselt)",
  // Stored before encryption (ADR 0063): not used by the sync until entered again.
  reenter: "bitte neu eingeben",
} as const;
