// The viewing forms: the visitor's booking (with consent and the optional § 10 FAGG request) and
// the staff form that opens a viewing window. Browser-safe: Conform validates with the same schema.
import { z } from "zod";
import { emailField, MAX, mustBeChecked, optionalCheckbox, optionalText, phoneField, requiredText } from "./shared";

const SLOT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const SLOT_REQUIRED_MESSAGE = "Bitte wählen Sie einen Termin aus.";

export const slotIdField = z.string({ error: SLOT_REQUIRED_MESSAGE }).regex(SLOT_ID, SLOT_REQUIRED_MESSAGE);

export const viewingBookingSchema = z.object({
  slotId: slotIdField,
  name: requiredText("Bitte geben Sie Ihren Namen ein", { min: 2, max: MAX.name }),
  email: emailField("Gültige E-Mail-Adresse ist erforderlich"),
  tel: phoneField("Telefonnummer ist erforderlich", { min: 5 }),
  vorzeitigerBeginn: optionalCheckbox,
  privacyConsent: mustBeChecked("Sie müssen den Datenschutzbestimmungen zustimmen"),
});

export type ViewingBooking = z.infer<typeof viewingBookingSchema>;

export const SLOT_LENGTHS = [15, 20, 30, 45, 60, 90] as const;
export const BUFFER_LENGTHS = [0, 5, 10, 15, 30] as const;
export const MAX_SEATS = 50;

const TIME_MESSAGE = "Bitte geben Sie eine Uhrzeit an (z. B. 10:00).";

/** The staff form on /admin/besichtigungen that opens a window. */
export const viewingWindowSchema = z
  .object({
    immobilieId: z.coerce.number({ error: "Bitte wählen Sie eine Immobilie aus." }).int().positive("Bitte wählen Sie eine Immobilie aus."),
    datum: z.string({ error: "Bitte wählen Sie ein Datum." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte wählen Sie ein Datum."),
    von: z.string({ error: TIME_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE),
    bis: z.string({ error: TIME_MESSAGE }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE),
    slotMinuten: z.coerce
      .number({ error: "Bitte wählen Sie die Dauer eines Termins." })
      .int()
      .refine((value) => (SLOT_LENGTHS as readonly number[]).includes(value), "Bitte wählen Sie die Dauer eines Termins."),
    pufferMinuten: z.coerce
      .number()
      .int()
      .refine((value) => (BUFFER_LENGTHS as readonly number[]).includes(value), "Bitte wählen Sie den Puffer.")
      .default(0),
    plaetze: z.coerce
      .number({ error: `Bitte geben Sie 1 bis ${MAX_SEATS} Plätze an.` })
      .int(`Bitte geben Sie 1 bis ${MAX_SEATS} Plätze an.`)
      .min(1, `Bitte geben Sie 1 bis ${MAX_SEATS} Plätze an.`)
      .max(MAX_SEATS, `Bitte geben Sie 1 bis ${MAX_SEATS} Plätze an.`),
    agentId: optionalText({ max: 64 }),
    adresse: optionalText({ max: 200 }),
    treffpunkt: optionalText({ max: 200 }),
  })
  .refine((value) => value.bis > value.von, { path: ["bis"], message: "Das Ende muss nach dem Beginn liegen." });

export type ViewingWindowInput = z.infer<typeof viewingWindowSchema>;
