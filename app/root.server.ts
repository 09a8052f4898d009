// The root route's server half: the loader and the Consent Mode script (ADR 0011).
// It lives in a `.server` module so that the browser bundle of root.tsx imports one empty stub instead of one
// per server helper (each costs a request-sized chunk in public/build/_shared).
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { site } from "~/config/site";
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
    meta: { title: `${site.brand} – Immobilien in Wien und Niederösterreich`, description: site.tagline },
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
 * Defined here, in the server module, because a top-level `[...].join()` in a shared module
 * is a call the bundler must keep: it shipped in the browser's root chunk unused.
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
