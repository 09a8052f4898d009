// Server-side parsing for the valuation wizard's action (routes/immobilien.bewertung). In a
// `.server` module so that zod and Conform's parser stay out of the wizard page's first load
// (ADR 0021); the browser loads the same step schemas on demand.
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { schemaUpTo } from "~/schemas/valuation";

/** Keep every entered value without judging it (Back, and Next into a fresh step). */
export function carryValues(formData: FormData) {
  return parseWithZod(formData, { schema: z.object({}) }).reply();
}

/** Every step's rules from the first up to `step`, as Conform's submission. */
export function parseUpToStep(formData: FormData, step: number) {
  return parseWithZod(formData, { schema: schemaUpTo(step) });
}
