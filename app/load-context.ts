import type { AppLoadContext } from "@remix-run/cloudflare";
import { createDb, type Db } from "~/db/client.server";
import { type AppEnv, type Env, parseEnv } from "~/utils/env.server";

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

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}
