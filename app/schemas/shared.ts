// Building blocks for the lead-form schemas (browser-safe: used by Conform on the client and by
// the route actions on the server). Every text field has a maximum length and refuses control
// characters and U+FFFD, which is what undecodable bytes (non-UTF-8 junk such as %FF%FE) turn
// into: the visitor gets a German message, never a 500 (issue "Lead forms", shared machinery).
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

/** A checkbox that must be ticked (privacy consent). */
export function mustBeChecked(message: string) {
  return z.boolean({ error: message }).refine((value) => value === true, message);
}

/** An optional checkbox: unticked arrives as undefined and counts as false. */
export const optionalCheckbox = z
  .boolean()
  .optional()
  .transform((value) => value === true);
