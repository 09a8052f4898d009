// Contact form on /kontakt (public-site.md section 5 "Contact form").
import { z } from "zod";
import { CONTACT_TOPICS } from "./contact-topics";
import { ANREDE_OPTIONS } from "./options";
import { emailField, MAX, optionalPhoneField, requiredText } from "./shared";

export const contactSchema = z.object({
  thema: z.enum(CONTACT_TOPICS, { error: "Bitte wählen Sie ein Thema aus der Liste" }).optional(),
  anrede: z.enum(ANREDE_OPTIONS, { error: "Bitte wählen Sie eine Anrede" }),
  vorname: requiredText("Bitte geben Sie Ihren Vornamen ein", { min: 2, max: MAX.name }),
  nachname: requiredText("Bitte geben Sie Ihren Nachnamen ein", { min: 2, max: MAX.name }),
  email: emailField("Ungültige E-Mail-Adresse"),
  // Optional: the e-mail is the way back (ADR 0389).
  phone: optionalPhoneField(),
  subject: requiredText("Bitte geben Sie einen Betreff ein", { min: 2, max: MAX.short }),
  message: requiredText("Bitte geben Sie eine Nachricht ein (min. 10 Zeichen)", { min: 10, max: MAX.message, multiline: true }),
});

export type ContactInquiry = z.infer<typeof contactSchema>;
