// Staff sign-in and sign-up (leads-legal-admin.md sections 4 "Authentication", 6). Browser-safe:
// the action validates with it (through utils/auth.server.ts) and the login page loads the same
// rules on demand for its client check (ADR 0021). It used to live in auth.server.ts, which the
// browser build leaves empty, so /login threw on load and never hydrated.
import { z } from "zod";
// zod without JIT (its eval probe is a CSP violation in the console), see shared.ts.
import "./shared";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const credentialsSchema = z.object({
  email: z
    .string({ error: "E-mail is required." })
    .trim()
    .max(254, "Please enter a valid e-mail address.")
    .email("Please enter a valid e-mail address.")
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: "Password is required." })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
});

export const loginModeSchema = z.enum(["signin", "signup"]).catch("signin");

/** The login form: credentials plus the mode and where to go afterwards (hidden inputs). */
export const loginFormSchema = credentialsSchema.extend({ mode: loginModeSchema, redirectTo: z.string().optional() });
