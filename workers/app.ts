// The one Worker (DESIGN.md section 2): fetch → Remix, scheduled → feed sync and mail sweep,
// queue → inquiry mail delivery and listing photos; /bilder/* → photo variants from R2 (ADR 0033).
import { createRequestHandler } from "@remix-run/cloudflare";
import { handleScheduled } from "../app/background/scheduled.server";
import { handleMailBatch } from "../app/integrations/mail/queue.server";
import { handlePhotoBatch } from "../app/integrations/photos/process.server";
import { PHOTO_PATH_PREFIX, servePhoto } from "../app/integrations/photos/serve.server";
import { getLoadContext } from "../app/load-context";
import type { Env } from "../app/utils/env.server";
import { applySecurityHeaders, createNonce } from "../app/utils/security-headers.server";
import * as build from "../build/server/index.js";

// biome-ignore lint/suspicious/noExplicitAny: the server build has no type declarations
const handleRemix = createRequestHandler(build as any);

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const response = new URL(request.url).pathname.startsWith(PHOTO_PATH_PREFIX)
      ? await servePhoto(request, env.PHOTOS)
      : await handleRemix(request, getLoadContext(env, ctx, nonce));
    return applySecurityHeaders(request, response, { nonce, production: env.ENVIRONMENT === "production" });
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(env, controller.cron, new Date(controller.scheduledTime)));
  },
  async queue(batch, env) {
    if (batch.queue === "photo-jobs") await handlePhotoBatch(batch, env);
    else await handleMailBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
