import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "~/db/client.server";
import { type AppEnv, deploymentProblem, type Env, parseEnv } from "~/utils/env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: AppEnv;
    db: Db;
    waitUntil: (promise: Promise<unknown>) => void;
    /** Per-request CSP nonce for the inline scripts Remix renders. */
    cspNonce: string;
    /** Current time, injectable for tests of time-dependent rules. */
    now: () => Date;
  }
}

/** Built once per request by the Worker (STYLE.md habit 4). */
export function getLoadContext(env: Env, ctx: ExecutionContext, cspNonce: string): AppLoadContext {
  const appEnv = parseEnv(env);
  return {
    env: appEnv,
    db: createDb(appEnv.DB),
    waitUntil: (promise) => ctx.waitUntil(promise),
    cspNonce,
    now: () => new Date(),
  };
}

/**
 * Why this Worker must not run with these vars (issue 12 item 7, ADR 0063), or null. Checked by
 * workers/app.ts before anything else: a misconfigured deployment answers 503 with one log line
 * instead of serving pages with localhost links and non-Secure cookies (or a 500 from a failed
 * parse). `requestUrl` is absent for cron runs.
 */
export function checkDeployment(env: Env, requestUrl?: string): string | null {
  let appEnv: AppEnv;
  try {
    appEnv = parseEnv(env);
  } catch (error) {
    return `invalid vars: ${error instanceof Error ? error.message.replace(/\s+/g, " ") : String(error)}`;
  }
  return deploymentProblem(appEnv, requestUrl);
}

/** The answer while checkDeployment reports a problem: no page, no cache, no detail for visitors. */
export function misconfiguredResponse(problem: string): Response {
  console.error(JSON.stringify({ event: "deployment-refused", problem }));
  return new Response("Die Website ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "300" },
  });
}

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
