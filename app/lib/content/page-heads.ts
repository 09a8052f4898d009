// Head texts of the form, careers and legal pages. Loaders build the tags from SITE_URL and
// `meta` passes them on, so the canonical host is never taken from the request.
import { site } from "~/lib/site";
import { pageHead } from "./seo";

const PAGES = {
  "/immobilien/vermarktung": {
    title: `Immobilie vermarkten in Wien & Niederösterreich | ${site.brand}`,
    description:
      "Sie möchten Ihre Wohnung, Ihr Haus oder Grundstück in Wien oder Niederösterreich verkaufen oder vermieten? Wir bewerten, vermarkten und begleiten Sie bis zum Abschluss.",
  },
  "/immobilien/bewertung": {
    title: `Kostenlose Immobilienbewertung in Wien & Niederösterreich | ${site.brand}`,
    description:
      "Was ist Ihre Wohnung, Ihr Haus oder Grundstück wert? In fünf kurzen Schritten zur kostenlosen, unverbindlichen Immobilienbewertung durch unsere Makler:innen vor Ort.",
  },
  "/immobilien/suchauftrag": {
    title: `Suchauftrag – Ihre Wunschimmobilie in Wien finden | ${site.brand}`,
    description:
      "Geben Sie einen kostenlosen Suchauftrag für Wohnung, Haus, Grundstück oder Gewerbeobjekt in Wien und Niederösterreich auf – passende Angebote erhalten Sie vorab per E-Mail.",
  },
  "/kontakt": {
    title: `Kontakt | ${site.brand} – Immobilienmakler in Wien`,
    description: `Kontaktieren Sie ${site.brand}: Fragen zu Kauf, Miete, Verkauf oder Bewertung Ihrer Immobilie in Wien und Niederösterreich. Wir melden uns rasch bei Ihnen.`,
  },
  "/uber-uns/karriere": {
    title: `Karriere als Immobilienmakler:in in Wien | ${site.brand}`,
    description: `Starten Sie Ihre Karriere als Immobilienmakler:in bei ${site.brand} in Wien: Einschulung, faire Provision, modernes Arbeiten – auch für Quereinsteiger:innen.`,
  },
  "/uber-uns/selbststandige-makler": {
    title: `Selbstständige Immobilienmakler in Wien | ${site.brand}`,
    description: `Als selbstständige:r Makler:in mit ${site.brand} arbeiten: starke Marke, Immobilien-CRM, Portal-Schnittstellen und Vertragsvorlagen – ohne Fixkosten, nur eine Provisionsbeteiligung.`,
  },
  // The legal pages.
  "/widerruf": {
    title: `Vertrag widerrufen | ${site.brand}`,
    description: `Treten Sie hier online von einem Maklervertrag mit ${site.brand} zurück: Name, E-Mail und Vertrag angeben, Widerruf bestätigen, Eingangsbestätigung per E-Mail erhalten.`,
  },
  "/ruecktrittsbelehrung": {
    title: `Rücktrittsbelehrung und Muster-Widerrufsformular | ${site.brand}`,
    description: `Ihr Rücktrittsrecht bei Maklerverträgen mit ${site.brand} nach dem Fern- und Auswärtsgeschäfte-Gesetz (FAGG), mit dem Muster-Widerrufsformular.`,
  },
  "/barrierefreiheit": {
    title: `Erklärung zur Barrierefreiheit | ${site.brand}`,
    description: `Wie barrierefrei die Website von ${site.brand} ist, welche Einschränkungen wir kennen und wie Sie uns Barrieren melden können.`,
  },
} as const;

export function formPageHead(siteUrl: string, path: keyof typeof PAGES) {
  return pageHead(siteUrl, { path, ...PAGES[path] });
}
