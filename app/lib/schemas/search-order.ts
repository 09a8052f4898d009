// Search order (Suchauftrag) on /immobilien/suchauftrag (leads-legal-admin.md sections 3 and 5
// "Search order"). Required is what a broker needs to act: Kauf/Miete, Nutzung, Ort/Region and
// the e-mail; the person's name, Anrede and phone are optional, and no consent box is asked
// (the visitor's own request, Art. 6 Abs. 1 lit. b DSGVO; ADR 0389).
import { z } from "zod";
import { formatEuro } from "~/lib/format";
import { MARKETING_TYPES, OBJECT_TYPES, SALUTATIONS, SEARCH_DISTRICTS, USAGE_TYPES } from "./options";
import { emailField, MAX, optionalCheckbox, optionalPhoneField, optionalText, requiredText } from "./shared";

export { MARKETING_TYPES, OBJECT_TYPES, SALUTATIONS, USAGE_TYPES };

const OPTION_MESSAGE = "Bitte wählen Sie eine Option";
const range = optionalText({ max: 50 });

export const searchOrderSchema = z.object({
  marketingType: z.enum(["kauf", "miete"], { error: OPTION_MESSAGE }),
  usageType: z.enum(["wohnen", "gewerbe", "anlage"], { error: OPTION_MESSAGE }),
  objectTypes: z
    .object({
      wohnung: optionalCheckbox,
      haus: optionalCheckbox,
      reihenhaus: optionalCheckbox,
      doppelhaushaelfte: optionalCheckbox,
      garage: optionalCheckbox,
      buero: optionalCheckbox,
      geschaeftslokal: optionalCheckbox,
      gastronomie: optionalCheckbox,
      grundstueck: optionalCheckbox,
      zinshaus: optionalCheckbox,
    })
    .optional()
    .transform((value) => value ?? {}),
  priceMin: range,
  priceMax: range,
  roomsMin: range,
  roomsMax: range,
  areaMin: range,
  areaMax: range,
  location: requiredText("Ort/Region ist erforderlich", { max: MAX.short }),
  salutation: z.enum(["herr", "frau", "divers"], { error: OPTION_MESSAGE }).optional(),
  firstName: optionalText({ max: MAX.name }),
  lastName: optionalText({ max: MAX.name }),
  // Optional: the e-mail is the way back (ADR 0389).
  phone: optionalPhoneField(),
  email: emailField("Ungültige E-Mail-Adresse"),
  contactPerson: optionalText({ max: MAX.name }),
  message: optionalText({ max: MAX.message, multiline: true }),
  /** Also send new matching listings by e-mail (own double opt-in). */
  emailAlert: optionalCheckbox,
});

export type SearchOrder = z.infer<typeof searchOrderSchema>;

export { SEARCH_DISTRICTS };

const DISTRICT_VALUES = new Set(SEARCH_DISTRICTS.map((district) => district.value));

/**
 * The chosen chips join 'Ort/Region' (field name `location`, spec section 3): "Wien 7. Bezirk
 * (Neubau), Mödling, Nähe U6". Unknown chip values are dropped; a place already typed is not repeated, so a
 * form sent back with its errors and sent again says each place once.
 */
export function withDistricts(payload: unknown): unknown {
  if (!payload || typeof payload !== "object") return payload;
  const { districts, ...rest } = payload as Record<string, unknown>;
  const chosen = (Array.isArray(districts) ? districts : [districts]).filter(
    (value): value is string => typeof value === "string" && DISTRICT_VALUES.has(value),
  );
  if (chosen.length === 0) return rest;
  const typed = typeof rest.location === "string" ? rest.location.split(",").map((part) => part.trim()) : [];
  const places = [...new Set([...chosen, ...typed.filter(Boolean)])];
  return { ...rest, location: places.join(", ") };
}

/** What the page validates, in the browser and in the action: the chips first joined to `location`. */
export const searchOrderFormSchema = z.preprocess(withDistricts, searchOrderSchema);

function labelOf(list: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return list.find((item) => item.value === value)?.label ?? value;
}

/** A typed amount in plain digits ('250000', '1234,5') as Austrians read it; else as typed. */
function euros(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  return /^\d+([.,]\d{1,2})?$/.test(text) ? formatEuro(Number(text.replace(",", "."))) : `${text}\u00a0€`;
}

function rangeText(min: string | undefined, max: string | undefined, unit = ""): string | null {
  if (!min && !max) return null;
  const suffix = unit ? ` ${unit}` : "";
  if (min && max) return `${min} bis ${max}${suffix}`;
  return min ? `ab ${min}${suffix}` : `bis ${max}${suffix}`;
}

/** The readable German summary of the criteria that goes into `anfrage` (section 7). */
export function summarizeSearchOrder(order: SearchOrder): string {
  const types = OBJECT_TYPES.filter((type) => (order.objectTypes as Record<string, boolean | undefined>)[type.key]).map((t) => t.label);
  const lines = [
    `Gesucht wird: ${labelOf(MARKETING_TYPES, order.marketingType)}, Nutzung ${labelOf(USAGE_TYPES, order.usageType)}`,
    `Objektarten: ${types.length > 0 ? types.join(", ") : "keine Angabe"}`,
    `Ort/Region: ${order.location}`,
  ];
  const price = rangeText(euros(order.priceMin), euros(order.priceMax));
  if (price) lines.push(`Preis: ${price}`);
  const rooms = rangeText(order.roomsMin, order.roomsMax);
  if (rooms) lines.push(`Zimmer: ${rooms}`);
  const area = rangeText(order.areaMin, order.areaMax, "m²");
  if (area) lines.push(`Fläche: ${area}`);
  if (order.contactPerson) lines.push(`Gewünschte:r Ansprechpartner:in: ${order.contactPerson}`);
  if (order.message) lines.push("", `Nachricht: ${order.message}`);
  return lines.join("\n");
}
