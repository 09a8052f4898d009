// The root route's server half, like every route's `route.server.ts` (ADR 0197): the loader and
// the inline script that sets Consent Mode's defaults before anything else runs.
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readConsentCookie, SETTINGS_PARAM } from "~/utils/consent";
import { popToast } from "~/utils/session.server";
import { readWatchlist } from "~/utils/watchlist.server";

// No `headers` export: Cache-Control and `Vary: Cookie` for every page are set once in the
// Worker (applyCachePolicy, ADR 0080); Remix keeps the toast's Set-Cookie on its own.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await popToast(context.env, request);
  const consent = readConsentCookie(request.headers.get("Cookie"));
  const settingsRequested = new URL(request.url).searchParams.has(SETTINGS_PARAM);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const payload = {
    toast,
    consent,
    settingsRequested,
    year: context.now().getFullYear(),
    nonce: context.cspNonce,
    // The Merkliste ids for the hearts on every card (ADR 0046).
    watchlist: readWatchlist(request.headers.get("Cookie")),
  };
  return data(payload, { headers });
}

/**
 * Inline script for <head>, run before any tag (Consent Mode v2 defaults: everything denied,
 * research/features.md §4) and before first paint (marks <html> as scripted so that the banner
 * waits for its 1000 ms delay instead of flashing).
 * If the app's JavaScript has not started 5 s after the load event (a failed or stalled
 * download on a poor connection), the mark goes again so the page falls back to its no-JS
 * layout (e.g. the extended search in its <details>); it comes back once the app starts
 * (Remix sets window.__remixRouter when it hydrates).
 * Server-only: the document carries it inline (with the CSP nonce); no module runs it.
 */
export const consentDefaultsScript = [
  "document.documentElement.classList.add('js');",
  "addEventListener('load',function(){setTimeout(function(){if(window.__remixRouter)return;",
  "var c=document.documentElement.classList;c.remove('js');",
  "var t=setInterval(function(){if(window.__remixRouter){c.add('js');clearInterval(t)}},1000)},5000)});",
  "window.dataLayer=window.dataLayer||[];",
  "function gtag(){dataLayer.push(arguments)}",
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});",
].join("");
