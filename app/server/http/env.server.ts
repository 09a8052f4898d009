import { z } from "zod";
import { site } from "~/lib/site";

/**
 * The Worker's bindings and vars, checked once per request (STYLE.md habit 4). Secrets are
 * optional here because public pages work without them; flows that need one call
 * `requireSecret`, which refuses to run rather than fall back to a built-in value.
 */
const envSchema = z.object({
  SITE_URL: z.string().url().default("http://localhost:8787"),
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("production"),
  MAIL_FROM: z.string().email().default("website@donau-estate.example"),
  // The office's inbox is the one the site names (Impressum, Kontakt): one address, not two.
  MAIL_TO: z.string().email().default(site.email),
  ADMIN_EMAILS: z.string().default(""),
  MAP_STYLE_URL: z.string().default("/map/style.json"),
  // Stored submissions per public form per client address in 10 minutes (lead forms); the
  // inquiry benchmark raises it, production keeps the default.
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SESSION_SECRET: z.string().min(16).optional(),
  // No length rule here: a short key must not take the whole site down; the admin-key flow
  // refuses it with a message instead (adminKeyProblem).
  ADMIN_KEY: z.string().optional(),
  // Encrypts the feed password in api_credentials (server/accounts/credential-box.server.ts).
  CREDENTIALS_KEY: z.string().optional(),
  // How mail reaches the send_email binding: Email Service's builder form in
  // production; "mime" (raw MIME, wrangler.toml's development vars) locally, where wrangler
  // writes a complete .eml only for raw messages.
  MAIL_TRANSPORT: z.enum(["builder", "mime"]).default("builder"),
  // The justimmo API v1 base for the lead hand-over, always with a trailing slash so
  // that call paths resolve below it; tests point it at a local fake server. Any string passes:
  // a typo here must not take the public site down; the hand-over refuses it (justimmoApiBase).
  JUSTIMMO_API_URL: z
    .string()
    .default("https://api.justimmo.at/rest/v1/")
    .transform((url) => (url.endsWith("/") ? url : `${url}/`)),
  // Anonymous pages from Cloudflare's cache, personalised at the edge: "on" in
  // production (wrangler.toml [env.production.vars]); off unless set, so that local work and
  // tests that write D1 directly never see a stale page. Either value also counts the D1
  // statements of each request in Server-Timing (npm run bench:cache).
  EDGE_CACHE: z.enum(["on", "off"]).optional().catch(undefined),
  // How long a cached page is served as it is before it is refreshed behind a visitor;
  // only tests and the benchmark shorten it.
  EDGE_CACHE_FRESH_SECONDS: z.coerce.number().int().positive().max(86_400).catch(300).default(300),
});

export type AppVars = z.infer<typeof envSchema>;

/**
 * The bindings of wrangler.toml (D1, queues, R2, mail, images, assets), as `npm run types`
 * generates them into workers/worker-configuration.d.ts; tests/worker-types.test.ts fails when
 * that file and wrangler.toml disagree. The vars are left out: envSchema above checks them.
 * MAPS, FEED_SYNC_QUEUE and MAIL_DLQ stay optional: without them the basemap, the continued
 * sync and the dead-letter copy are skipped.
 */
type Generated = WorkerBindings;
type BindingName = { [K in keyof Generated]-?: Generated[K] extends string | undefined ? never : K }[keyof Generated];
type OptionalBinding = "MAPS" | "FEED_SYNC_QUEUE" | "MAIL_DLQ";
export type Bindings = Omit<Pick<Generated, BindingName>, OptionalBinding> & Partial<Pick<Generated, OptionalBinding>>;

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
    FEED_SYNC_QUEUE: env.FEED_SYNC_QUEUE,
    CRM_QUEUE: env.CRM_QUEUE,
    PHOTOS: env.PHOTOS,
    IMAGES: env.IMAGES,
    PHOTO_QUEUE: env.PHOTO_QUEUE,
    MAPS: env.MAPS,
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

/**
 * SESSION_SECRET as a list: several comma-separated secrets rotate it. The first signs, every one
 * verifies, so a link signed before a rotation keeps working (README, Configuration).
 */
export function sessionSecrets(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

export function adminEmails(env: AppEnv): string[] {
  return env.ADMIN_EMAILS.split(/[,\s]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/** The admin key grants the admin role to anyone who knows it: 32+ characters, not guessable. */
export const ADMIN_KEY_MIN_LENGTH = 32;

/** Why the admin-key flow must refuse to run, or null when ADMIN_KEY is usable. */
export function adminKeyProblem(env: AppEnv): string | null {
  if (!env.ADMIN_KEY) {
    return "ADMIN_KEY is not configured on the server (.dev.vars locally, `wrangler secret put ADMIN_KEY` in production).";
  }
  if (env.ADMIN_KEY.length < ADMIN_KEY_MIN_LENGTH) {
    return `ADMIN_KEY on the server is shorter than ${ADMIN_KEY_MIN_LENGTH} characters and is refused. Set a longer random key (\`wrangler secret put ADMIN_KEY\`).`;
  }
  return null;
}

/** Hosts that exist only on the developer's machine or network (wrangler dev, tests, audits). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    host === "0.0.0.0" ||
    /^127\./.test(host) ||
    /^10\./.test(host) ||
    /^192\.168\./.test(host) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(host)
  );
}

// Reserved names (RFC 2606/6761): wrangler.toml's placeholder SITE_URL uses one of them.
const PLACEHOLDER_HOST = /\.(example|invalid|test|localhost)$/i;

/**
 * Why this Worker must not serve, or null. A deployment without
 * `--env production` runs with the development vars (ENVIRONMENT=development, SITE_URL on
 * localhost): on a public host that means non-Secure cookies and links to localhost in mails.
 * Local runs (any request host on this machine) may combine the vars freely: tests and the
 * Lighthouse audit run ENVIRONMENT=production on localhost. Without a request (cron, queue) only
 * the vars are checked.
 */
export function deploymentProblem(env: AppEnv, requestUrl?: string): string | null {
  const site = new URL(env.SITE_URL);
  const production = env.ENVIRONMENT === "production";
  if (requestUrl === undefined) {
    return production && isLocalHost(site.hostname) ? `ENVIRONMENT is production but SITE_URL is ${env.SITE_URL}` : null;
  }
  const host = new URL(requestUrl).hostname;
  if (isLocalHost(host)) return null;
  if (!production) {
    return `ENVIRONMENT is "${env.ENVIRONMENT}" on the public host ${host}: deploy with \`wrangler deploy --env production\``;
  }
  if (isLocalHost(site.hostname) || PLACEHOLDER_HOST.test(site.hostname)) {
    return `SITE_URL is ${env.SITE_URL} on the public host ${host}: set SITE_URL in [env.production.vars] of wrangler.toml`;
  }
  if (site.protocol !== "https:") return `SITE_URL must be https in production (is ${env.SITE_URL})`;
  return null;
}

/** JUSTIMMO_API_URL as a URL, or null when it is not an http(s) address. */
export function justimmoApiBase(env: Pick<AppEnv, "JUSTIMMO_API_URL">): URL | null {
  try {
    const url = new URL(env.JUSTIMMO_API_URL);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}
