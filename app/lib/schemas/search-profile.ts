// The staff form "Suchprofil anlegen" on /admin/suchauftraege (ADR 0390): a contact's search,
// entered by staff. Browser (Conform) and action validate with this schema.
import { z } from "zod";
import { PROFILE_MARKETING, PROFILE_TYPES } from "./options";
import { emailField, INVALID_CHARS_MESSAGE, MAX, phoneField, requiredText } from "./shared";

export { PROFILE_MARKETING, PROFILE_TYPES };

/** Districts a profile may name (more make no sense for one search). */
export const MAX_PROFILE_DISTRICTS = 30;

const NUMBER_MESSAGE = "Bitte geben Sie eine ganze Zahl ein, z. B. 350000.";

/** An optional whole number as staff type it ("350.000", "350 000"); empty is no limit. */
function optionalNumber() {
  return z
    .string()
    .trim()
    .max(20, NUMBER_MESSAGE)
    .transform((value, context) => {
      const digits = value.replace(/[.\s']/g, "");
      if (!/^\d{1,10}$/.test(digits)) {
        context.addIssue({ code: "custom", message: NUMBER_MESSAGE });
        return z.NEVER;
      }
      return Number(digits);
    })
    .optional();
}

const district = z
  .string()
  .trim()
  .min(1, "Bitte wählen Sie Bezirke aus der Liste.")
  .max(MAX.name, "Bitte wählen Sie Bezirke aus der Liste.")
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  .refine((value) => !/[\u0000-\u001F\u007F-\u009F\uFFFD]/.test(value), INVALID_CHARS_MESSAGE);

const RANGES = [
  ["preisVon", "preisBis", "Preis"],
  ["flaecheVon", "flaecheBis", "Fläche"],
  ["zimmerVon", "zimmerBis", "Zimmer"],
] as const;

export const searchProfileSchema = z
  .object({
    intent: z.literal("create"),
    email: emailField("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
    name: requiredText("Bitte geben Sie den Namen ein.", { max: MAX.name }),
    telefon: phoneField("Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.").optional(),
    vermarktung: z.enum(["kauf", "miete"], { error: "Bitte wählen Sie Kauf oder Miete." }),
    objektart: z
      .enum(["apartment", "house", "villa", "office", "land", "commercial"], { error: "Bitte wählen Sie eine Objektart aus der Liste." })
      .optional(),
    bezirke: z
      .array(district)
      .max(MAX_PROFILE_DISTRICTS, `Bitte wählen Sie höchstens ${MAX_PROFILE_DISTRICTS} Bezirke.`)
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
    preisVon: optionalNumber(),
    preisBis: optionalNumber(),
    flaecheVon: optionalNumber(),
    flaecheBis: optionalNumber(),
    zimmerVon: optionalNumber(),
    zimmerBis: optionalNumber(),
    anfrage: z
      .string()
      .trim()
      .regex(/^[0-9a-f-]{36}$/, "Diese Anfrage gibt es nicht.")
      .optional(),
  })
  .superRefine((value, context) => {
    for (const [from, to, label] of RANGES) {
      const min = value[from];
      const max = value[to];
      if (min !== undefined && max !== undefined && min > max) {
        context.addIssue({ code: "custom", path: [to], message: `${label} bis muss mindestens so groß sein wie ${label} von.` });
      }
    }
  });

export type SearchProfileInput = z.output<typeof searchProfileSchema>;

/** What search_profiles.criteria holds. */
export interface SearchProfileCriteria {
  objektart: string | null;
  bezirke: string[];
  preisVon: number | null;
  preisBis: number | null;
  flaecheVon: number | null;
  flaecheBis: number | null;
  zimmerVon: number | null;
  zimmerBis: number | null;
}

export function criteriaOf(input: SearchProfileInput): SearchProfileCriteria {
  return {
    objektart: input.objektart ?? null,
    bezirke: input.bezirke,
    preisVon: input.preisVon ?? null,
    preisBis: input.preisBis ?? null,
    flaecheVon: input.flaecheVon ?? null,
    flaecheBis: input.flaecheBis ?? null,
    zimmerVon: input.zimmerVon ?? null,
    zimmerBis: input.zimmerBis ?? null,
  };
}

/** The stored JSON read back; anything unusable is no limit. */
export function parseCriteria(json: string): SearchProfileCriteria {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === "object") raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const num = (key: string) => (typeof raw[key] === "number" && Number.isFinite(raw[key]) ? (raw[key] as number) : null);
  return {
    objektart: typeof raw.objektart === "string" ? raw.objektart : null,
    bezirke: Array.isArray(raw.bezirke) ? raw.bezirke.filter((item): item is string => typeof item === "string") : [],
    preisVon: num("preisVon"),
    preisBis: num("preisBis"),
    flaecheVon: num("flaecheVon"),
    flaecheBis: num("flaecheBis"),
    zimmerVon: num("zimmerVon"),
    zimmerBis: num("zimmerBis"),
  };
}
