// The six demo brokers (table agents, public-site.md sections 2 "Team" and 3). Ids are fixed so
// that the seed is idempotent; the first one is the UUID that /uber-uns/team/<uuid> redirects.
// Slugs follow the app's one rule (app/lib/slug.ts, public-site.md Team) rather than a copy, so a
// seeded broker's URL is the one the tests and the slug ADR (0050) describe; Node 24 strips the
// types when the seed loads the .ts file (as sql.mjs does for property-derive.ts).
import { slugify } from "../../app/lib/slug.ts";

// No portraits: the demo has no photos of real people, and drawn faces read as cartoons. Every
// broker shows the serif monogram of their initials until staff upload a photo (ADR 0172).
// `broker`: a licensed Immobilienmakler:in, who alone is a listing's contact (ADR 0388); the
// assistant answers the phone but is named on no listing.
const agent = (fields) => ({ broker: true, ...fields, slug: slugify(fields.name), image: null });

export const AGENTS = [
  agent({
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    name: "Mag. Jürgen Österreicher",
    anrede: "Herr",
    vorname: "Jürgen",
    nachname: "Österreicher",
    position: "Geschäftsführer & Immobilienmakler",
    education: "Studium der Rechtswissenschaften, Universität Wien; Immobilienmakler-Befähigungsprüfung",
    email: "juergen.oesterreicher@donau-estate.example",
    phone: "+43 664 218 47 10",
    sort_order: 1,
    description:
      "Jürgen Österreicher gründete Donau Estate mit der Überzeugung, dass eine Immobilie mehr ist als Quadratmeter und Kaufpreis. Seit über zwanzig Jahren begleitet er Eigentümerinnen und Eigentümer beim Verkauf von Villen, Altbauwohnungen und Zinshäusern in Wien.\nAls Jurist legt er besonderen Wert auf saubere Verträge, eine transparente Preisfindung und eine diskrete Abwicklung. Seine Schwerpunkte sind der 1., 13. und 19. Bezirk.\nIn seiner Freizeit ist er am liebsten mit dem Rad im Wienerwald unterwegs.",
  }),
  agent({
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    name: "Sophie Brandstätter, BA",
    anrede: "Frau",
    vorname: "Sophie",
    nachname: "Brandstätter",
    position: "Immobilienberaterin Wohnen",
    education: "Bachelor Immobilienwirtschaft, FH Wien der WKW",
    email: "sophie.brandstaetter@donau-estate.example",
    phone: "+43 664 218 47 12",
    sort_order: 2,
    description:
      "Sophie Brandstätter betreut Käuferinnen, Käufer und Verkäufer von Eigentumswohnungen in den inneren Bezirken. Sie kennt die Grätzl zwischen Landstraße und Alsergrund wie ihre Westentasche.\nIhre Stärke ist die persönliche Begleitung vom ersten Besichtigungstermin bis zur Schlüsselübergabe – mit klaren Unterlagen und ehrlicher Einschätzung.",
  }),
  agent({
    id: "16fd2706-8baf-433b-82eb-8c7fada847da",
    name: "DI Lukas Haberl",
    anrede: "Herr",
    vorname: "Lukas",
    nachname: "Haberl",
    position: "Gewerbe- und Anlageimmobilien",
    education: "Diplomstudium Bauingenieurwesen, TU Wien; Lehrgang Immobilienbewertung",
    email: "lukas.haberl@donau-estate.example",
    phone: "+43 664 218 47 14",
    sort_order: 3,
    description:
      "Lukas Haberl verbindet technisches Wissen mit Marktkenntnis: Als Bauingenieur beurteilt er Bausubstanz, Nutzungsmöglichkeiten und Entwicklungspotenzial von Büros, Geschäftslokalen und Zinshäusern.\nInvestorinnen und Investoren schätzen seine nüchternen Renditeberechnungen und seine Erfahrung bei Baurechts- und Widmungsfragen.",
  }),
  agent({
    id: "9a1b3c5d-2e4f-4a6b-8c0d-1e2f3a4b5c6d",
    name: "Élodie Krainer",
    anrede: "Frau",
    vorname: "Élodie",
    nachname: "Krainer",
    position: "Vermietung & Relocation",
    education: "Master Internationales Management, WU Wien",
    email: "elodie.krainer@donau-estate.example",
    phone: "+43 664 218 47 16",
    // Same sort order as Lukas Haberl on purpose: the team page then sorts these two by name.
    sort_order: 3,
    description:
      "Élodie Krainer ist die Ansprechpartnerin für Mieterinnen und Mieter sowie für Vermieter, die ihre Wohnung verlässlich vergeben möchten. Sie spricht Deutsch, Französisch und Englisch und begleitet internationale Fachkräfte beim Ankommen in Wien.\nVon der Bonitätsprüfung bis zum Übergabeprotokoll sorgt sie für eine reibungslose Vermietung.",
  }),
  agent({
    id: "3f2504e0-4f89-41d3-9a0c-0305e82c3301",
    name: "Thomas Weiß",
    anrede: "Herr",
    vorname: "Thomas",
    nachname: "Weiß",
    position: "Immobilienmakler Niederösterreich",
    education: null,
    email: "thomas.weiss@donau-estate.example",
    phone: "+43 664 218 47 18",
    sort_order: 5,
    description:
      "Thomas Weiß ist in Mödling aufgewachsen und betreut Häuser, Grundstücke und Wohnungen im Wiener Umland – von Klosterneuburg über Perchtoldsdorf bis Baden.\nEr kennt Bebauungspläne, Gemeindeabgaben und die besten Heurigen der Region gleichermaßen.",
  }),
  agent({
    id: "b5a7c1e2-6d8f-4e3a-9b1c-2d4e6f8a0b1c",
    name: "Katharina Gruber-Nußbaumer",
    anrede: "Frau",
    vorname: "Katharina",
    nachname: "Gruber-Nußbaumer",
    position: "Assistenz & Kundenbetreuung",
    broker: false,
    education: "Lehrgang Immobilienassistenz, WIFI Wien",
    email: "katharina.gruber-nussbaumer@donau-estate.example",
    phone: "+43 664 218 47 20",
    // No sort order in the source data: stored as the spec's default 1000 (section 9).
    sort_order: null,
    description: null,
  }),
];
