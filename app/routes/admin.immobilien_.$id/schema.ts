// The staff edit form of a listing not from justimmo: the Energieausweis values § 3 EAVG wants in
// every advert and the monthly costs the detail page shows. German messages; a decimal comma is
// accepted; HWB and fGEE each need a value or a class, or the form is no fix at all, except on a
// plot: it has no building, so § 3 EAVG asks for no certificate (as the energy gaps list says).
import { z } from "zod";

/** The classes of an Austrian Energieausweis (OIB-Richtlinie 6): A++ to G. */
export const ENERGY_CLASS_CHOICES = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;

/** A decimal with comma or point; `asObject` and `asSubject` are the label in the two German cases. */
function decimal(asObject: string, asSubject: string, example: string, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, `Bitte geben Sie ${asObject} als Zahl ein, z. B. ${example}.`)
    .transform((value) => Number(value.replace(",", ".")))
    .refine((value) => value <= max, `${asSubject} darf höchstens ${String(max).replace(".", ",")} betragen.`)
    .optional();
}

const energyClass = (label: string) =>
  z.enum(ENERGY_CLASS_CHOICES, { error: `Bitte wählen Sie die ${label}-Klasse aus der Liste (A++ bis G).` }).optional();

/** JJJJ-MM-TT (the date field) or TT.MM.JJJJ (typed where the browser has no date field), as JJJJ-MM-TT. */
const validUntil = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const typed = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
    const iso = typed ? `${typed[3]}-${typed[2]?.padStart(2, "0")}-${typed[1]?.padStart(2, "0")}` : value;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "Bitte geben Sie das Datum als TT.MM.JJJJ an, z. B. 31.12.2032." });
      return z.NEVER;
    }
    // The calendar must know the day: 30.02. rolls over to March in Date, so compare back.
    const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
    if (day.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: "custom", message: "Dieses Datum gibt es nicht." });
      return z.NEVER;
    }
    return iso;
  })
  .optional();

/** The form's rules; `building` is false for a plot, which needs no Energieausweis. */
export const listingValuesSchema = ({ building }: { building: boolean }) =>
  z
    .object({
      intent: z.literal("werte"),
      hwbwert: decimal("den HWB", "Der HWB", "45,2", 1000).refine(
        (value) => value === undefined || value > 0,
        "Der HWB muss größer als 0 sein.",
      ),
      hwbklasse: energyClass("HWB"),
      fgeewert: decimal("den fGEE", "Der fGEE", "0,85", 10).refine(
        (value) => value === undefined || value > 0,
        "Der fGEE muss größer als 0 sein.",
      ),
      fgeeklasse: energyClass("fGEE"),
      energie_gueltig_bis: validUntil,
      betriebskostennetto: decimal("die Betriebskosten", "Die Betriebskosten", "180,50", 100000),
      heizkostennetto: decimal("die Heizkosten", "Die Heizkosten", "65", 100000),
      sonstigekostennetto: decimal("die sonstigen Kosten", "Die sonstigen Kosten", "20", 100000),
      reparaturruecklage_netto: decimal("die Reparaturrücklage", "Die Reparaturrücklage", "90", 100000),
      monatlichekostenbrutto: decimal("die Monatskosten brutto", "Die Monatskosten brutto", "390", 100000),
    })
    .superRefine((value, ctx) => {
      if (!building) return;
      if (value.hwbwert === undefined && value.hwbklasse === undefined) {
        ctx.addIssue({ code: "custom", path: ["hwbwert"], message: "Bitte geben Sie den HWB-Wert oder die HWB-Klasse an (§ 3 EAVG)." });
      }
      if (value.fgeewert === undefined && value.fgeeklasse === undefined) {
        ctx.addIssue({ code: "custom", path: ["fgeewert"], message: "Bitte geben Sie den fGEE-Wert oder die fGEE-Klasse an (§ 3 EAVG)." });
      }
    });

export const INTENTS = ["werte", "offline", "online"] as const;
