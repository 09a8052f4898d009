// The home page's copy (public-site.md section 2, Home page): services, about, figures and
// testimonials. Plain data in a module; the page renders it on the server and hydrates it.
import { COMPANY_SINCE, teamFigure } from "~/lib/content/company";
import { formatDecimal, formatPropertyCount } from "~/lib/format";

export const HOME_SERVICES = [
  {
    title: "Immobilie verkaufen",
    text: "Marktgerechte Preisfindung, hochwertige Fotos und Exposés, geprüfte Interessenten und Begleitung bis zur Schlüsselübergabe.",
    href: "/immobilien/vermarktung",
    link: "Vermarktung anfragen",
  },
  {
    title: "Immobilie vermieten",
    text: "Wir finden verlässliche Mieterinnen und Mieter, prüfen Bonität und Unterlagen und erstellen den Mietvertrag rechtssicher.",
    href: "/immobilien/vermarktung",
    link: "Vermietung besprechen",
  },
  {
    title: "Immobilie bewerten",
    text: "In wenigen Schritten zu einer fundierten Ersteinschätzung Ihrer Wohnung, Ihres Hauses oder Grundstücks – kostenlos und unverbindlich.",
    href: "/immobilien/bewertung",
    link: "Jetzt Immobilie bewerten",
  },
  {
    title: "Suchauftrag",
    text: "Sagen Sie uns, was Sie suchen. Wir melden uns, sobald eine passende Immobilie verfügbar ist – oft noch vor der Veröffentlichung.",
    href: "/immobilien/suchauftrag",
    link: "Suchauftrag anlegen",
  },
];

export const HOME_ABOUT = [
  "Wir sind ein unabhängiges Maklerbüro mit Sitz in der Wiener Innenstadt. Unser Team kennt die Wiener Bezirke und das Umland in Niederösterreich aus jahrelanger Erfahrung – von der Altbauwohnung im Zinshaus bis zum Einfamilienhaus im Grünen.",
  "Wir beraten persönlich, bewerten realistisch und vermarkten mit Sorgfalt. Jede Immobilie erhält ein vollständiges Exposé mit Energieausweis, transparenten Kosten und klaren Angaben zur Provision.",
];

export interface HomeFigure {
  value: string;
  label: string;
  /** Where the figure leads: its listings. */
  href?: string;
}

/** What the home page counts live: active listings by offer, and the team. */
export interface HomeCounts {
  sale: number;
  rent: number;
  agents: number;
}

const REGION: HomeFigure = { value: "Wien & NÖ", label: "Schwerpunktregion" };
/** The same words as Über uns (lib/content/company): one set of company figures on every page. */
const SINCE: HomeFigure = { ...COMPANY_SINCE };

/**
 * "Donau Estate in Zahlen": the listings and the team as the database counts them, each only when
 * it is there (an empty or unreadable count gives the tile's words instead of a "0"), and the
 * year the firm started, as Über uns states it.
 */
export function homeFigures(counts: HomeCounts | null): HomeFigure[] {
  if (!counts) return [REGION, SINCE, teamFigure(0)];
  const total = counts.sale + counts.rent;
  const offers =
    counts.sale > 0 && counts.rent > 0
      ? `im Angebot: ${formatDecimal(counts.sale, 0)} zum Kauf, ${formatDecimal(counts.rent, 0)} zur Miete`
      : "aktuell im Angebot";
  return [
    total > 0 ? { value: formatPropertyCount(total), label: offers, href: "/immobilien" } : REGION,
    SINCE,
    counts.agents > 1 ? { ...teamFigure(counts.agents), href: "/uber-uns" } : teamFigure(counts.agents),
  ];
}

// Each names what we did for them and when; no initials that match a member of the team.
export const HOME_TESTIMONIALS = [
  {
    quote:
      "Unsere Wohnung in der Josefstadt war nach fünf Wochen verkauft – zu einem Preis, der über unseren Erwartungen lag. Die Kommunikation war jederzeit klar und ehrlich.",
    name: "Familie K.",
    place: "Wien 8. Bezirk",
    occasion: "Verkauf einer Eigentumswohnung, März 2026",
  },
  {
    quote:
      "Als Käuferin aus Deutschland habe ich besonders die geduldige Erklärung von Grundbuch, Nebenkosten und Energieausweis geschätzt. Sehr empfehlenswert.",
    name: "Sabine R.",
    place: "Mödling",
    occasion: "Kauf eines Reihenhauses, Juni 2025",
  },
  {
    quote:
      "Professionelle Fotos, gut vorbereitete Besichtigungen und nur ernsthafte Interessenten: So entspannt haben wir noch nie vermietet.",
    name: "Andreas P.",
    place: "Wien 19. Bezirk",
    occasion: "Vermietung einer Altbauwohnung, Oktober 2025",
  },
];
