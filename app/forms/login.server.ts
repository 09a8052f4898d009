// Server-side parsing for the login form (routes/login.tsx). In a `.server` module so that zod
// and Conform's parser stay out of the login page's first load (ADR 0021); the browser loads the
// same schema on demand.
import { parseWithZod } from "@conform-to/zod/v4";
import { loginFormSchema, loginModeSchema } from "~/schemas/credentials";
import { formConstraint } from "./submit.server";

export function parseLoginForm(formData: FormData) {
  return parseWithZod(formData, { schema: loginFormSchema });
}

/** `?mode=signup` switches the page; anything else is sign-in. */
export function readLoginMode(value: string | null) {
  return loginModeSchema.parse(value);
}

export function loginConstraint() {
  return formConstraint(loginFormSchema);
}
