// Copy for /investment/anlagewohnungen and /investment/zinshauser (leads-legal-admin.md section 9
// constants: Grunderwerbsteuer 3,5 %, Eintragungsgebühr 1,1 %, broker fee max. 3 % plus VAT).
import { breadcrumbList, realEstateAgentLd } from "~/lib/json-ld";
import { pageSeo, withBrand } from "./seo";

export const INVESTMENT_CONSTANTS = {
  grunderwerbsteuer: "3,5 %",
  grundbucheintragung: "1,1 %",
  maklerprovision: "max. 3 % zzgl. USt",
  bruttorendite: "3-5 % p.a.",
} as const;

export interface FaqItem {
  question: string;
  answer: string[];
}

export const ANLAGEWOHNUNGEN_FAQ: readonly FaqItem[] = [
  {
    question: "Was ist eine Anlagewohnung?",
    answer: [
      "Eine Anlagewohnung – in Österreich oft Vorsorgewohnung genannt – ist eine Eigentumswohnung, die Sie nicht selbst bewohnen, sondern langfristig vermieten. Die Mieteinnahmen decken laufende Kosten und Finanzierung und bauen über die Jahre Vermögen auf, das Sie später verkaufen, vererben oder selbst nutzen können.",
    ],
  },
  {
    question: "Welche Rendite kann ich erwarten?",
    answer: [
      `Die Bruttorendite – Jahresnettomiete im Verhältnis zum Kaufpreis – liegt in Wien und im Umland typischerweise bei ${INVESTMENT_CONSTANTS.bruttorendite}. Wie viel davon netto bleibt, hängt von nicht umlegbaren Kosten, Leerstand, Finanzierung und Ihrer steuerlichen Situation ab.`,
      "Wir rechnen jedes Objekt mit Ihnen konkret durch und zeigen, welche Annahmen hinter der Zahl stehen.",
    ],
  },
  {
    question: "Welche Nebenkosten fallen beim Kauf an?",
    answer: [
      `Zum Kaufpreis kommen die Grunderwerbsteuer von ${INVESTMENT_CONSTANTS.grunderwerbsteuer}, die Eintragung ins Grundbuch mit ${INVESTMENT_CONSTANTS.grundbucheintragung} und die Maklerprovision von ${INVESTMENT_CONSTANTS.maklerprovision}. Dazu kommen die Kosten für Vertragserrichtung und Treuhandschaft durch Notariat oder Rechtsanwaltskanzlei sowie bei einer Finanzierung die Eintragung des Pfandrechts.`,
      "Eine vollständige Nebenkostenübersicht erhalten Sie von uns schriftlich, bevor Sie ein Kaufanbot unterschreiben.",
    ],
  },
  {
    question: "Kann ich mir die Umsatzsteuer zurückholen?",
    answer: [
      "Beim Kauf einer neu errichteten Wohnung zur Vermietung ist unter bestimmten Voraussetzungen ein Vorsteuerabzug möglich; im Gegenzug wird die Miete mit Umsatzsteuer verrechnet. Ob und wie sich das für Sie lohnt, klären Sie bitte mit Ihrer Steuerberatung – wir stellen die dafür nötigen Unterlagen zur Verfügung.",
    ],
  },
  {
    question: "Wie viel Eigenkapital brauche ich?",
    answer: [
      "Banken erwarten in der Regel einen Eigenmittelanteil, der zumindest die Kaufnebenkosten abdeckt; wie hoch er sein muss, hängt von Bank, Bonität und Objekt ab. Auf Wunsch stellen wir den Kontakt zu unabhängigen Finanzierungsberatern her, mit denen wir seit Jahren zusammenarbeiten.",
    ],
  },
  {
    question: "Wer kümmert sich um die Vermietung?",
    answer: [
      "Wir übernehmen auf Wunsch die Erstvermietung: Mietzinsempfehlung, Inserat, Besichtigungen, Bonitätsprüfung, Mietvertrag und Übergabe. Für die laufende Verwaltung empfehlen wir Ihnen eine erfahrene Hausverwaltung.",
    ],
  },
  {
    question: "Neubau oder Altbau – was eignet sich besser?",
    answer: [
      "Neubauwohnungen punkten mit geringem Instandhaltungsaufwand, guter Energieeffizienz und meist freier Mietzinsbildung. Altbauwohnungen liegen oft zentraler, unterliegen aber häufig dem Richtwertmietzins des Mietrechtsgesetzes und brauchen mehr Rücklagen für Sanierungen.",
      "Welche Variante zu Ihnen passt, hängt von Ihrem Anlagehorizont und Ihrer Risikobereitschaft ab – genau darüber sprechen wir im Erstgespräch.",
    ],
  },
];

