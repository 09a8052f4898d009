// The home page's server half: loader, meta texts, the staff-chosen hero picture and listings
// (ADR 0172), the quick search's choices (ADR 0173) and the copy of the sections below the hero.
// The copy is sent as loader data instead of living in the route module, so that phones do not
// download and parse it as JavaScript (ADR 0011); the server renders it into the HTML as before.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { absoluteUrl, site } from "~/config/site";
import { SENTINELS } from "~/lib/property-filters";
import { toPropertyCardView } from "~/lib/property-view";
import { filterOptionGroups } from "~/lib/search-options";
import { loadFilterOptions } from "~/models/properties.server";
import { appearancePhoto, listFeaturedProperties, loadAppearance } from "~/models/site-appearance.server";

const FEATURED_COUNT = 6;

const SERVICES = [
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

const ABOUT = [
  "Wir sind ein unabhängiges Maklerbüro mit Sitz in der Wiener Innenstadt. Unser Team kennt die Wiener Bezirke und das Umland in Niederösterreich aus jahrelanger Erfahrung – von der Altbauwohnung im Zinshaus bis zum Einfamilienhaus im Grünen.",
  "Wir beraten persönlich, bewerten realistisch und vermarkten mit Sorgfalt. Jede Immobilie erhält ein vollständiges Exposé mit Energieausweis, transparenten Kosten und klaren Angaben zur Provision.",
];

const FIGURES = [
  { value: "Wien & NÖ", label: "Schwerpunktregion" },
  { value: "Persönlich", label: "eine feste Ansprechperson" },
  { value: "Transparent", label: "Kosten und Provision offen ausgewiesen" },
];

const TESTIMONIALS = [
  {
    quote:
      "Unsere Wohnung in der Josefstadt war nach fünf Wochen verkauft – zu einem Preis, der über unseren Erwartungen lag. Die Kommunikation war jederzeit klar und ehrlich.",
    name: "Familie K.",
    place: "Wien 8. Bezirk",
  },
  {
    quote:
      "Als Käuferin aus Deutschland habe ich besonders die geduldige Erklärung von Grundbuch, Nebenkosten und Energieausweis geschätzt. Sehr empfehlenswert.",
    name: "Sabine R.",
    place: "Mödling",
  },
  {
    quote:
      "Professionelle Fotos, gut vorbereitete Besichtigungen und nur ernsthafte Interessenten: So entspannt haben wir noch nie vermietet.",
    name: "Thomas W.",
    place: "Wien 19. Bezirk",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const appearance = await loadAppearance(context.db);
  // Spec section 8: a failed list query yields an empty list; the home page still renders.
  // "Aktuelle Immobilien": the staff's pinned listings, else the newest, Wien and NÖ mixed (ADR 0172).
  const [rows, options] = await Promise.all([
    listFeaturedProperties(context.db, { pinned: appearance.pinned, limit: FEATURED_COUNT }).catch((error: unknown) => {
      console.error("featured properties failed", error);
      return [];
    }),
    loadFilterOptions(context.db),
  ]);
  const hero = appearancePhoto(appearance.hero);
  return {
    featured: rows.map(toPropertyCardView),
    hero,
    quickSearch: {
      ...filterOptionGroups(options),
      sentinels: { location: SENTINELS.location, propertyType: SENTINELS.propertyType },
    },
    services: SERVICES,
    about: ABOUT,
    figures: FIGURES,
    testimonials: TESTIMONIALS,
    brand: site.brand,
    phone: site.phone,
    seo: {
      title: `${site.brand} – Immobilien in Wien und Niederösterreich`,
      description: `Kaufen, mieten, verkaufen oder vermieten in Wien und Niederösterreich: persönliche Beratung, aktuelle Immobilienangebote und kostenlose Bewertung von ${site.brand}.`,
      ogTitle: `${site.brand} – Immobilien in Wien und Niederösterreich`,
      ogImage: absoluteUrl(context.env.SITE_URL, hero?.src ?? "/og/donau-estate.png"),
      canonical: absoluteUrl(context.env.SITE_URL, "/"),
    },
  };
}
