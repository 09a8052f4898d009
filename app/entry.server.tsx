import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { HeadScripts, type HeadScriptTexts } from "~/components/head-scripts";
import { consentDefaultsScript, staticConsentScript } from "~/root.server";
import { closeDocumentLast } from "~/server/http/document-stream.server";

// How long a streamed page may wait for slow data before the rest is rendered as errors.
export const streamTimeout = 5_000;

const headScripts: HeadScriptTexts = { scripted: consentDefaultsScript, scriptFree: staticConsentScript };

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const controller = new AbortController();
  const timeoutId = setTimeout(() => controller.abort(), streamTimeout + 1_000);
  // Both the router's and React's inline scripts carry the nonce, or the page does not hydrate.
  const nonce = loadContext.cspNonce;

  const body = await renderToReadableStream(
    <HeadScripts.Provider value={headScripts}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </HeadScripts.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeoutId));

  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(closeDocumentLast()), { headers: responseHeaders, status: responseStatusCode });
}
