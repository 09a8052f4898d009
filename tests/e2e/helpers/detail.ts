// The seeded flat the detail specs measure, and the key facts its page shows under the price in
// this order (ADR 0362): the monthly costs, the floor with its lift, Baujahr, Zustand, the heating
// ('Gas' over 'Zentralheizung') and when it is free.
export const SEEDED_FLAT = "/immobilien/210284";

export const SEEDED_FLAT_KEY_FACTS = [
  "Wohnfläche",
  "Zimmer",
  "Kaufpreis pro m²",
  "Monatskosten brutto",
  "Etage, kein Lift",
  "Baujahr",
  "Zustand",
  "Heizung",
  "Verfügbar",
] as const;
