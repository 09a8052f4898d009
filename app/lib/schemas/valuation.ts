// Valuation wizard, one schema per step; the server validates every step up to the current one
// on every post, so no step's rules can be skipped.
import { z } from "zod";
import { CONDITIONS, CONTACT_PREFERENCES, PROPERTY_TYPES, SALES_INTENTIONS, STEP_FIELDS, TOTAL_STEPS } from "./options";
import {
  emailField,
  MAX,
  mustBeChecked,
  optionalCheckbox,
  optionalPhoneField,
  optionalText,
  phoneNeededWhen,
  requiredText,
} from "./shared";

export { CONDITIONS, CONTACT_PREFERENCES, PROPERTY_TYPES, SALES_INTENTIONS, STEP_FIELDS, TOTAL_STEPS };

const DECIMAL = /^\d{1,7}([.,]\d{1,2})?$/;
const YEAR_OR_RANGE = /^\d{4}(\s*-\s*\d{4})?$/;
const POSTAL_CODE = /^\d{4,5}$/;

const optionalNumber = optionalText({ max: 10 }).refine(
  (value) => value === undefined || DECIMAL.test(value),
  "Bitte geben Sie eine gültige Zahl ein",
);

export const stepSchemas = [
  z.object({
    propertyType: z.enum(["apartment", "house", "land"], { error: "Bitte wählen Sie einen Immobilientyp aus" }),
  }),
  z.object({
    livingArea: requiredText("Wohnfläche ist erforderlich", { max: 10 }).refine(
      (v) => DECIMAL.test(v),
      "Bitte geben Sie eine gültige Zahl ein",
    ),
    yearBuilt: requiredText("Baujahr ist erforderlich", { max: 11 }).refine(
      (v) => YEAR_OR_RANGE.test(v),
      "Bitte geben Sie ein gültiges Baujahr oder Zeitraum an (z.B. 2000 oder 1990-2000)",
    ),
    condition: z.enum(CONDITIONS, { error: "Zustand ist erforderlich" }),
    totalArea: optionalNumber,
    rooms: optionalNumber,
    bedrooms: optionalNumber,
    bathrooms: optionalNumber,
    hasGarden: optionalCheckbox,
    hasBalcony: optionalCheckbox,
    hasParking: optionalCheckbox,
  }),
  z.object({
    postalCode: requiredText("Bitte geben Sie eine gültige Postleitzahl ein", { max: 5 }).refine(
      (v) => POSTAL_CODE.test(v),
      "Bitte geben Sie eine gültige Postleitzahl ein",
    ),
    city: requiredText("Bitte geben Sie einen gültigen Ort ein", { min: 2, max: MAX.name }),
    street: requiredText("Bitte geben Sie eine gültige Straße und Hausnummer ein", { min: 3, max: MAX.short }),
  }),
  z.object({
    salesIntention: z.enum(["selling", "curious"], { error: "Bitte wählen Sie Ihr Anliegen aus" }),
  }),
  z.object({
    firstName: requiredText("Vorname muss mindestens 2 Zeichen lang sein", { min: 2, max: MAX.name }),
    lastName: requiredText("Nachname muss mindestens 2 Zeichen lang sein", { min: 2, max: MAX.name }),
    email: emailField("Ungültige E-Mail-Adresse"),
    // Optional unless a call is the preferred contact (ADR 0389).
    phone: optionalPhoneField({ invalid: "Ungültige Telefonnummer" }),
    contactPreference: z.enum(["email", "phone"]).default("email"),
    agreeToTerms: mustBeChecked("Sie müssen den Datenschutzbestimmungen zustimmen"),
  }),
] as const;

// A call as the preferred contact needs the otherwise optional number.
const callNeedsPhone = phoneNeededWhen<Record<string, unknown>>(
  "phone",
  (value) => value.contactPreference === "phone",
  "Telefonnummer ist erforderlich",
);

/** Every step's rules from the first up to `step`, so earlier answers are checked again. */
export function schemaUpTo(step: number) {
  const last = Math.max(0, Math.min(stepSchemas.length - 1, step));
  let schema: z.ZodObject = stepSchemas[0];
  for (let i = 1; i <= last; i++) schema = schema.extend((stepSchemas[i] as z.ZodObject).shape);
  return last === stepSchemas.length - 1 ? schema.superRefine(callNeedsPhone) : schema;
}

