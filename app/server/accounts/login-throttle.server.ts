// Sign-in throttling (ASVS 5.0 V6.3.1). Only failures count, keyed on account plus client
// address, so wrong passwords typed elsewhere never lock the owner out; past a few free tries the
// delay doubles (a slow-down, not a block anyone can trigger). A per-address count across all
// accounts slows password spraying. Keys are stored as keyed HMACs.
import type { Db } from "~/db/client.server";
import { type AppEnv, MissingSecretError } from "~/server/http/env.server";
import { hashRateLimitKey } from "~/server/http/rate-limit.server";
import { countLoginFailure, deleteLoginFailures, forgetOldLoginFailures, listRecentLoginFailures } from "./login-failures.queries.server";

/** Failures of one client on one account before any delay. */
export const FREE_FAILURES_PER_ACCOUNT = 5;
/** Failures of one client address across all accounts before any delay. */
export const FREE_FAILURES_PER_CLIENT = 20;
/** The first delay; each further failure doubles it, up to MAX_DELAY_SECONDS. */
export const BASE_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** A count is forgotten a day after its last failure. */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export interface LoginSubject {
  email: string;
  client: string;
}

/** Seconds one must wait after the last of `failures` failures when `free` are allowed. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - free));
}

function keys({ email, client }: LoginSubject) {
  return {
    pair: `login-fail:pair:${email.toLowerCase()}|${client}`,
    client: `login-fail:client:${client}`,
  };
}

function keySecret(env: AppEnv): string {
  const first = (env.SESSION_SECRET ?? "").split(",")[0]?.trim();
  if (!first) throw new MissingSecretError("SESSION_SECRET");
  return first;
}

async function storedKeys(env: AppEnv, subject: LoginSubject) {
  const { pair, client } = keys(subject);
  const secret = keySecret(env);
  return { pair: await hashRateLimitKey(secret, pair), client: await hashRateLimitKey(secret, client) };
}

/**
 * Whether this client may try a password on this account now. Reads only: an attempt costs
 * nothing until it fails. `retryAfterSeconds` is how long the client still has to wait.
 */
export async function loginDelay(
  db: Db,
  env: AppEnv,
  subject: LoginSubject,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number; failures: number }> {
  const stored = await storedKeys(env, subject);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const rows = await listRecentLoginFailures(db, { keys: [stored.pair, stored.client], since: nowSeconds - FAILURE_MEMORY_SECONDS });
  let wait = 0;
  let failures = 0;
  for (const row of rows) {
    const free = row.key === stored.pair ? FREE_FAILURES_PER_ACCOUNT : FREE_FAILURES_PER_CLIENT;
    if (row.key === stored.pair) failures = row.failures;
    wait = Math.max(wait, row.last_failure_at + delayAfter(row.failures, free) - nowSeconds);
  }
  return { allowed: wait <= 0, retryAfterSeconds: Math.max(0, wait), failures };
}

/** Count one failed sign-in; returns the client's failures on that account so far. */
export async function recordLoginFailure(db: Db, env: AppEnv, subject: LoginSubject, now: Date): Promise<number> {
  const stored = await storedKeys(env, subject);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const forgetBefore = nowSeconds - FAILURE_MEMORY_SECONDS;
  const [pair] = await Promise.all([stored.pair, stored.client].map((key) => countLoginFailure(db, { key, nowSeconds, forgetBefore })));
  await forgetOldLoginFailures(db, forgetBefore);
  return pair ?? 0;
}

/** A successful sign-in ends this client's count on that account (not the address-wide count). */
export async function clearLoginFailures(db: Db, env: AppEnv, subject: LoginSubject): Promise<void> {
  const stored = await storedKeys(env, subject);
  await deleteLoginFailures(db, stored.pair);
}

/** "30 Sekunden", "2 Minuten": the wait in the German message. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "Minute" : "Minuten"}`;
}
