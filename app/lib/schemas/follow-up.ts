// The lead page's "Wiedervorlage" form: a day (or one of the quick choices), an optional
// time and the next step; "Erledigt/entfernen" clears it. Browser-safe: the same schema gives the
// inputs their native constraints. Whether the day lies ahead depends on the clock: the action
// checks it with followUpDateProblem (lib/follow-up.ts).
import { z } from "zod";
import { FOLLOW_UP_NOTE_MAX, QUICK_FOLLOW_UPS } from "~/lib/follow-up";
import { isCalendarDate } from "~/lib/viewing-time";
import { INVALID_CHARS_MESSAGE } from "./shared";

const DATE_MESSAGE = "Bitte wählen Sie ein Datum (TT.MM.JJJJ).";
const TIME_MESSAGE = "Bitte geben Sie eine Uhrzeit an (z. B. 10:00) oder lassen Sie das Feld leer.";
/** Control characters and line breaks: the next step is one line (as shared.ts's single-line fields). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const JUNK = /[\u0000-\u001F\u007F-\u009F\uFFFD\u2028\u2029]/;

const quick = QUICK_FOLLOW_UPS.map((choice) => choice.value) as [string, ...string[]];

export const followUpSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("follow-up"),
      /** A quick-choice button ("morgen", "3-tage", "naechste-woche"): its day wins over the field's. */
      schnell: z.enum(quick).optional(),
      datum: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
        .refine(isCalendarDate, "Dieses Datum gibt es nicht.")
        .optional(),
      uhrzeit: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE)
        .optional(),
      schritt: z
        .string()
        .trim()
        .max(FOLLOW_UP_NOTE_MAX, `Der nächste Schritt hat höchstens ${FOLLOW_UP_NOTE_MAX} Zeichen.`)
        .refine((value) => !JUNK.test(value), INVALID_CHARS_MESSAGE)
        .optional(),
    })
    .refine((value) => value.schnell !== undefined || value.datum !== undefined, {
      path: ["datum"],
      message: "Bitte wählen Sie ein Datum oder „Morgen“, „In 3 Tagen“ oder „Nächste Woche“.",
    }),
  z.object({ intent: z.literal("follow-up-clear") }),
]);

export type FollowUpInput = z.infer<typeof followUpSchema>;