export const valuationSchema = stepSchemas[0]
  .extend(stepSchemas[1].shape)
  .extend(stepSchemas[2].shape)
  .extend(stepSchemas[3].shape)
  .extend(stepSchemas[4].shape)
  .superRefine(callNeedsPhone);

export type ValuationRequest = z.infer<typeof valuationSchema>;

/** The step that owns a field, or -1. */
export function stepOfField(name: string): number {
  return STEP_FIELDS.findIndex((fields) => fields.includes(name));
}

/**
 * The step check shown above the form when Next is blocked (section 4/5), in the spec's order;
 * null when the field messages say it all (step 4).
 */
export function stepCheckMessage(
  step: number,
  errors: Record<string, unknown> | null | undefined,
  values: Record<string, unknown>,
): string | null {
  const has = (name: string) => Boolean(errors?.[name]);
  const blank = (name: string) => typeof values[name] !== "string" || (values[name] as string).trim() === "";
  switch (step) {
    case 0:
      return has("propertyType") ? "Bitte wählen Sie einen Immobilientyp aus" : null;
    case 1:
      if (has("livingArea")) return "Bitte geben Sie die Wohnfläche ein";
      if (has("yearBuilt")) return "Bitte geben Sie das Baujahr ein";
      if (has("condition")) return "Bitte wählen Sie den Zustand der Immobilie aus";
      return null;
    case 2:
      return ["postalCode", "city", "street"].some(blank) ? "Bitte füllen Sie alle Pflichtfelder zur Adresse aus" : null;
    case 3:
      return has("salesIntention") ? "Bitte wählen Sie Ihr Anliegen aus" : null;
    default:
      return null;
  }
}

function labelOf(list: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

export function propertyTypeLabel(value: string): string {
  return labelOf(PROPERTY_TYPES, value);
}

/**
 * What the thank-you repeats of the request (review 57: the owner could not check for a typo):
 * the kind, the area and the postal code travel in its address; never a name, street or e-mail.
 * Values that are not the wizard's own shapes are dropped, so nothing foreign is echoed.
 */
export interface ValuationRecap {
  type: string;
  area: string | null;
  postalCode: string | null;
}

export function valuationRecapQuery(request: Pick<ValuationRequest, "propertyType" | "livingArea" | "postalCode">): string {
  const query = new URLSearchParams({ plz: request.postalCode, art: request.propertyType, flaeche: request.livingArea });
  return `danke&${query}`;
}

export function readValuationRecap(query: URLSearchParams): ValuationRecap | null {
  const type = PROPERTY_TYPES.find((option) => option.value === query.get("art"));
  if (!type) return null;
  const area = query.get("flaeche") ?? "";
  const plz = query.get("plz") ?? "";
  return {
    type: type.label,
    area: DECIMAL.test(area) ? `${area.replace(".", ",")}\u00a0m²` : null,
    postalCode: POSTAL_CODE.test(plz) ? plz : null,
  };
}

/** Readable German summary for `anfrage` and the mails. */
export function summarizeValuation(request: ValuationRequest): string {
  const yesNo = (value: boolean) => (value ? "ja" : "nein");
  const lines = [
    `Immobilientyp: ${propertyTypeLabel(request.propertyType)}`,
    `Wohnfläche: ${request.livingArea} m²`,
    `Baujahr: ${request.yearBuilt}`,
    `Zustand: ${request.condition}`,
  ];
  if (request.totalArea) lines.push(`Grundstücksfläche: ${request.totalArea} m²`);
  if (request.rooms) lines.push(`Zimmer: ${request.rooms}`);
  if (request.bedrooms) lines.push(`Schlafzimmer: ${request.bedrooms}`);
  if (request.bathrooms) lines.push(`Badezimmer: ${request.bathrooms}`);
  lines.push(`Garten: ${yesNo(request.hasGarden)}, Balkon: ${yesNo(request.hasBalcony)}, Parkplatz: ${yesNo(request.hasParking)}`);
  lines.push(`Adresse: ${request.street}, ${request.postalCode} ${request.city}`);
  lines.push(`Anliegen: ${labelOf(SALES_INTENTIONS, request.salesIntention)}`);
  lines.push(`Bevorzugter Kontakt: ${labelOf(CONTACT_PREFERENCES, request.contactPreference)}`);
  return lines.join("\n");
}
