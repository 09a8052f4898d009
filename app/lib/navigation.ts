// Main navigation and footer link groups (public-site.md "Shared frame"). One list feeds the
// desktop menu, the mobile menu and the footer, so the three never drift apart.

export interface NavLink {
  to: string;
  label: string;
}

export interface NavGroup extends NavLink {
  children: NavLink[];
}

/** Top-level call to action in the menu bar. */
export const valuationCta: NavLink = { to: "/immobilien/bewertung", label: "Jetzt Immobilie bewerten" };

export const mainNavigation: Array<NavGroup | NavLink> = [
  {
    to: "/immobilien",
    label: "Immobilien",
    children: [
      { to: "/immobilien", label: "Alle Immobilien" },
      { to: "/immobilien/vermarktung", label: "Immobilie vermarkten" },
      { to: "/immobilien/bewertung", label: "Immobilie bewerten" },
      { to: "/immobilien/suchauftrag", label: "Suchauftrag" },
    ],
  },
  {
    // /investment itself redirects to the apartments page (DESIGN.md section 3).
    to: "/investment",
    label: "Investment in Immobilien",
    children: [
      { to: "/investment/anlagewohnungen", label: "Anlagewohnungen" },
      { to: "/investment/zinshauser", label: "Zinshäuser" },
    ],
  },
  {
    to: "/uber-uns",
    label: "Über uns",
    children: [
      { to: "/uber-uns", label: "Über uns" },
      { to: "/uber-uns/karriere", label: "Karriere" },
      { to: "/uber-uns/selbststandige-makler", label: "Selbstständige Makler" },
    ],
  },
  { to: "/blog", label: "Blog" },
];

export const contactLink: NavLink = { to: "/kontakt", label: "Kontakt" };

export function isGroup(item: NavGroup | NavLink): item is NavGroup {
  return "children" in item;
}

export const quickLinks: NavLink[] = [
  { to: "/immobilien", label: "Immobilien" },
  { to: "/immobilien/bewertung", label: "Immobilienbewertung" },
  { to: "/uber-uns", label: "Über uns" },
  { to: "/uber-uns#team", label: "Team" },
  { to: "/blog", label: "Blog" },
  { to: "/kontakt", label: "Kontakt" },
];

/**
 * The footer's legal links on every page, the exposé's standalone pages included. "Vertrag
 * widerrufen" is the withdrawal function on every page (Art. 11a Directive 2011/83/EU).
 */
export const legalLinks: NavLink[] = [
  { to: "/impressum", label: "Impressum" },
  { to: "/datenschutz", label: "Datenschutz" },
  { to: "/barrierefreiheit", label: "Barrierefreiheit" },
  { to: "/widerruf", label: "Vertrag widerrufen" },
];

// 'Dienstleistungen': sell, let, search order, investment apartments.
export const serviceLinks: NavLink[] = [
  { to: "/immobilien/vermarktung", label: "Immobilie verkaufen" },
  { to: "/immobilien/vermarktung", label: "Immobilie vermieten" },
  { to: "/immobilien/suchauftrag", label: "Suchauftrag" },
  { to: "/investment/anlagewohnungen", label: "Anlagewohnungen" },
];

const district = (slug: string, label: string): NavLink => ({ to: `/immobilien/makler-beauftragen/${slug}`, label });

/** The 15 district landing pages (public-site.md "District landing pages"), grouped by region. */
export const regionGroups: Array<{ label: string; links: NavLink[] }> = [
  {
    label: "Wien Innenstadt",
    links: [
      district("wien-1-bezirk-innere-stadt", "1. Bezirk – Innere Stadt"),
      district("wien-4-bezirk-wieden", "4. Bezirk – Wieden"),
      district("wien-6-bezirk-mariahilf", "6. Bezirk – Mariahilf"),
      district("wien-7-bezirk-neubau", "7. Bezirk – Neubau"),
    ],
  },
  {
    label: "Wien Ost",
    links: [
      district("wien-3-bezirk-landstrasse", "3. Bezirk – Landstraße"),
      district("wien-22-bezirk-donaustadt", "22. Bezirk – Donaustadt"),
    ],
  },
  {
    label: "Wien West",
    links: [district("wien-13-bezirk-hietzing", "13. Bezirk – Hietzing")],
  },
  {
    label: "Wien Nord",
    links: [district("wien-9-bezirk-alsergrund", "9. Bezirk – Alsergrund"), district("wien-19-bezirk-doebling", "19. Bezirk – Döbling")],
  },
  {
    label: "Niederösterreich",
    links: [
      district("modling", "Mödling"),
      district("korneuburg", "Korneuburg"),
      district("klosterneuburg", "Klosterneuburg"),
      district("brunn-am-gebirge", "Brunn am Gebirge"),
      district("perchtoldsdorf", "Perchtoldsdorf"),
      district("baden", "Baden"),
    ],
  },
];
