// Staff sign-in and sign-up. Browser-safe, so /login loads the same rules for its client check:
// a `.server` module is empty in the browser build, and /login threw there and never hydrated.
import { z } from "zod";
// zod without JIT (its eval probe is a CSP violation in the console), see shared.ts.
import "./shared";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const credentialsSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .trim()
    .max(254, "Bitte geben Sie eine gültige E-Mail-Adresse ein.")
    .email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: "Bitte geben Sie Ihr Passwort ein." })
    .min(PASSWORD_MIN_LENGTH, `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`)
    .max(PASSWORD_MAX_LENGTH, `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`),
});

export const loginModeSchema = z.enum(["signin", "signup"]).catch("signin");

/** The login form: credentials plus the mode and where to go afterwards (hidden inputs). */
export const loginFormSchema = credentialsSchema.extend({ mode: loginModeSchema, redirectTo: z.string().optional() });

/** "Passwort vergessen?": the account's e-mail address. */
export const passwordResetRequestSchema = credentialsSchema.pick({ email: true });

/**
 * The new password behind a reset link: the sign-up's length rules (the strength check runs on
 * the server), typed twice; the token rides along as a hidden field.
 */
export const newPasswordSchema = z
  .object({
    token: z.string({ error: "Dieser Link ist ungültig." }),
    password: credentialsSchema.shape.password,
    passwordRepeat: z.string({ error: "Bitte wiederholen Sie das neue Passwort." }),
  })
  .refine((value) => value.password === value.passwordRepeat, {
    path: ["passwordRepeat"],
    message: "Die beiden Passwörter stimmen nicht überein.",
  });
