// Cookie consent: JSON under `cookieConsent` in localStorage and in a first-party cookie of that
// name, so the banner works without JavaScript and the server knows whether to render it.

import { safeLocalPath } from "./safe-redirect";

export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_KEY = "cookieConsent";
export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;
/** Spec section 9: the banner appears 1000 ms after the first page load. */
export const BANNER_DELAY_MS = 1000;
/** Query parameter that opens the settings view, with or without JavaScript. */
export const SETTINGS_PARAM = "cookie-einstellungen";

export type ConsentChoice = "all" | "reject" | "necessary" | "custom";

/** What each first-layer button and the settings form store (spec section 4). */
export function consentFromChoice(choice: ConsentChoice, custom: { analytics: boolean; marketing: boolean }): Consent {
  if (choice === "all") return { necessary: true, analytics: true, marketing: true };
  if (choice === "custom") return { necessary: true, analytics: custom.analytics, marketing: custom.marketing };
  return { necessary: true, analytics: false, marketing: false };
}

function isConsentShape(value: unknown): value is { analytics: boolean; marketing: boolean } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.analytics === "boolean" && typeof v.marketing === "boolean";
}

/** Parse a stored value; anything corrupt counts as "nothing stored" (spec section 5). */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isConsentShape(value)) return { necessary: true, analytics: value.analytics, marketing: value.marketing };
  } catch {
    // corrupt JSON is ignored
  }
  return null;
}

export function readConsentCookie(cookieHeader: string | null): Consent | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_KEY) {
      try {
        return parseConsent(decodeURIComponent(rest.join("=")));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function serializeConsentCookie(consent: Consent, { secure = false }: { secure?: boolean } = {}): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_KEY}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * A redirect target from a form field: only a path on this site. Anything else (absolute or
 * protocol-relative URLs, backslash tricks, control characters) falls back to "/".
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  const path = safeLocalPath(target, fallback);
  const url = new URL(path, "http://same.invalid");
  url.searchParams.delete(SETTINGS_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page that the consent banner's and dialog's links and forms return to: the current path and
 * query without the settings parameter, as a same-origin path. A request for '//evil.example/'
 * has that as its pathname; written into an href it would be a protocol-relative link to another
 * site, so leading slashes and backslashes collapse into one '/' and whatever is still not a
 * plain local path becomes '/'.
 */
export function consentReturnPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SETTINGS_PARAM);
  const query = params.toString();
  const path = `/${pathname.replace(/^[/\\]+/, "")}`;
  return safeLocalPath(`${path}${query ? `?${query}` : ""}`, "/");
}

/** The same page with the settings dialog open ('?cookie-einstellungen'), for the no-JS link. */
export function consentSettingsPath(returnPath: string): string {
  return `${returnPath}${returnPath.includes("?") ? "&" : "?"}${SETTINGS_PARAM}`;
}

// ---- browser side ---------------------------------------------------------------------------

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The stored choice at start-up. localStorage wins; a corrupt entry is logged, removed and
 * treated as "nothing stored" so the banner shows again (spec section 5). The cookie is the
 * fallback (a choice made without JavaScript).
 */
export function loadStoredConsent(): Consent | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_KEY);
  } catch {
    raw = null;
  }
  if (raw !== null) {
    const parsed = parseConsent(raw);
    if (parsed) return parsed;
    // Spec section 8 "Consent": the parse failure is logged; a warning, because the page
    // recovers by asking again.
    console.warn("Error parsing stored cookie consent");
    try {
      window.localStorage.removeItem(CONSENT_KEY);
    } catch {}
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = `${CONSENT_KEY}=; Path=/; Max-Age=0; SameSite=Lax`;
    return null;
  }
  return readConsentCookie(document.cookie);
}

/** Store a choice in localStorage and the cookie, then tell the data layer. */
export function storeConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // private mode: the cookie still carries the choice
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = serializeConsentCookie(consent, { secure: window.location.protocol === "https:" });
  pushConsent(consent);
}

/** Spec section 7 item 11, plus the Google Consent Mode update for any tag configured later. */
export function pushConsent(consent: Consent): void {
  const w = window as DataLayerWindow;
  if (!Array.isArray(w.dataLayer)) {
    console.warn("dataLayer not available for cookie consent");
    return;
  }
  w.dataLayer.push({ event: "cookieConsentUpdate", ...consent });
}
