// The staff edit form of a listing not from justimmo: the Energieausweis values § 3 EAVG wants in
// every advert and the monthly costs the detail page shows. German messages; a decimal comma is
// accepted; HWB and fGEE each need a value or a class, or the form is no fix at all.
import { z } from "zod";

export const ENERGY_CLASS_CHOICES = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G", "H"] as const;

function decimal(label: string, example: string, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, `Bitte geben Sie ${label} als Zahl ein, z. B. ${example}.`)
    .transform((value) => Number(value.replace(",", ".")))
    .refine((value) => value <= max, `${label}: höchstens ${String(max).replace(".", ",")}.`)
    .optional();
}

const energyClass = (label: string) =>
  z.enum(ENERGY_CLASS_CHOICES, { error: `Bitte wählen Sie die ${label}-Klasse aus der Liste (A++ bis H).` }).optional();

export const listingValuesSchema = z
  .object({
    intent: z.literal("werte"),
    hwbwert: decimal("den HWB", "45,2", 1000).refine((value) => value === undefined || value > 0, "Der HWB muss größer als 0 sein."),
    hwbklasse: energyClass("HWB"),
    fgeewert: decimal("den fGEE", "0,85", 10).refine((value) => value === undefined || value > 0, "Der fGEE muss größer als 0 sein."),
    fgeeklasse: energyClass("fGEE"),
    energie_gueltig_bis: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie das Datum als TT.MM.JJJJ an.")
      .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Dieses Datum gibt es nicht.")
      .optional(),
    betriebskostennetto: decimal("die Betriebskosten", "180,50", 100000),
    heizkostennetto: decimal("die Heizkosten", "65", 100000),
    sonstigekostennetto: decimal("die sonstigen Kosten", "20", 100000),
    reparaturruecklage_netto: decimal("die Reparaturrücklage", "90", 100000),
    monatlichekostenbrutto: decimal("die Monatskosten brutto", "390", 100000),
  })
  .superRefine((value, ctx) => {
    if (value.hwbwert === undefined && value.hwbklasse === undefined) {
      ctx.addIssue({ code: "custom", path: ["hwbwert"], message: "Bitte geben Sie den HWB-Wert oder die HWB-Klasse an (§ 3 EAVG)." });
    }
    if (value.fgeewert === undefined && value.fgeeklasse === undefined) {
      ctx.addIssue({ code: "custom", path: ["fgeewert"], message: "Bitte geben Sie den fGEE-Wert oder die fGEE-Klasse an (§ 3 EAVG)." });
    }
  });

export const INTENTS = ["werte", "offline", "online"] as const;
