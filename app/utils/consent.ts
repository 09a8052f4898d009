// Cookie consent (public-site.md sections 3-5): stored as JSON under `cookieConsent` in
// localStorage and, so that the banner works without JavaScript too, in a cookie of that name.

export interface Consent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const CONSENT_KEY = "cookieConsent";

/** Parse a stored value; anything corrupt counts as "nothing stored" (spec section 5). */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === "object" &&
      value !== null &&
      typeof (value as Record<string, unknown>).analytics === "boolean" &&
      typeof (value as Record<string, unknown>).marketing === "boolean"
    ) {
      const v = value as { analytics: boolean; marketing: boolean };
      return { necessary: true, analytics: v.analytics, marketing: v.marketing };
    }
  } catch {
    // fall through: corrupt JSON is ignored
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

export function serializeConsentCookie(consent: Consent): string {
  const value = encodeURIComponent(JSON.stringify(consent));
  return `${CONSENT_KEY}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}
