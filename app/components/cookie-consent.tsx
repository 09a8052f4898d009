import type { Consent } from "~/utils/consent";

export function CookieConsent({ initial }: { initial: Consent | null }) {
  return initial ? null : null;
}
