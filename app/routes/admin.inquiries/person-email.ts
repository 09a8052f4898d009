// The e-mail address staff enter to export or delete one person's data (GDPR Art. 15/17).
import { z } from "zod";

export const PERSON_EMAIL_MESSAGE = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";

export const personEmailSchema = z.string().trim().toLowerCase().max(254).email();
