// The Admin Panel's forms. Browser-safe: the actions validate with them and the forms load the
// same rules on demand.
import { z } from "zod";
// zod without JIT (its eval probe is a CSP violation in the console), see shared.ts.
import "./shared";

/** The form's copy of server/accounts/admin-key.server.ts's rules, for the constraints and the blur check. */
export const adminKeyFormSchema = z.object({
  intent: z.literal("set-admin"),
  email: z
    .string({ error: "Die E-Mail-Adresse der Person ist erforderlich." })
    .trim()
    .email("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  adminKey: z
    .string({ error: "Der geheime Schlüssel ist erforderlich." })
    .min(1, "Der geheime Schlüssel ist erforderlich.")
    .max(256, "Der geheime Schlüssel ist zu lang."),
});

export const feedFormSchema = z.object({
  intent: z.literal("save-feed"),
  feedUrl: z
    .string({ error: "Bitte geben Sie die Feed-URL ein." })
    .trim()
    .max(2000, "Die Feed-URL ist zu lang.")
    .url("Bitte geben Sie eine gültige URL ein (http oder https).")
    .refine(isHttpUrl, "Bitte geben Sie eine gültige URL ein (http oder https)."),
  password: z.string().max(500, "Das Passwort ist zu lang.").optional(),
  clearPassword: z.literal("on").optional(),
});

// Zod runs refinements even after .url() failed, so this must not throw on a non-URL.
function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const adminIntentSchema = z.object({ intent: z.enum(["sync", "save-feed", "set-admin"]) });
