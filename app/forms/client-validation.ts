// Loaded on demand only (import() from components/forms.tsx, ADR 0021): Conform's own
// parseWithZod with the same zod schema the action uses, so the browser shows exactly the
// server's German messages. Nothing imports this statically, so zod and Conform's parser stay
// out of every page's first load.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { type ErrorMap, toErrorMap } from "./lead-form";

/** The schema's errors for this form data by field name; empty when it is valid. */
export function validateFormData(formData: FormData, schema: z.ZodType): ErrorMap {
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success" ? {} : toErrorMap(submission.error);
}
