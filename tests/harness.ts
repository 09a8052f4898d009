// Integration tests run the real Worker (wrangler.toml, the built app) with throwaway
// storage and the real migrations: wrangler's createTestHarness (SETUP-NOTES.md, Tests).
// One harness per test file; a reset costs 1-2 s.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestHarness } from "wrangler";
import { createDb, type Db } from "~/db/client.server";
import type { Env } from "~/server/http/env.server";
import { WORKER_CONFIG } from "./wrangler-paths";

export const TEST_SECRETS = {
  SESSION_SECRET: "test-session-secret-0123456789abcdef",
  ADMIN_KEY: "test-admin-key-0123456789abcdef-32+",
  CREDENTIALS_KEY: "test-credentials-key-0123456789abcdef",
};

/**
 * Build when the build is missing or older than the code it is made of: the Worker the harness
 * runs is build/server/ (ADR 0250). Never by age alone: a rebuild empties build/server/, and with
 * it the mails of workers other test files are running.
 */
export function ensureBuild(): void {
  const built = "build/server/index.js";
  if (existsSync(built) && newestSource() < statSync(built).mtimeMs) return;
  execFileSync("node", ["scripts/build.mjs"], { stdio: "ignore" });
}

function newestSource(): number {
  let newest = 0;
  for (const dir of ["app", "workers", "public"]) {
    for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (/\.test\.tsx?$/.test(name)) continue;
      newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
    }
  }
  for (const file of ["wrangler.toml", "vite.config.ts", "react-router.config.ts", "package.json"]) {
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

export interface TestWorker {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  env: () => Promise<Env>;
  db: () => Promise<Db>;
  scheduled: (cron: string, scheduledTime?: Date) => Promise<unknown>;
  url: () => URL;
}

/**
 * Start the Worker for this file with migrations applied. `vars` override wrangler.toml vars,
 * `secrets` override TEST_SECRETS.
 * Requests are absolute (http://localhost/...) so that absolute URLs in pages are stable.
 */
export function startWorker(options: { vars?: Record<string, string>; secrets?: Record<string, string> } = {}): TestWorker {
  const server = createTestHarness({
    workers: [
      {
        configPath: WORKER_CONFIG,
        vars: { ENVIRONMENT: "test", ...options.vars },
        secrets: { ...TEST_SECRETS, ...options.secrets },
      },
    ],
  });
  let baseUrl: URL | null = null;
  beforeAll(async () => {
    ensureBuild();
    const { url } = await server.listen();
    baseUrl = url;
    await server.getWorker().applyD1Migrations("DB");
  });
  afterAll(async () => {
    await server.close();
  });
  const env = async () => (await server.getWorker().getEnv()) as unknown as Env;
  return {
    fetch: (path, init) =>
      server.fetch(new URL(path, baseUrl ?? "http://localhost").toString(), {
        redirect: "manual",
        // biome-ignore lint/suspicious/noExplicitAny: the harness types RequestInit with workerd's shape
        ...(init as any),
      }) as unknown as Promise<Response>,
    env,
    db: async () => createDb((await env()).DB),
    scheduled: (cron, scheduledTime = new Date()) => server.getWorker().scheduled({ cron, scheduledTime }),
    url: () => {
      if (!baseUrl) throw new Error("the worker has not started yet");
      return baseUrl;
    },
  };
}

/** Build an application/x-www-form-urlencoded POST as a browser without JavaScript sends it. */
export function formPost(fields: Record<string, string | string[]>, headers: Record<string, string> = {}): RequestInit {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return {
    method: "POST",
    body: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  };
}

/**
 * The local harness's proxy now and then reports a connection the Worker closed early (its
 * answer sent before the request body was read) as its own 500: bodiless or with miniflare's
 * "Network connection lost." and its stack. No response of ours is either.
 */
export function isHarnessReset(status: number | null, text: string): boolean {
  return status === 500 && (text === "" || text.startsWith("Error: Network connection lost."));
}
