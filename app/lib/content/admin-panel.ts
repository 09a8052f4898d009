// The staff panel's card copy: the sync card's setup help, the feed password's state, the runs
// table, the sitemap card and the admin-setup card.

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

export const PASSWORD_LABELS = {
  none: "nicht gesetzt",
  set: "gesetzt (verschlüsselt)",
  // Stored before encryption: not used by the sync until entered again.
  reenter: "bitte neu eingeben",
} as const;

export const RUN_COLUMNS = ["Gestartet", "Auslöser", "Status", "Objekte", "Fehler"] as const;

export const SITEMAP_CARD_TEXTS = {
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
  // One line per check, in the broker's words: what each button looks at.
  testHelp: "„Sitemap prüfen“ erstellt die Sitemap hier neu und prüft, ob sie richtig aufgebaut ist.",
  liveHelp: "„Dynamische Sitemap prüfen“ ruft die Sitemap so ab, wie Suchmaschinen sie unter /sitemap.xml sehen, und prüft diese.",
} as const;

export const ADMIN_SETUP_TEXT =
  "Vergibt die Admin-Rolle an ein registriertes Konto. Die Person muss sich zuerst registrieren und ihre E-Mail-Adresse bestätigen.";
