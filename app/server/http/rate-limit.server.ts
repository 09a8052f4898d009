// Fixed-window rate limits kept in D1: forms per client address, sign-in and the admin key per
// address and per account. The stored key is an HMAC under SESSION_SECRET, so the table holds no
// raw IP or typed e-mail address.
import { env as workerEnv } from "cloudflare:workers";
import type { Db } from "~/db/client.server";
import { MissingSecretError } from "~/server/http/env.server";
import { countRateLimitHit, uncountRateLimitHit } from "~/server/http/queries.server";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  { key, limit, windowSeconds, now }: { key: string; limit: number; windowSeconds: number; now: Date },
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const storedKey = await hashRateLimitKey(rateLimitSecret(), key);
  const count = await countRateLimitHit(db, { key: storedKey, windowStart });
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : windowStart + windowSeconds - nowSeconds,
  };
}

/**
 * Give back the hit `hitRateLimit` just counted for `key` in the current window: for budgets
 * that limit failures only, so the attempt is counted before the check (concurrent guesses all
 * count) and returned once it turned out right.
 */
export async function returnRateLimitHit(db: Db, { key, windowSeconds, now }: { key: string; windowSeconds: number; now: Date }) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  await uncountRateLimitHit(db, { key: await hashRateLimitKey(rateLimitSecret(), key), windowStart });
}

const encoder = new TextEncoder();
/** Fixed label: the rate-limit key is HMAC(SESSION_SECRET, label), never the secret itself. */
const KEY_LABEL = "rate-limit-key-v1";

/**
 * The first SESSION_SECRET entry (the one that signs), read from the Worker's env through
 * `cloudflare:workers` so that every caller keeps its signature. A rotation of the
 * first entry starts all counters afresh, which is harmless for windows of at most a day.
 */
function rateLimitSecret(): string {
  const raw = (workerEnv as unknown as Record<string, unknown>).SESSION_SECRET;
  const first = typeof raw === "string" ? raw.split(",")[0]?.trim() : "";
  if (!first) throw new MissingSecretError("SESSION_SECRET");
  return first;
}

async function hmac(keyBytes: BufferSource, message: string): Promise<ArrayBuffer> {
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", key, encoder.encode(message));
}

/** base64url of HMAC-SHA-256(HMAC-SHA-256(secret, label), key): 43 characters. */
export async function hashRateLimitKey(secret: string, key: string): Promise<string> {
  const derived = await hmac(encoder.encode(secret), KEY_LABEL);
  const digest = new Uint8Array(await hmac(derived, key));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The client address as Cloudflare reports it; locally wrangler sets it too. An IPv6 client
 * usually holds a whole /64 and can pick any address in it, so IPv6 addresses count as their
 * /64 prefix (ASVS 2.4.1); IPv4 and IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientAddress(request: Request): string {
  const raw = request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ?? "unknown";
  return rateLimitAddress(raw);
}

export function rateLimitAddress(address: string): string {
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  if (!groups) return address.toLowerCase();
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** Eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
function expandIpv6(input: string): number[] | null {
  let address = input.trim().replace(/^\[|\]$/g, "");
  const zone = address.indexOf("%");
  if (zone >= 0) address = address.slice(0, zone);
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (dotted) {
    const octets = dotted.slice(2, 6).map(Number);
    if (octets.some((o) => o > 255)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    address = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(":") : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16));
}
