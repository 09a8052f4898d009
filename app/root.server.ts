// The root route's server half, like every route's `route.server.ts`: the loader and
// the inline script that sets Consent Mode's defaults before anything else runs.

import { data, type LoaderFunctionArgs } from "react-router";
import { CONSENT_KEY, CONSENT_MAX_AGE, readConsentCookie, SETTINGS_PARAM } from "~/lib/consent";
import { requestUrl } from "~/lib/request-url";
import { popToast } from "~/server/accounts/session.server";
import { readWatchlist } from "~/server/watchlist/watchlist.server";

// No `headers` export: Cache-Control and `Vary: Cookie` for every page are set once in the
// Worker (applyCachePolicy, ADR 0010); Remix keeps the toast's Set-Cookie on its own.

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await popToast(context.env, request);
  const consent = readConsentCookie(request.headers.get("Cookie"));
  const settingsRequested = requestUrl(request).searchParams.has(SETTINGS_PARAM);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const payload = {
    toast,
    consent,
    settingsRequested,
    year: context.now().getFullYear(),
    nonce: context.cspNonce,
    // The Merkliste ids for the hearts on every card.
    watchlist: readWatchlist(request.headers.get("Cookie")),
  };
  return data(payload, { headers });
}

// Consent Mode v2 defaults (everything denied, research/features.md §4), the first thing either
// head script does, before any tag could load.
const consentModeDefaults = [
  "window.dataLayer=window.dataLayer||[];",
  "function gtag(){dataLayer.push(arguments)}",
  "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});",
].join("");

/**
 * Inline script for <head> on pages with the app's scripts, run before any tag and before first
 * paint: the Consent Mode defaults, and the `js` mark on <html> so that the banner waits for its
 * 1000 ms delay instead of flashing (the app's cookie-consent.tsx then shows it and pushes the
 * stored choice).
 * If the app's JavaScript has not started 5 s after the load event (a failed or stalled
 * download on a poor connection), the mark goes again so the page falls back to its no-JS
 * layout (e.g. the extended search in its <details>); it comes back once the app starts
 * (React Router sets window.__reactRouterDataRouter when it hydrates).
 * Server-only: the document carries it inline (with the CSP nonce), put there by entry.server.tsx
 * through the HeadScripts context; no module runs it.
 */
export const consentDefaultsScript = [
  consentModeDefaults,
  "document.documentElement.classList.add('js');",
  "addEventListener('load',function(){setTimeout(function(){if(window.__reactRouterDataRouter)return;",
  "var c=document.documentElement.classList;c.remove('js');",
  "var t=setInterval(function(){if(window.__reactRouterDataRouter){c.add('js');clearInterval(t)}},1000)},5000)});",
].join("");

/**
 * Inline script for <head> on a page that ships no app script (`handle = staticPage`, ADR 0230).
 * It sets no `js` mark, so the server-rendered banner is plain HTML from the first paint and
 * its forms post to /api/consent as without JavaScript. It does the rest of what
 * cookie-consent.tsx does on the other pages (public-site.md sections 5 and 7 item 11):
 * - reads the stored choice (localStorage first, the cookie as fallback; a corrupt entry is
 *   logged and removed) and pushes it to the data layer as `cookieConsentUpdate`;
 * - a choice stored only in localStorage (the cookie expired or was cleared) hides the banner
 *   the server rendered (`html.consent-stored`) and goes back into the cookie;
 * - when the visitor submits the banner or the settings form, stores the new choice in
 *   localStorage and pushes `cookieConsentUpdate` before the form posts.
 * Keep it in step with app/lib/consent.ts (tests/e2e/consent.spec.ts covers both pages).
 */
export const staticConsentScript = [
  consentModeDefaults,
  `(function(){var K='${CONSENT_KEY}',d=document;`,
  "function parse(r){try{var v=JSON.parse(r);if(v&&typeof v.analytics=='boolean'&&typeof v.marketing=='boolean')",
  "return{necessary:true,analytics:v.analytics,marketing:v.marketing}}catch(e){}return null}",
  "function push(c){dataLayer.push({event:'cookieConsentUpdate',necessary:true,analytics:c.analytics,marketing:c.marketing})}",
  "function keep(c){try{localStorage.setItem(K,JSON.stringify(c))}catch(e){}}",
  `var m=/(?:^|;\\s*)${CONSENT_KEY}=([^;]*)/.exec(d.cookie),cookie=null,raw=null;`,
  "try{cookie=m&&parse(decodeURIComponent(m[1]))}catch(e){}",
  "try{raw=localStorage.getItem(K)}catch(e){}",
  "var c=raw===null?cookie:parse(raw);",
  "if(raw!==null&&!c){console.warn('Error parsing stored cookie consent');",
  "try{localStorage.removeItem(K)}catch(e){}d.cookie=K+'=; Path=/; Max-Age=0; SameSite=Lax'}",
  "if(c){push(c);if(!cookie){d.documentElement.classList.add('consent-stored');",
  `d.cookie=K+'='+encodeURIComponent(JSON.stringify(c))+'; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax'+(location.protocol=='https:'?'; Secure':'')}}`,
  "d.addEventListener('submit',function(e){var f=e.target;if(!f||f.getAttribute('action')!='/api/consent')return;",
  "var s=e.submitter,ch=s&&s.value,a=ch=='all',k=ch=='all';",
  "if(ch=='custom'){a=!!(f.elements.analytics&&f.elements.analytics.checked);k=!!(f.elements.marketing&&f.elements.marketing.checked)}",
  "var n={necessary:true,analytics:a,marketing:k};keep(n);push(n)})})();",
].join("");
