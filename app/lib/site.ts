// The brokerage's own data, in one place. Every value is a fictional example; production sets
// SITE_URL, MAIL_FROM, MAIL_TO and MAP_STYLE_URL through wrangler.toml vars.

export const site = {
  brand: "Donau Estate",
  legalName: "Donau Estate Immobilien GmbH",
  tagline: "Ihr zuverlässiger Partner für Immobilien in Wien und Niederösterreich",
  address: {
    street: "Musterplatz 1",
    postalCode: "1010",
    city: "Wien",
    country: "Österreich",
    countryCode: "AT",
  },
  geo: { lat: 48.2085, lon: 16.3721 },
  phone: "+43 1 234 56 78",
  phoneHref: "tel:+4312345678",
  email: "office@donau-estate.example",
  openingHours: "Mo–Fr 9:00–18:00",
  social: {
    facebook: "https://www.facebook.com/donau-estate.example",
    instagram: "https://www.instagram.com/donau-estate.example",
    linkedin: "https://www.linkedin.com/company/donau-estate-example",
  },
  imprint: {
    managingDirector: "Mag. Jürgen Österreicher",
    companyRegister: "FN 000000x",
    registerCourt: "Handelsgericht Wien",
    vatId: "ATU00000000",
    authority: "Magistratisches Bezirksamt für den 1. Bezirk",
    chamber: "Wirtschaftskammer Wien, Fachgruppe Immobilien- und Vermögenstreuhänder",
    tradeLicence: "Immobilienmakler (reglementiertes Gewerbe), verliehen in Österreich",
    tradeRules: "Gewerbeordnung (GewO), Immobilienmaklerverordnung (ImmMV), Maklergesetz (MaklerG)",
    tradeRulesUrl: "https://www.ris.bka.gv.at",
  },
} as const;

export type Site = typeof site;

// Kept importable from here for server code; it lives in lib/url.ts (see there).
export { absoluteUrl } from "~/lib/url";
