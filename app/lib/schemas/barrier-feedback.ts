// Feedback on barriers from the accessibility statement (BaFG).
import { z } from "zod";
import { emailField, MAX, optionalText, requiredText } from "./shared";

export const barrierFeedbackSchema = z.object({
  name: optionalText({ max: MAX.name }),
  email: emailField("Bitte geben Sie eine gültige E-Mail-Adresse ein, damit wir Ihnen antworten können"),
  seite: optionalText({ max: 300 }),
  nachricht: requiredText("Bitte beschreiben Sie die Barriere (min. 10 Zeichen)", { min: 10, max: MAX.message, multiline: true }),
});

export type BarrierFeedback = z.infer<typeof barrierFeedbackSchema>;
