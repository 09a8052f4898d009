// The one Worker: fetch → React Router, /bilder/* → photo variants from R2, scheduled → cron
// jobs, queue → the queue consumers.

// The app's server build, made by React Router's Vite plugin and bundled into this Worker.
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "react-router";
import { countingD1 } from "../app/db/query-count.server";
import { PHOTO_PATH_PREFIX } from "../app/lib/responsive-image";
import { checkDeployment, createContext, getLoadContext, misconfiguredResponse } from "../app/load-context";
import { applySessionRefresh } from "../app/server/accounts/session.server";
import { dataCentreCache } from "../app/server/edge-cache/purge.server";
import { serveWithEdgeCache } from "../app/server/edge-cache/serve.server";
import { crossSiteWriteResponse } from "../app/server/http/cross-site.server";
import type { Env } from "../app/server/http/env.server";
import { applySecurityHeaders, createNonce } from "../app/server/http/security-headers.server";
import { handleQueue } from "../app/server/jobs/queues.server";
import { handleScheduled } from "../app/server/jobs/scheduled.server";
import { servePhoto } from "../app/server/photos/serve.server";

const handleRequest = createRequestHandler(build);

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const problem = checkDeployment(env, request.url);
    if (problem) return applySecurityHeaders(request, misconfiguredResponse(problem), { nonce, production: true });
    if (new URL(request.url).pathname.startsWith(PHOTO_PATH_PREFIX)) {
      return applySecurityHeaders(request, await servePhoto(request, env.PHOTOS), { nonce, production: env.ENVIRONMENT === "production" });
    }
    const production = env.ENVIRONMENT === "production";
    const refused = crossSiteWriteResponse(request);
    if (refused) return applySecurityHeaders(request, refused, { nonce, production });
    // With EDGE_CACHE set (on or off) every statement sent to D1 is counted (npm run bench:cache).
    const queries = typeof env.EDGE_CACHE === "string" ? countingD1(env.DB) : null;
    const workerEnv: Env = queries ? { ...env, DB: queries.d1 } : env;
    const context = getLoadContext(workerEnv, ctx, nonce);
    const passThrough = async () => applySessionRefresh(context, await handleRequest(request, context));
    let response: Response;
    if (context.env.EDGE_CACHE === "on") {
      // Anonymous pages from the data centre's cache, personalised per response.
      response = await serveWithEdgeCache(request, {
        env: context.env,
        db: context.db,
        cache: dataCentreCache(),
        waitUntil: (promise) => ctx.waitUntil(promise),
        nonce,
        buildVersion: build.assets.version,
        passThrough,
        render: (anonymous, renderNonce) => handleRequest(anonymous, getLoadContext(workerEnv, ctx, renderNonce)),
        newNonce: createNonce,
        now: Date.now,
      });
    } else {
      response = await passThrough();
    }
    if (queries) {
      response = new Response(response.body, response);
      response.headers.append("Server-Timing", `d1;desc="${queries.count()} queries"`);
    }
    return applySecurityHeaders(request, response, { nonce, production });
  },
  async scheduled(controller, env, ctx) {
    const problem = checkDeployment(env);
    if (problem) {
      console.error(JSON.stringify({ event: "deployment-refused", cron: controller.cron, problem }));
      return;
    }
    const scheduledAt = new Date(controller.scheduledTime);
    ctx.waitUntil(
      handleScheduled(
        createContext(env, ctx, () => scheduledAt),
        controller.cron,
      ),
    );
  },
  async queue(batch, env, ctx) {
    await handleQueue(batch, createContext(env, ctx));
  },
} satisfies ExportedHandler<Env>;
