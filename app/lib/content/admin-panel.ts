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
  title: "Seitenverzeichnis für Suchmaschinen (Sitemap)",
  intro:
    "Google und andere Suchmaschinen lesen hier ab, welche Seiten es gibt: jede aktive Immobilie, das Team und die Blogbeiträge. Das Verzeichnis entsteht bei jedem Abruf neu; zu tun ist nichts. Prüfen Sie es, wenn eine Seite bei Google fehlt.",
  test: "Sitemap prüfen",
  testing: "Wird geprüft...",
  download: "sitemap.xml herunterladen",
  more: "Weitere Prüfung",
  live: "Abruf wie eine Suchmaschine prüfen",
  liveHelp: "Ruft die Sitemap über die öffentliche Adresse /sitemap.xml ab, so wie Suchmaschinen sie sehen.",
  preview: "Vorschau",
  full: "Vollständiges XML",
  copy: "In die Zwischenablage kopieren",
} as const;

export const ADMIN_SETUP_TEXT =
  "Vergibt die Admin-Rolle an ein registriertes Konto. Die Person muss sich zuerst registrieren und ihre E-Mail-Adresse bestätigen.";
