// The contact form's optional "Worum geht es?", so the inbox tells a seller from a
// tenant. Its own module, without zod: /kontakt renders the chips on first load and loads the
// schema (schemas/contact.ts) only on demand.
export const CONTACT_TOPICS = ["Kaufen", "Mieten", "Verkaufen", "Vermieten", "Bewertung", "Sonstiges"] as const;

/**
 * The Betreff a picked topic suggests while the field is empty (review 57: the chips and the
 * required Betreff asked the same question twice). With JavaScript only; the visitor may change it.
 */
export const CONTACT_TOPIC_SUBJECTS: Readonly<Record<(typeof CONTACT_TOPICS)[number], string>> = {
  Kaufen: "Ich suche eine Immobilie zum Kauf",
  Mieten: "Ich suche eine Immobilie zur Miete",
  Verkaufen: "Ich möchte meine Immobilie verkaufen",
  Vermieten: "Ich möchte meine Immobilie vermieten",
  Bewertung: "Ich möchte meine Immobilie bewerten lassen",
  Sonstiges: "",
};
