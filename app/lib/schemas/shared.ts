// Building blocks for the lead-form schemas (browser and server). Every text field has a maximum
// length and refuses control characters and U+FFFD (what undecodable bytes like %FF%FE turn
// into), so the visitor gets a German message, never a 500.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

// zod 4 probes `new Function("")` on the first object parse to decide on its JIT; under the
// site's CSP (no 'unsafe-eval') that probe is a reported CSP violation in every browser console
// (Lighthouse Best Practices: inspector-issues). Without JIT the probe never runs.
z.config({ jitless: true });

export const INVALID_CHARS_MESSAGE = "Bitte verwenden Sie nur gültige Zeichen.";

export function tooLongMessage(max: number): string {
  return `Bitte geben Sie höchstens ${max} Zeichen ein.`;
}

// Single-line fields: no control characters at all (this also rules out header injection
// through CR/LF in names and subjects). Multi-line fields keep tab and line breaks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_JUNK = /[\u0000-\u001F\u007F-\u009F\uFFFD\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const MULTI_LINE_JUNK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/;

export const MAX = {
  name: 100,
  email: 254,
  phone: 40,
  short: 200,
  message: 5000,
} as const;

interface TextOptions {
  min?: number;
  max?: number;
  multiline?: boolean;
}

/** A required text field: missing, blank and too short all show `message`. */
export function requiredText(message: string, { min = 1, max = MAX.short, multiline = false }: TextOptions = {}) {
  const junk = multiline ? MULTI_LINE_JUNK : SINGLE_LINE_JUNK;
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, tooLongMessage(max))
    .refine((value) => !junk.test(value), INVALID_CHARS_MESSAGE);
}

/** An optional text field (Conform turns an empty input into undefined). */
export function optionalText({ max = MAX.short, multiline = false }: TextOptions = {}) {
  const junk = multiline ? MULTI_LINE_JUNK : SINGLE_LINE_JUNK;
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(max))
    .refine((value) => !junk.test(value), INVALID_CHARS_MESSAGE)
    .optional();
}

/** An e-mail address; zod's pattern already refuses spaces, CR and LF. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(MAX.email, tooLongMessage(MAX.email))
    .refine((value) => !SINGLE_LINE_JUNK.test(value), INVALID_CHARS_MESSAGE)
    .pipe(z.email({ error: message }));
}

const PHONE_CHARACTERS = /^[+\d\s()./-]+$/;

export const INVALID_PHONE_MESSAGE = "Bitte geben Sie eine gültige Telefonnummer ein, z. B. 0664 123 4567.";

/**
 * A phone number as people write it: Austrian by default ("0664 123 4567", "01 234 56 78"), or
 * any valid international number ("+49 30 1234567", "0043/664/1234567"). Checked with
 * libphonenumber-js and stored in E.164 ("+436641234567"). Shorter than `min`
 * characters still reads `message`, as the spec has it for its five-character minimum.
 */
export function phoneField(message: string, { invalid = INVALID_PHONE_MESSAGE, min = 1 } = {}) {
  return requiredText(message, { min, max: MAX.phone }).transform((value, context) => {
    // Only what people type into a number: digits, '+', spaces, brackets, '/', '-', '.'.
    const number = PHONE_CHARACTERS.test(value) ? parsePhoneNumberFromString(value, "AT") : undefined;
    // Six digits at least after the country code: "12345" is formally a Vienna number, never a real one.
    if (!number?.isValid() || number.nationalNumber.length < 6) {
      context.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    }
    return number.number;
  });
}

/**
 * An optional phone number: empty is fine (the e-mail is the way back), anything typed is
 * checked like `phoneField` and stored in E.164.
 */
export function optionalPhoneField({ invalid = INVALID_PHONE_MESSAGE } = {}) {
  return phoneField(invalid, { invalid }).optional();
}

/**
 * A refinement for forms whose visitor asks for a call: then the optional phone is needed, with
 * the form's own message for a missing number.
 */
export function phoneNeededWhen<T extends Record<string, unknown>>(
  field: keyof T & string,
  wantsCall: (value: T) => boolean,
  message: string,
) {
  return (value: T, context: z.RefinementCtx) => {
    if (wantsCall(value) && !value[field]) context.addIssue({ code: "custom", path: [field], message });
  };
}

/** A stored E.164 number as people read it: "+43 664 1234567". Anything else comes back as it was. */
export function formatPhone(value: string): string {
  const number = parsePhoneNumberFromString(value);
  return number?.isValid() ? number.formatInternational() : value;
}

/** A checkbox that must be ticked (privacy consent). */
export function mustBeChecked(message: string) {
  return z.boolean({ error: message }).refine((value) => value === true, message);
}

/** An optional checkbox: unticked arrives as undefined and counts as false. */
export const optionalCheckbox = z
  .boolean()
  .optional()
  .transform((value) => value === true);