export const ANLAGEWOHNUNGEN_BENEFITS = [
  {
    title: "Sachwert statt Sparbuch",
    text: "Eine vermietete Wohnung in guter Lage ist ein greifbarer Wert, der von Mieteinnahmen und von der langfristigen Entwicklung des Wohnungsmarkts in Wien profitiert.",
  },
  {
    title: "Auswahl mit Vermietungsblick",
    text: "Wir empfehlen nur Wohnungen, die wir selbst gut vermieten könnten: Grundriss, Lage, Anbindung und Betriebskosten zählen mehr als Prospektbilder.",
  },
  {
    title: "Zahlen, die Sie nachrechnen können",
    text: "Zu jedem Objekt erhalten Sie eine Kalkulation mit Kaufnebenkosten, erwarteter Miete, nicht umlegbaren Kosten und Rücklage – nachvollziehbar und ohne Schönfärberei.",
  },
];

export const ZINSHAUS_REASONS = [
  {
    title: "Erbe und Generationenwechsel",
    text: "Viele Zinshäuser gehören Erbengemeinschaften. Ein Verkauf schafft klare Verhältnisse und einen fairen Ausgleich zwischen allen Beteiligten.",
  },
  {
    title: "Sanierungsbedarf",
    text: "Dach, Fassade, Steigleitungen, Heizung: Wenn große Investitionen anstehen, kann ein Verkauf an jemanden, der sanieren will, die bessere Entscheidung sein.",
  },
  {
    title: "Portfolio neu ordnen",
    text: "Ein Zinshaus bindet viel Kapital und Verwaltungsaufwand. Der Verkauf macht Mittel frei für andere Anlagen oder für die nächste Lebensphase.",
  },
];

export const ZINSHAUS_STEPS = [
  {
    title: "Vertrauliches Erstgespräch",
    text: "Wir hören zu: Welche Ziele verfolgen Sie, welcher Zeitrahmen passt, wer ist an der Entscheidung beteiligt?",
  },
  {
    title: "Analyse und Bewertung",
    text: "Wir prüfen Mieterliste, Mietverträge, Bestandsfreiheit, Baubewilligungen und Zustand des Hauses und ermitteln einen realistischen Marktwert nach Ertrags- und Vergleichswert.",
  },
  {
    title: "Vermarktungsstrategie",
    text: "Gemeinsam entscheiden wir, ob Ihr Haus diskret ausgewählten Käufern angeboten oder in einem strukturierten Bieterverfahren vermarktet wird.",
  },
  {
    title: "Käuferauswahl und Verhandlung",
    text: "Wir prüfen Finanzierungsnachweise, organisieren Besichtigungen und einen Datenraum und verhandeln für Sie Preis und Vertragsbedingungen.",
  },
  {
    title: "Abschluss und Übergabe",
    text: "Wir begleiten Kaufvertrag, Treuhandabwicklung und Übergabe an die neue Eigentümerin oder den neuen Eigentümer – bis zur Mieterinformation.",
  },
];

export const ZINSHAUS_TARGET_CLIENTS = [
  "Private Eigentümerinnen und Eigentümer sowie Erbengemeinschaften",
  "Privatstiftungen und Family Offices",
  "Bauträger und Projektentwickler mit Interesse an Dachgeschoßausbau oder Sanierung",
  "Institutionelle Investoren und Immobilienfonds",
];

export const ZINSHAUS_VALUES = [
  {
    title: "Diskretion",
    text: "Ihr Haus erscheint nicht auf Portalen, wenn Sie das nicht möchten. Unterlagen erhalten nur Interessenten, die eine Vertraulichkeitserklärung unterzeichnet haben.",
  },
  {
    title: "Transparenz",
    text: "Sie erfahren jederzeit, wer Interesse gezeigt hat, welche Angebote vorliegen und worauf sich die Bewertung stützt.",
  },
  { title: "Verlässlichkeit", text: "Was wir zusagen, halten wir ein – von der ersten Einschätzung bis zur Übergabe." },
];

/**
 * Head data both investment pages share: title with the brand, description, canonical URL, the
 * brokerage as RealEstateAgent and the breadcrumb Home / Investment / {crumb}. 'Investment' points
 * at the apartments page because /investment redirects there (investment._index.tsx).
 */
export function investmentPage(
  siteUrl: string,
  { path, title, description, crumb }: { path: string; title: string; description: string; crumb: string },
) {
  return {
    seo: pageSeo(siteUrl, { path, title: withBrand(title), description }),
    structuredData: [
      realEstateAgentLd(siteUrl),
      breadcrumbList(siteUrl, [
        { name: "Startseite", path: "/" },
        { name: "Investment", path: "/investment/anlagewohnungen" },
        { name: crumb, path },
      ]),
    ],
  };
}
