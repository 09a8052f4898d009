import { RouterContextProvider } from "react-router";
import { createDb } from "~/db/client.server";
import type { RequestContext, WorkerContext } from "~/server/context";
import { type AppEnv, deploymentProblem, type Env, parseEnv } from "~/server/http/env.server";

export type { RequestContext, WorkerContext } from "~/server/context";

/**
 * The one context of the Worker (STYLE.md habit 4): built once per request, cron run and queue
 * batch by workers/app.ts, so that fetch, cron and every queue consumer read the same checked env.
 */
export function createContext(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, now: () => Date = () => new Date()): WorkerContext {
  const appEnv = parseEnv(env);
  return { env: appEnv, db: createDb(appEnv.DB), waitUntil: (promise) => ctx.waitUntil(promise), now };
}

/** The request's context for React Router: the Worker's context plus the page's CSP nonce. */
export function getLoadContext(env: Env, ctx: ExecutionContext, cspNonce: string): RouterContextProvider {
  const request: RequestContext = { ...createContext(env, ctx), cspNonce };
  return Object.assign(new RouterContextProvider(), request);
}

/**
 * Why this Worker must not run with these vars (ADR 0063), or null. Checked by
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
