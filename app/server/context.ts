// The context every entry point of the Worker works with, as types (app/load-context.ts builds
// it). Here in the request-helper layer so that forms, integrations and utils can name it.
import type { Db } from "~/db/client.server";
import type { AppEnv } from "~/server/http/env.server";

/** What every entry point of the Worker works with: checked vars and bindings, the database, the clock. */
export interface WorkerContext {
  env: AppEnv;
  db: Db;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Current time, injectable for tests of time-dependent rules. */
  now: () => Date;
}

/** What a request's loaders and actions work with: the Worker's context plus the page's CSP nonce. */
export interface RequestContext extends WorkerContext {
  /** Per-request CSP nonce for the inline scripts React Router renders. */
  readonly cspNonce: string;
}

// React Router 8 hands loaders and actions a RouterContextProvider. Ours is one that carries the
// request's context as plain fields (getLoadContext in app/load-context.ts), so route modules read `context.db`
// as they did with Remix's AppLoadContext; the typed-key API is for values middleware adds, and
// we have no middleware (ADR 0250).
declare module "react-router" {
  interface RouterContextProvider extends RequestContext {}
}
