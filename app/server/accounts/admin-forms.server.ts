// Server side of the Admin Panel's forms (admin._index, admin.setup). A `.server` module so
// that zod and Conform's parser stay out of the staff pages' first load.
import { parseWithZod } from "@conform-to/zod/v4";
import { adminIntentSchema, adminKeyFormSchema, feedFormSchema } from "~/lib/schemas/admin";
import { formConstraint } from "~/server/leads/submit.server";

export function adminKeyConstraint() {
  return formConstraint(adminKeyFormSchema);
}

export function feedConstraint() {
  return formConstraint(feedFormSchema);
}

export function parseFeedForm(formData: FormData) {
  return parseWithZod(formData, { schema: feedFormSchema });
}

/** The panel's action intent, or null for anything else. */
export function readAdminIntent(formData: FormData) {
  const parsed = adminIntentSchema.safeParse({ intent: formData.get("intent") });
  return parsed.success ? parsed.data.intent : null;
}
