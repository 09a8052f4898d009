// Cookie consent (public-site.md sections 4, 5, 8 "Consent"; research/features.md §4): reads and
// pushes the stored choice at start-up and decides whether the banner or the settings dialog is
// needed; their markup is cookie-consent-ui.tsx. With JavaScript the banner waits 1000 ms.
import { useCallback, useEffect, useState } from "react";
import {
  BANNER_DELAY_MS,
  type Consent,
  type ConsentChoice,
  consentFromChoice,
  loadStoredConsent,
  pushConsent,
  SETTINGS_PARAM,
  storeConsent,
} from "~/lib/consent";
import { type BannerState, ConsentUi } from "./cookie-consent-ui";

const OPEN_EVENT = "cookie-consent:open";

/** Reopen the settings from anywhere (the footer's 'Cookie-Einstellungen'). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

export function CookieConsent({ initial, settingsRequested }: { initial: Consent | null; settingsRequested: boolean }) {
  const [consent, setConsent] = useState<Consent | null>(initial);
  const [banner, setBanner] = useState<BannerState>(initial ? "hidden" : "pending");
  const [openCount, setOpenCount] = useState(0);
  const rendered = banner !== "hidden" || settingsRequested || openCount > 0;

  const onOpen = useCallback(() => setOpenCount((count) => count + 1), []);
  const onChoice = useCallback((choice: ConsentChoice, custom: { analytics: boolean; marketing: boolean }) => {
    const next = consentFromChoice(choice, custom);
    storeConsent(next);
    setConsent(next);
    setBanner("hidden");
  }, []);

  // Start-up: push the stored choice, or show the banner after the delay.
  useEffect(() => {
    const stored = loadStoredConsent();
    setConsent(stored);
    if (stored) {
      pushConsent(stored);
      setBanner("hidden");
      return;
    }
    setBanner("pending");
    const timer = window.setTimeout(() => setBanner("visible"), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, [onOpen]);

  if (!rendered) return null;
  return (
    <ConsentUi
      analytics={consent?.analytics ?? false}
      marketing={consent?.marketing ?? false}
      banner={banner}
      settingsRequested={settingsRequested}
      openCount={openCount}
      settingsParam={SETTINGS_PARAM}
      onOpen={onOpen}
      onChoice={onChoice}
    />
  );
}
