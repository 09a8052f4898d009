// The contact form's optional "Worum geht es?" (ADR 0336), so the inbox tells a seller from a
// tenant. Its own module, without zod: /kontakt renders the chips on first load and loads the
// schema (schemas/contact.ts) only on demand.
export const CONTACT_TOPICS = ["Kaufen", "Mieten", "Verkaufen", "Vermieten", "Bewertung", "Sonstiges"] as const;
