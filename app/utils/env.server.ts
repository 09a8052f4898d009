import { z } from "zod";

/**
 * The Worker's bindings and vars, checked once per request (STYLE.md habit 4). Secrets are
 * optional here because public pages work without them; flows that need one call
 * `requireSecret`, which refuses to run rather than fall back to a built-in value.
 */
const envSchema = z.object({
  SITE_URL: z.string().url().default("http://localhost:8787"),
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  MAIL_FROM: z.string().email().default("website@wien-immobilien.example"),
  MAIL_TO: z.string().email().default("office@wien-immobilien.example"),
  ADMIN_EMAILS: z.string().default(""),
  MAP_STYLE_URL: z.string().default("/map/style.json"),
  // Stored submissions per public form per client address in 10 minutes (lead forms); the
  // inquiry benchmark raises it, production keeps the default.
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SESSION_SECRET: z.string().min(16).optional(),
  ADMIN_KEY: z.string().min(8).optional(),
});

export type AppVars = z.infer<typeof envSchema>;

export interface Bindings {
  DB: D1Database;
  ASSETS: Fetcher;
  MAIL_QUEUE: Queue<unknown>;
  MAIL_DLQ?: Queue<unknown>;
  MAILER: SendEmail;
  /** Listing photos (ADR 0033): variants in R2, rendered by the Images binding in the photo-jobs queue. */
  PHOTOS: R2Bucket;
  IMAGES: ImagesBinding;
  PHOTO_QUEUE: Queue<unknown>;
}

export type Env = Bindings & Record<string, unknown>;

export type AppEnv = Bindings & AppVars;

export function parseEnv(env: Env): AppEnv {
  const vars = envSchema.parse(env);
  return {
    ...vars,
    DB: env.DB,
    ASSETS: env.ASSETS,
    MAIL_QUEUE: env.MAIL_QUEUE,
    MAIL_DLQ: env.MAIL_DLQ,
    MAILER: env.MAILER,
    PHOTOS: env.PHOTOS,
    IMAGES: env.IMAGES,
    PHOTO_QUEUE: env.PHOTO_QUEUE,
  };
}

export class MissingSecretError extends Error {
  constructor(name: string) {
    super(`${name} is not configured: set it in .dev.vars (local) or with \`wrangler secret put ${name}\`.`);
    this.name = "MissingSecretError";
  }
}

export function requireSecret(env: AppEnv, name: "SESSION_SECRET" | "ADMIN_KEY"): string {
  const value = env[name];
  if (!value) throw new MissingSecretError(name);
  return value;
}

export function adminEmails(env: AppEnv): string[] {
  return env.ADMIN_EMAILS.split(/[,\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}
