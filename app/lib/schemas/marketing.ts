// Owner form on /immobilien/vermarktung (leads-legal-admin.md section 5 "Marketing form").
import { z } from "zod";
import { emailField, MAX, optionalPhoneField, requiredText } from "./shared";

export const marketingSchema = z.object({
  vorname: requiredText("Vorname ist erforderlich", { min: 2, max: MAX.name }),
  nachname: requiredText("Nachname ist erforderlich", { min: 2, max: MAX.name }),
  email: emailField("Ungültige E-Mail-Adresse"),
  // Optional: the e-mail is the way back (ADR 0389).
  tel: optionalPhoneField(),
  propertyType: requiredText("Immobilientyp ist erforderlich", { min: 2, max: MAX.name }),
  anfrage: requiredText("Nachricht ist erforderlich (min. 10 Zeichen)", { min: 10, max: MAX.message, multiline: true }),
});

export type MarketingInquiry = z.infer<typeof marketingSchema>;
